import type { ShopLanguage } from '@mise/contracts';
import { layOut, type MailReader, type RenderedMail } from '@mise/platform/mail-format';
import { linkWorksUntil } from './link-expiry.js';

export interface VerifyEmailInput extends MailReader {
  emailAddress: string;
  /** The shop's verification page, with the one-time code. */
  link: string;
  expiresAt: string;
}

const copy: Record<
  ShopLanguage,
  {
    subject: string;
    intro: (emailAddress: string) => string;
    action: string;
    unexpected: string;
  }
> = {
  'en-CA': {
    subject: 'Verify your e-mail address',
    intro: (emailAddress) =>
      `Please confirm that ${emailAddress} is your e-mail address, so that we can reach you about your orders.`,
    action: 'Verify my e-mail',
    unexpected: 'If you did not create a Mise account, you can ignore this e-mail.',
  },
  'fr-CA': {
    subject: 'Confirmez votre adresse courriel',
    intro: (emailAddress) =>
      `Confirmez que ${emailAddress} est bien votre adresse courriel, pour que nous puissions vous joindre au sujet de vos commandes.`,
    action: 'Confirmer mon adresse',
    unexpected: "Si vous n'avez pas créé de compte Mise, vous pouvez ignorer ce courriel.",
  },
};

export function verifyEmailMail(input: VerifyEmailInput): RenderedMail {
  const words = copy[input.language];
  return layOut(input, {
    subject: words.subject,
    intro: [words.intro(input.emailAddress)],
    action: { label: words.action, url: input.link },
    outro: [linkWorksUntil(input.language, input.expiresAt), words.unexpected],
  });
}
