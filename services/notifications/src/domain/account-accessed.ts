import type { ShopLanguage } from '@mise/contracts';
import { layOut, type MailReader, type RenderedMail } from '@mise/platform/mail-format';
import { SHOP_TIME_ZONE } from '@mise/platform/shop-day';

export interface AccountAccessedInput extends MailReader {
  /** The staff member's words. */
  reason: string;
  /** When the access ends, an instant. */
  endsAt: string;
}

interface Words {
  subject: string;
  intro: string;
  reason: (reason: string) => string;
  until: (time: string) => string;
  unexpected: string;
  action: string;
}

const copy: Record<ShopLanguage, Words> = {
  'en-CA': {
    subject: 'A Mise team member opened your account',
    intro: 'A member of the Mise team opened your account to help you.',
    reason: (reason) => `The reason they gave: “${reason}”`,
    until: (time) => `Their access ends by itself at ${time}. Everything they do is recorded.`,
    unexpected:
      'If you did not ask for help, reply to this e-mail or change your password: we will look into it.',
    action: 'Open my account',
  },
  'fr-CA': {
    subject: 'Un membre de l’équipe Mise a ouvert votre compte',
    intro: 'Un membre de l’équipe Mise a ouvert votre compte pour vous aider.',
    reason: (reason) => `La raison donnée : « ${reason} »`,
    until: (time) =>
      `Son accès prend fin de lui-même à ${time}. Tout ce qu’il fait est enregistré.`,
    unexpected:
      'Si vous n’avez pas demandé d’aide, répondez à ce courriel ou changez votre mot de passe : nous verrons ce qui s’est passé.',
    action: 'Ouvrir mon compte',
  },
};

const clockTime = (language: ShopLanguage, at: string) =>
  new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    // The shop's clock, with its zone: the reader's own zone is not known.
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(at));

/** Tells a customer that staff opened their account, why, and until when. */
export function accountAccessedMail(input: AccountAccessedInput): RenderedMail {
  const words = copy[input.language];
  return layOut(input, {
    subject: words.subject,
    intro: [
      words.intro,
      words.reason(input.reason),
      words.until(clockTime(input.language, input.endsAt)),
    ],
    action: { label: words.action, url: new URL('/settings', input.shopUrl).href },
    outro: [words.unexpected],
  });
}
