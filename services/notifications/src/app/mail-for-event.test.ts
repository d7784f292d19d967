import {
  customerAccountAccessed,
  emailVerificationRequested,
  orderCancelled,
  orderPaid,
  orderStatusChanged,
  passwordResetRequested,
  userRegistered,
  userSignedIn,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { describe, expect, it } from 'vitest';
import { mailEventTypes, mailTemplateFor } from './mail-for-event.js';

const context = { shopUrl: 'https://mise.ca' };
const recipient = {
  userId: 'u1',
  emailAddress: 'ana@example.com',
  firstName: 'Ana',
  language: 'fr-CA' as const,
};

describe('the mail each event calls for', () => {
  it('covers the events that call for a mail, and only those', () => {
    expect([...mailEventTypes].sort()).toEqual(
      [
        userRegistered.type,
        emailVerificationRequested.type,
        passwordResetRequested.type,
        orderPaid.type,
        orderCancelled.type,
        customerAccountAccessed.type,
      ].sort(),
    );
    expect(() => mailTemplateFor(userSignedIn.type)).toThrow(
      'no mail template for events of type identity.user.signed-in',
    );
    expect(() => mailTemplateFor(orderStatusChanged.type)).toThrow(
      'no mail template for events of type orders.order.status-changed',
    );
  });

  it("is addressed to the event's recipient, in their language", () => {
    const event = newEvent(passwordResetRequested, {
      source: 'identity',
      subject: 'u1',
      data: {
        ...recipient,
        purpose: 'set',
        link: 'https://mise.ca/resetPassword/c0de',
        expiresAt: '2025-06-05T19:00:00.000Z',
      },
    });

    const mail = mailTemplateFor(event.type).render(event, context);

    expect(mail).toMatchObject({
      to: 'ana@example.com',
      language: 'fr-CA',
      subject: 'Créez votre mot de passe Mise',
    });
    expect(mail.text).toContain('https://mise.ca/resetPassword/c0de');
  });

  it('refuses an event whose data breaks its contract', () => {
    const event = newEvent(userRegistered, {
      source: 'identity',
      subject: 'u1',
      data: { ...recipient, language: 'de-DE' as 'fr-CA', method: 'password', influencerId: null },
    });

    expect(() => mailTemplateFor(event.type).render(event, context)).toThrow(/language/);
  });
});
