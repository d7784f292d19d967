/**
 * The mail about lots expiring soon: what expires when, and up to three recipes that use them,
 * in a text and an HTML version that say the same, in the shopper's language.
 */
import type { ShopLanguage } from '@mise/contracts';
import { escapeHtml, type MailMessage } from '@mise/platform/mail-format';
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
    greeting: (firstName: string) => string;
    intro: string;
    left: (days: number) => string;
    lotsHeading: string;
    recipesHeading: string;
    action: string;
    optOut: string;
    signOff: string;
    colon: string;
  }
> = {
  'en-CA': {
    subject: 'Food in your pantry expires soon',
    greeting: (firstName) => (firstName ? `Hi ${firstName},` : 'Hi,'),
    intro: 'Some of the food in your Digital Pantry expires within two days.',
    left: (days) =>
      days === 0 ? 'expires today' : days === 1 ? '1 day left' : `${days} days left`,
    lotsHeading: 'Expiring soon',
    recipesHeading: 'Recipes that use them',
    action: 'See your pantry',
    optOut: 'You can turn these reminders off in your settings.',
    signOff: 'The Mise team',
    colon: ':',
  },
  'fr-CA': {
    subject: 'Des aliments de votre garde-manger expirent bientôt',
    greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    intro: 'Certains aliments de votre garde-manger numérique expirent d’ici deux jours.',
    left: (days) =>
      days === 0 ? 'expire aujourd’hui' : days === 1 ? '1 jour restant' : `${days} jours restants`,
    lotsHeading: 'Expirent bientôt',
    recipesHeading: 'Des recettes qui les utilisent',
    action: 'Voir mon garde-manger',
    optOut: 'Vous pouvez désactiver ces rappels dans vos paramètres.',
    signOff: "L'équipe Mise",
    colon: ' :',
  },
};

interface Link {
  label: string;
  url: string;
}

export function expiryReminderMail(
  reminder: ExpiryReminder,
  recipes: readonly SuggestedRecipe[],
  shopUrl: string,
): Omit<MailMessage, 'to'> {
  const words = copy[reminder.language];
  const lots = reminder.lots.map(
    (lot) => `${lot.name}${words.colon} ${words.left(daysFrom(reminder.today, lot.expiresOn))}`,
  );
  const recipeLinks: Link[] = recipes.slice(0, MAX_SUGGESTED_RECIPES).map((recipe) => ({
    label: recipe.name,
    url: new URL(`/recipes/${encodeURIComponent(recipe.id)}`, shopUrl).href,
  }));
  const action: Link = { label: words.action, url: new URL('/manage-groceries', shopUrl).href };
  const greeting = words.greeting(reminder.firstName.trim());

  const text = [
    greeting,
    words.intro,
    `${words.lotsHeading}${words.colon}\n${lots.join('\n')}`,
    ...(recipeLinks.length === 0
      ? []
      : [
          `${words.recipesHeading}${words.colon}\n${recipeLinks.map((r) => `${r.label}\n${r.url}`).join('\n')}`,
        ]),
    `${action.label}${words.colon}\n${action.url}`,
    words.optOut,
    words.signOff,
  ].join('\n\n');

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const anchor = (link: Link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`;
  const list = (items: readonly string[]) =>
    `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(reminder.language)}">
<head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body>
${paragraph(greeting)}
${paragraph(words.intro)}
<h2>${escapeHtml(words.lotsHeading)}</h2>
${list(lots.map(escapeHtml))}
${recipeLinks.length === 0 ? '' : `<h2>${escapeHtml(words.recipesHeading)}</h2>\n${list(recipeLinks.map(anchor))}`}
<p>${anchor(action)}</p>
${paragraph(words.optOut)}
${paragraph(words.signOff)}
</body>
</html>`;
  return { subject: words.subject, text, html };
}
