import type { ShopLanguage } from '@mise/contracts';
import { layOut, type RenderedMail } from './layout.js';

export interface WelcomeInput {
  language: ShopLanguage;
  firstName: string;
  shopUrl: string;
}

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
export function welcomeMail(input: WelcomeInput): RenderedMail {
  const words = copy[input.language];
  return layOut({
    language: input.language,
    subject: words.subject,
    firstName: input.firstName,
    shopUrl: input.shopUrl,
    intro: words.intro,
    action: { label: words.action, url: new URL('/recipes', input.shopUrl).href },
    outro: [],
  });
}
