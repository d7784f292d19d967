import type { ShopLanguage } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { accountAccessedMail } from './account-accessed.js';
import { passwordLinkMail } from './password-link.js';
import { verifyEmailMail } from './verify-email.js';
import { welcomeMail } from './welcome.js';

const shopUrl = 'https://mise.ca';
// A link whose query needs escaping in an attribute.
const link = 'https://mise.ca/verifyEmail/c0de?from=mail&step=2';
const escapedLink = 'https://mise.ca/verifyEmail/c0de?from=mail&amp;step=2';
// 19:00 UTC is 3 p.m. in Toronto in June.
const expiresAt = '2025-06-05T19:00:00.000Z';

// The text part introduces the link with a colon, spaced the French way in French.
const colon = { 'en-CA': ':', 'fr-CA': ' :' } as const;

// ICU versions differ on which space they put in a formatted date.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the welcome mail', () => {
  it.each([
    ['en-CA', 'Welcome to Mise', 'Hi Ana,', 'Choose your meals'],
    ['fr-CA', 'Bienvenue chez Mise', 'Bonjour Ana,', 'Choisir mes repas'],
  ] as const)(
    'in %s greets the shopper and leads to the recipes',
    (language, subject, greeting, action) => {
      const mail = welcomeMail({ language, firstName: 'Ana', shopUrl });

      expect(mail.subject).toBe(subject);
      expect(mail.text).toMatch(new RegExp(`^${greeting}\n`));
      expect(mail.text).toContain(`${action}${colon[language]}\nhttps://mise.ca/recipes`);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(greeting);
      expect(mail.html).toContain(`href="https://mise.ca/recipes"`);
      expect(mail.html).toContain(`>${action}</a>`);
    },
  );
});

describe('the verify-your-e-mail mail', () => {
  const input = {
    firstName: 'Ana',
    emailAddress: 'ana@example.com',
    link,
    expiresAt,
    shopUrl,
  };

  it.each([
    [
      'en-CA',
      'Verify your e-mail address',
      'Verify my e-mail',
      'This link works until Thursday, June 5, 2025 at 3:00 p.m. EDT.',
    ],
    [
      'fr-CA',
      'Confirmez votre adresse courriel',
      'Confirmer mon adresse',
      "Ce lien est valide jusqu'au jeudi 5 juin 2025 à 15 h 00 HAE.",
    ],
  ] as const)('in %s carries the link and when it expires', (language, subject, action, until) => {
    const mail = verifyEmailMail({ ...input, language });

    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${action}${colon[language]}\n${link}`);
    expect(mail.text).toContain('ana@example.com');
    expect(spaced(mail.text)).toContain(until);
    expect(mail.html).toContain(`href="${escapedLink}"`);
    expect(mail.html).toContain(`>${escapedLink}</a>`);
    expect(mail.html).not.toContain(link);
    expect(spaced(mail.html)).toContain(until.replace("'", '&#39;'));
  });
});

describe('the password mail', () => {
  const input = { firstName: 'Ana', link, expiresAt, shopUrl };
  const cases: [ShopLanguage, 'reset' | 'set', string, string][] = [
    ['en-CA', 'reset', 'Reset your Mise password', 'Reset my password'],
    ['en-CA', 'set', 'Set your Mise password', 'Set my password'],
    ['fr-CA', 'reset', 'Réinitialisez votre mot de passe Mise', 'Réinitialiser mon mot de passe'],
    ['fr-CA', 'set', 'Créez votre mot de passe Mise', 'Créer mon mot de passe'],
  ];

  it.each(cases)(
    'in %s to %s a password carries the link and its expiry',
    (language, purpose, subject, action) => {
      const mail = passwordLinkMail({ ...input, language, purpose });

      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${action}${colon[language]}\n${link}`);
      expect(spaced(mail.text)).toMatch(
        language === 'en-CA'
          ? /until Thursday, June 5, 2025 at 3:00 p\.m\. EDT\./
          : /jusqu'au jeudi 5 juin 2025 à 15 h 00 HAE\./,
      );
      expect(mail.html).toContain(`<a href="${escapedLink}"`);
      expect(mail.html).toContain(`>${action}</a>`);
    },
  );

  it('says why a first password is asked for, not that one was forgotten', () => {
    const set = passwordLinkMail({ ...input, language: 'en-CA', purpose: 'set' });
    const reset = passwordLinkMail({ ...input, language: 'en-CA', purpose: 'reset' });

    expect(set.text).toContain('Your Mise account has no password yet.');
    expect(reset.text).toContain('We received a request to reset the password');
    expect(set.text).not.toContain('reset');
  });
});

describe('the account-opened-by-staff mail', () => {
  it.each([
    [
      'en-CA',
      'A Mise team member opened your account',
      'The reason they gave: “Card refused twice”',
      '3:00 p.m.',
    ],
    [
      'fr-CA',
      'Un membre de l’équipe Mise a ouvert votre compte',
      'La raison donnée : « Card refused twice »',
      '15 h 00',
    ],
  ] as const)(
    'in %s says why, until when, and what to do if it was not asked',
    (language, subject, reason, time) => {
      const mail = accountAccessedMail({
        language,
        firstName: 'Ana',
        shopUrl,
        reason: 'Card refused twice',
        endsAt: expiresAt,
      });

      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(reason);
      expect(spaced(mail.text)).toContain(time);
      expect(mail.text).toContain('https://mise.ca/settings');
      // The staff member's words are escaped in the HTML part.
      expect(
        accountAccessedMail({
          language,
          firstName: 'Ana',
          shopUrl,
          reason: '<b>x</b>',
          endsAt: expiresAt,
        }).html,
      ).toContain('&lt;b&gt;x&lt;/b&gt;');
    },
  );
});
