import type { AddressInfo } from 'node:net';
import { emailVerificationRequested } from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { buildTestServer, consistently, eventually } from '@mise/platform/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SEND_MAIL_JOB } from '../src/jobs/send-mail.js';
import { type NotificationsOptions, notificationsService } from '../src/plugin.js';
import { sentMails } from '../src/store/schema.js';

interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback, the boundary the mail leaves through: it decodes each
 * message it accepts with a MIME parser, and can refuse the first `refusals` messages.
 */
async function startSmtpServer({ refusals = 0 } = {}) {
  const received: ReceivedMail[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        offered += 1;
        if (offered <= refusals) {
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({
              from: email.from?.address ?? '',
              to: email.to?.map((to) => to.address).join(', ') ?? '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  // The app first: its jobs stop sending before the server they send to goes away.
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

async function start(refusals: number, options: NotificationsOptions = {}) {
  const smtp = await startSmtpServer({ refusals });
  opened.push(smtp);
  const app = await buildTestServer(
    [async (service) => service.register(notificationsService, options)],
    { SMTP_URL: smtp.url, PUBLIC_ORIGINS: 'https://mise.ca', MAIL_FROM: 'Mise <hello@mise.ca>' },
  );
  opened.push(app);
  return { smtp, app };
}

const link = 'https://mise.ca/verifyEmail/c0de?from=mail&step=2';
const verification = () =>
  newEvent(emailVerificationRequested, {
    source: 'identity',
    subject: 'user-ana',
    data: {
      userId: 'user-ana',
      emailAddress: 'ana@example.com',
      firstName: 'Ana',
      language: 'en-CA',
      link,
      expiresAt: '2025-06-05T19:00:00.000Z',
    },
  });

async function statusOf(app: FastifyInstance, eventId: string) {
  const { db } = app.infra.database;
  const [row] = await db.select().from(sentMails).where(eq(sentMails.eventId, eventId));
  return row?.status;
}

describe('mail over SMTP', { timeout: 30_000 }, () => {
  it('reaches the SMTP server with a text and an HTML part', async () => {
    const { smtp, app } = await start(0);

    await app.infra.bus.publish([verification()]);

    const [mail] = await eventually(() => {
      expect(smtp.received).toHaveLength(1);
      return smtp.received;
    }, 10_000);
    expect(mail).toMatchObject({
      from: 'hello@mise.ca',
      to: 'ana@example.com',
      subject: 'Verify your e-mail address',
    });
    expect(mail?.text).toContain(`Verify my e-mail:\n${link}`);
    expect(mail?.html).toContain('href="https://mise.ca/verifyEmail/c0de?from=mail&amp;step=2"');
  });

  it('retries a mail the server refused once, and delivers it exactly once', async () => {
    const { smtp, app } = await start(1);
    const event = verification();

    await app.infra.bus.publish([event]);

    await eventually(() => expect(smtp.received).toHaveLength(1), 10_000);
    await consistently(() => expect(smtp.received).toHaveLength(1), 1_500);
    expect(smtp.offered()).toBe(2);
    expect(await statusOf(app, event.id)).toBe('sent');
  });

  it('logs the mail as failed once the server has refused every attempt', async () => {
    const { smtp, app } = await start(Number.POSITIVE_INFINITY, {
      sendMailRetry: { attempts: 2, backoffMs: 50 },
    });
    const event = verification();

    await app.infra.bus.publish([event]);

    const failed = await eventually(async () => {
      const jobs = await app.infra.jobs.failed(SEND_MAIL_JOB);
      expect(jobs.map((job) => job.id)).toEqual([event.id]);
      return jobs;
    }, 10_000);
    expect(failed[0]?.attempts).toBe(2);
    expect(failed[0]?.error).toMatch(/Mailbox busy, try later/);
    expect(await statusOf(app, event.id)).toBe('failed');
    expect(smtp.offered()).toBe(2);
    expect(smtp.received).toEqual([]);
  });
});
