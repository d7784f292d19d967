import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import type { DeliveredMail } from './mail-contract.js';
import { describeMailContract } from './mail-contract.js';
import { createSmtpMailer } from './smtp-mailer.js';

/**
 * A real SMTP server in this process: it speaks the protocol and decodes each
 * message it accepts with a MIME parser, so encoding mistakes show up.
 */
async function startSmtpServer(options: { refuse?: string } = {}) {
  const received: DeliveredMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuse) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({
              id: email.messageId ?? 'no Message-ID header',
              from: `${email.from?.name} <${email.from?.address}>`,
              to: email.to?.map((to) => to.address).join(', ') ?? '',
              subject: email.subject ?? '',
              text: bodyOf(email.text),
              html: bodyOf(email.html),
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2046: the line break before a MIME boundary belongs to the boundary, not the body. */
function bodyOf(part: string | undefined): string {
  return (part ?? '').replace(/\r?\n$/, '');
}

describeMailContract('smtp mailer', async (from) => {
  const server = await startSmtpServer();
  const mailer = createSmtpMailer({ url: server.url, from });
  return {
    mailer,
    delivered: async () => [...server.received],
    async close() {
      await mailer.close();
      await server.close();
    },
  };
});

describe('smtp mailer', () => {
  const message = { subject: 'Your list', text: 'list', html: '<p>list</p>' };

  it("fails a send the server refuses, with the server's reason", async () => {
    const server = await startSmtpServer({ refuse: 'gone@example.com' });
    const mailer = createSmtpMailer({ url: server.url, from: 'hello@mise.local' });

    await expect(mailer.send({ ...message, to: 'gone@example.com' })).rejects.toThrow(
      /No such mailbox here/,
    );
    expect(server.received).toEqual([]);
    await mailer.close();
    await server.close();
  });

  it('fails a send when no server answers, so the job can retry it', async () => {
    const server = await startSmtpServer();
    await server.close();
    const mailer = createSmtpMailer({ url: server.url, from: 'hello@mise.local' });

    await expect(mailer.send({ ...message, to: 'ana@example.com' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    await mailer.close();
  });
});
