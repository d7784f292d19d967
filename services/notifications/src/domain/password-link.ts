import type { PasswordResetRequested, ShopLanguage } from '@mise/contracts';
import { layOut, type MailReader, type RenderedMail } from '@mise/platform/mail-format';
import { linkWorksUntil } from './link-expiry.js';

export interface PasswordLinkInput extends MailReader {
  purpose: PasswordResetRequested['purpose'];
  /** The shop's reset-password page, with the one-time code. */
  link: string;
  expiresAt: string;
}

interface Words {
  subject: string;
  intro: string;
  action: string;
}

const copy: Record<ShopLanguage, Record<PasswordLinkInput['purpose'], Words>> = {
  'en-CA': {
    reset: {
      subject: 'Reset your Mise password',
      intro: 'We received a request to reset the password of your Mise account.',
      action: 'Reset my password',
    },
    set: {
      subject: 'Set your Mise password',
      intro:
        'Your Mise account has no password yet. Set one to also sign in with your e-mail address.',
      action: 'Set my password',
    },
  },
  'fr-CA': {
    reset: {
      subject: 'Réinitialisez votre mot de passe Mise',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Mise.',
      action: 'Réinitialiser mon mot de passe',
    },
    set: {
      subject: 'Créez votre mot de passe Mise',
      intro:
        "Votre compte Mise n'a pas encore de mot de passe. Créez-en un pour vous connecter aussi avec votre adresse courriel.",
      action: 'Créer mon mot de passe',
    },
  },
};

const unexpected: Record<ShopLanguage, string> = {
  'en-CA': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  'fr-CA': "Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",
};

/** A forgotten password to reset, or a first one for an account made through Google or Facebook. */
export function passwordLinkMail(input: PasswordLinkInput): RenderedMail {
  const words = copy[input.language][input.purpose];
  return layOut(input, {
    subject: words.subject,
    intro: [words.intro],
    action: { label: words.action, url: input.link },
    outro: [linkWorksUntil(input.language, input.expiresAt), unexpected[input.language]],
  });
}
