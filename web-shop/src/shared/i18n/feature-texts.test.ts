import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { loadFeatureTexts, withTexts } from './feature-texts';

// vitest.setup.ts loads every feature's texts before the tests; these check how they spread.
describe('texts of lazily loaded screens', () => {
  it('reach an instance made before they arrived and one made after, in both languages', async () => {
    const before = createI18n('fr-CA');
    await loadFeatureTexts('account');
    const after = createI18n('en-CA');
    expect(before.exists('settings.title', { lng: 'fr-CA' })).toBe(true);
    expect(after.exists('settings.title', { lng: 'en-CA' })).toBe(true);
    expect(before.t('settings.title')).not.toBe(after.t('settings.title'));
  });

  it('come with the code of the screen that shows them', async () => {
    const loaded = await withTexts(['auth-forms'], async () => 'the module')();
    expect(loaded).toBe('the module');
    expect(createI18n('en-CA').t('auth.signIn.welcomeBack')).toBe('Welcome back!');
  });
});
