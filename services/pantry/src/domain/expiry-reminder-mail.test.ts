import { BRAND } from '@mise/platform/mail-format';
import { describe, expect, it } from 'vitest';
import type { ExpiryReminder } from './expiry-reminder.js';
import { expiryReminderMail } from './expiry-reminder-mail.js';

const reminder = (fields: Partial<ExpiryReminder> = {}): ExpiryReminder => ({
  userId: 'ana',
  emailAddress: 'ana@example.com',
  firstName: 'Ana',
  language: 'en-CA',
  today: '2026-11-26',
  lots: [
    { lotId: 'a', ingredientId: 'milk', name: 'Milk', expiresOn: '2026-11-26' },
    { lotId: 'b', ingredientId: 'kale', name: 'Kale', expiresOn: '2026-11-27' },
    { lotId: 'c', ingredientId: 'rice', name: 'Rice', expiresOn: '2026-11-28' },
  ],
  ...fields,
});
const recipes = ['one', 'two', 'three', 'four'].map((id) => ({ id, name: `Recipe ${id}` }));

describe('the mail about lots expiring soon', () => {
  it('says how long each lot has left and links up to three recipes', () => {
    const mail = expiryReminderMail(reminder(), recipes, 'https://mise.ca');
    expect(mail.subject).toBe('Food in your pantry expires soon');
    expect(mail.text).toContain(
      'Expiring soon:\nMilk: expires today\nKale: 1 day left\nRice: 2 days left',
    );
    expect(mail.text).toContain('Recipes that use them:\nRecipe one\nhttps://mise.ca/recipes/one');
    expect(mail.text).toContain('https://mise.ca/recipes/three');
    expect(mail.text).not.toContain('https://mise.ca/recipes/four');
    expect(mail.html).toMatch(/<a href="https:\/\/mise\.ca\/recipes\/one"[^>]*>Recipe one<\/a>/);
    expect(mail.text).toContain('See your pantry:\nhttps://mise.ca/manage-groceries');
    expect(mail.text).toContain('You can turn these reminders off in your settings.');
  });

  it('is in French for a French-speaking shopper', () => {
    const mail = expiryReminderMail(reminder({ language: 'fr-CA' }), [], 'https://mise.ca');
    expect(mail.subject).toBe('Des aliments de votre garde-manger expirent bientôt');
    expect(mail.text).toContain('Bonjour Ana,');
    expect(mail.text).toContain('Kale : 1 jour restant\nRice : 2 jours restants');
    expect(mail.html).toContain('<html lang="fr-CA">');
  });

  it('wears the shop mail layout', () => {
    const mail = expiryReminderMail(reminder(), recipes, 'https://mise.ca');
    expect(mail.html).toContain(`background:${BRAND.primary}`);
    expect(mail.text).toContain('Mise · Meals & Groceries, Solved\nhttps://mise.ca');
  });

  it('leaves the recipes out when there are none, and escapes names in the HTML', () => {
    const mail = expiryReminderMail(reminder({ firstName: '<b>Ana</b>' }), [], 'https://mise.ca');
    expect(mail.text).not.toContain('Recipes that use them');
    expect(mail.html).not.toContain('Recipes that use them');
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
  });
});
