import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  emailVerificationRequested,
  orderCancelled,
  orderPaid,
  passwordResetRequested,
  userRegistered,
} from '@mise/contracts';
import { isFileMailbox, newEvent } from '@mise/platform';
import { buildTestServer, consistently, eventually } from '@mise/platform/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueMail } from '../src/jobs/send-mail.js';
import { notificationsService } from '../src/plugin.js';
import { sentMails } from '../src/store/schema.js';

const MAIL_TIMEOUT_MS = 10_000;

let app: FastifyInstance;
let dataDir: string;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mise-notifications-'));
  app = await buildTestServer([notificationsService], {
    DATA_DIR: dataDir,
    PUBLIC_ORIGINS: 'https://mise.ca',
  });
});
afterEach(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded runtime's mailbox, read as the gateway's /dev/mail reads it. */
async function mailsTo(to: string) {
  const { mail } = app.infra;
  if (!isFileMailbox(mail)) throw new Error(`the test server mails through ${mail.kind}`);
  return (await mail.list()).filter((message) => message.to === to);
}

async function logged(eventId: string) {
  const { db } = app.infra.database;
  return db.select().from(sentMails).where(eq(sentMails.eventId, eventId));
}

const recipient = (emailAddress: string, language: 'en-CA' | 'fr-CA' = 'en-CA') => ({
  userId: `user-${emailAddress}`,
  emailAddress,
  firstName: 'Ana',
  language,
});

const registered = (emailAddress: string) =>
  newEvent(userRegistered, {
    source: 'identity',
    subject: `user-${emailAddress}`,
    data: { ...recipient(emailAddress), method: 'password', influencerId: null },
  });

describe('the notifications service', { timeout: 30_000 }, () => {
  it('welcomes a registered shopper by mail, with a text and an HTML part, and logs it sent', async () => {
    const event = registered('ana@example.com');

    await app.infra.bus.publish([event]);

    const [mail] = await eventually(async () => {
      const found = await mailsTo('ana@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_TIMEOUT_MS);
    expect(mail?.subject).toBe('Welcome to Mise');
    expect(mail?.text).toContain('Hi Ana,');
    expect(mail?.text).toContain('https://mise.ca/recipes');
    expect(mail?.html).toContain('<html lang="en-CA">');
    expect(mail?.html).toContain('href="https://mise.ca/recipes"');
    const [row] = await eventually(async () => {
      const rows = await logged(event.id);
      expect(rows[0]?.status).toBe('sent');
      return rows;
    });
    expect(row).toMatchObject({
      type: userRegistered.type,
      recipient: 'ana@example.com',
      subject: 'Welcome to Mise',
      language: 'en-CA',
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends the e-mail verification link in the French of the shopper', async () => {
    const link = 'https://mise.ca/verifyEmail/c0de';
    await app.infra.bus.publish([
      newEvent(emailVerificationRequested, {
        source: 'identity',
        subject: 'user-elodie',
        data: {
          ...recipient('elodie@example.com', 'fr-CA'),
          link,
          expiresAt: '2025-06-07T17:00:00.000Z',
        },
      }),
    ]);

    const [mail] = await eventually(async () => {
      const found = await mailsTo('elodie@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_TIMEOUT_MS);
    expect(mail?.subject).toBe('Confirmez votre adresse courriel');
    expect(mail?.text).toContain(`Confirmer mon adresse :\n${link}`);
    expect(mail?.text.replace(/\s/g, ' ')).toContain('samedi 7 juin 2025 à 13 h 00 HAE');
    expect(mail?.html).toContain(`href="${link}"`);
  });

  it('sends a reset link for a forgotten password and a set link for a social account', async () => {
    const passwordLink = (emailAddress: string, purpose: 'reset' | 'set') =>
      newEvent(passwordResetRequested, {
        source: 'identity',
        subject: `user-${emailAddress}`,
        data: {
          ...recipient(emailAddress),
          purpose,
          link: `https://mise.ca/resetPassword/${purpose}-c0de`,
          expiresAt: '2025-06-05T19:00:00.000Z',
        },
      });

    await app.infra.bus.publish([
      passwordLink('forgot@example.com', 'reset'),
      passwordLink('social@example.com', 'set'),
    ]);

    const [reset] = await eventually(async () => {
      const found = await mailsTo('forgot@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_TIMEOUT_MS);
    const [set] = await eventually(async () => {
      const found = await mailsTo('social@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_TIMEOUT_MS);
    expect(reset?.subject).toBe('Reset your Mise password');
    expect(reset?.text).toContain('https://mise.ca/resetPassword/reset-c0de');
    expect(reset?.text.replace(/\s/g, ' ')).toContain(
      'until Thursday, June 5, 2025 at 3:00 p.m. EDT',
    );
    expect(set?.subject).toBe('Set your Mise password');
    expect(set?.html).toContain('href="https://mise.ca/resetPassword/set-c0de"');
  });

  it('sends one mail for an event delivered twice, at once or after it was sent', async () => {
    const event = registered('twice@example.com');

    await app.infra.bus.publish([event]);
    await app.infra.bus.publish([event]);
    await eventually(
      async () => expect((await logged(event.id))[0]?.status).toBe('sent'),
      MAIL_TIMEOUT_MS,
    );
    await app.infra.bus.publish([event]);

    await consistently(async () => expect(await mailsTo('twice@example.com')).toHaveLength(1), 500);
    expect(await logged(event.id)).toHaveLength(1);
  });

  it('confirms a paid order once, however often the event comes, in French when asked', async () => {
    const event = newEvent(orderPaid, {
      source: 'orders-payments',
      subject: 'ord-42',
      data: {
        orderId: 'ord-42',
        number: 'M-7K2P9Q',
        ...recipient('paid@example.com', 'fr-CA'),
        cityId: 'montreal',
        slotStart: '2026-11-22T14:00:00.000Z',
        slotEnd: '2026-11-22T16:00:00.000Z',
        timeZone: 'America/Toronto',
        slotLabel: 'dimanche 22 novembre, 9 h - 11 h',
        totalCents: 8_912,
        currency: 'CAD',
        promoCode: null,
        cartVersion: 1,
        deliveryAddress: {
          lineOne: '5 rue Sainte-Catherine',
          lineTwo: '',
          city: 'Montréal',
          province: 'QC',
          postalCode: 'H2X 1K4',
        },
        recipes: [{ name: 'Tourtière', servings: 4 }],
        extraProducts: [],
      },
    });

    await app.infra.bus.publish([event]);
    await app.infra.bus.publish([event]);

    const [mail] = await eventually(async () => {
      const found = await mailsTo('paid@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_TIMEOUT_MS);
    expect(mail?.subject).toBe('Votre commande Mise M-7K2P9Q est confirmée');
    expect(mail?.text).toContain('Tourtière · 4 portions');
    expect(mail?.text.replace(/\u00a0/g, ' ')).toContain('Total payé :\n89,12 $');
    expect(mail?.html).toContain('href="https://mise.ca/orders/ord-42"');
    expect(mail?.html).toContain('href="https://mise.ca/menu/ord-42"');
    await consistently(async () => expect(await mailsTo('paid@example.com')).toHaveLength(1), 500);
    expect(await logged(event.id)).toMatchObject([{ type: orderPaid.type, status: 'sent' }]);
  });

  it('tells the shopper their order is cancelled and what went back to the card', async () => {
    await app.infra.bus.publish([
      newEvent(orderCancelled, {
        source: 'orders-payments',
        subject: 'ord-43',
        data: {
          orderId: 'ord-43',
          number: 'M-3H8T2W',
          ...recipient('cancelled@example.com'),
          cityId: 'toronto',
          slotStart: '2026-11-22T14:00:00.000Z',
          slotEnd: '2026-11-22T16:00:00.000Z',
          timeZone: 'America/Toronto',
          slotLabel: 'Sunday, November 22, 9:00 AM - 11:00 AM',
          by: 'customer',
          refundedCents: 8_912,
        },
      }),
    ]);

    const [mail] = await eventually(async () => {
      const found = await mailsTo('cancelled@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_TIMEOUT_MS);
    expect(mail?.subject).toBe('Your Mise order M-3H8T2W is cancelled');
    expect(mail?.text).toContain('We refunded $89.12 to your card.');
    expect(mail?.html).toContain('href="https://mise.ca/orders/ord-43"');
  });

  it('does nothing when the job runs again for a mail already sent', async () => {
    const event = registered('again@example.com');
    await app.infra.bus.publish([event]);
    await eventually(
      async () => expect((await logged(event.id))[0]?.status).toBe('sent'),
      MAIL_TIMEOUT_MS,
    );

    await queueMail(app.infra.jobs, event);

    await consistently(async () => expect(await mailsTo('again@example.com')).toHaveLength(1), 500);
  });
});
