import type { ShopLanguage } from '@mise/contracts';
import { layOut, type MailReader, type RenderedMail } from '@mise/platform/mail-format';

const copy: Record<ShopLanguage, { subject: string; intro: string[]; action: string }> = {
  'en-CA': {
    subject: 'Welcome to Mise',
    intro: [
      'Your Mise account is ready.',
      'Pick your recipes for the week and Mise turns them into one grocery list, ready to order and delivered to your door.',
    ],
    action: 'Choose your meals',
  },
  'fr-CA': {
    subject: 'Bienvenue chez Mise',
    intro: [
      'Votre compte Mise est prêt.',
      "Choisissez vos recettes de la semaine et Mise en fait une seule liste d'épicerie, prête à commander et livrée à votre porte.",
    ],
    action: 'Choisir mes repas',
  },
};

/** Sent once an account is made, whichever way the shopper signed up. */
export function welcomeMail(input: MailReader): RenderedMail {
  const words = copy[input.language];
  return layOut(input, {
    subject: words.subject,
    intro: words.intro,
    action: { label: words.action, url: new URL('/recipes', input.shopUrl).href },
    outro: [],
  });
}
