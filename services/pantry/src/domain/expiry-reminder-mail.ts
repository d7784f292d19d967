/**
 * The mail about lots expiring soon: what expires when, and up to three recipes that use them,
 * in the shop's mail layout and the shopper's language.
 */
import type { ShopLanguage } from '@mise/contracts';
import { layOut, type RenderedMail } from '@mise/platform/mail-format';
import { daysFrom, type ExpiryReminder } from './expiry-reminder.js';

/** A recipe the mail suggests, linked to its page in the shop. */
export interface SuggestedRecipe {
  id: string;
  name: string;
}

/** The most recipes one mail suggests. */
export const MAX_SUGGESTED_RECIPES = 3;

const copy: Record<
  ShopLanguage,
  {
    subject: string;
    intro: string;
    left: (days: number) => string;
    lotsHeading: string;
    recipesHeading: string;
    action: string;
    optOut: string;
    colon: string;
  }
> = {
  'en-CA': {
    subject: 'Food in your pantry expires soon',
    intro: 'Some of the food in your Digital Pantry expires within two days.',
    left: (days) =>
      days === 0 ? 'expires today' : days === 1 ? '1 day left' : `${days} days left`,
    lotsHeading: 'Expiring soon',
    recipesHeading: 'Recipes that use them',
    action: 'See your pantry',
    optOut: 'You can turn these reminders off in your settings.',
    colon: ':',
  },
  'fr-CA': {
    subject: 'Des aliments de votre garde-manger expirent bientôt',
    intro: 'Certains aliments de votre garde-manger numérique expirent d’ici deux jours.',
    left: (days) =>
      days === 0 ? 'expire aujourd’hui' : days === 1 ? '1 jour restant' : `${days} jours restants`,
    lotsHeading: 'Expirent bientôt',
    recipesHeading: 'Des recettes qui les utilisent',
    action: 'Voir mon garde-manger',
    optOut: 'Vous pouvez désactiver ces rappels dans vos paramètres.',
    colon: ' :',
  },
};

export function expiryReminderMail(
  reminder: ExpiryReminder,
  recipes: readonly SuggestedRecipe[],
  shopUrl: string,
): RenderedMail {
  const words = copy[reminder.language];
  return layOut(
    { language: reminder.language, firstName: reminder.firstName, shopUrl },
    {
      subject: words.subject,
      intro: [words.intro],
      sections: [
        {
          heading: words.lotsHeading,
          lines: reminder.lots.map(
            (lot) =>
              `${lot.name}${words.colon} ${words.left(daysFrom(reminder.today, lot.expiresOn))}`,
          ),
        },
        {
          heading: words.recipesHeading,
          links: recipes.slice(0, MAX_SUGGESTED_RECIPES).map((recipe) => ({
            label: recipe.name,
            url: new URL(`/recipes/${encodeURIComponent(recipe.id)}`, shopUrl).href,
          })),
        },
      ],
      action: { label: words.action, url: new URL('/manage-groceries', shopUrl).href },
      outro: [words.optOut],
    },
  );
}
