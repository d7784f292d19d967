import { describe, expect, it } from 'vitest';
import { speaks } from './init-i18n';
import { startI18n, switchLanguage } from './shop-i18n';

describe('the shop’s languages', () => {
  it('starts in English without the French texts', async () => {
    const i18n = await startI18n('en-CA');

    expect(i18n.language).toBe('en-CA');
    expect(speaks(i18n, 'fr-CA')).toBe(false);
    expect(i18n.t('title.checkout')).toBe('Enter Your Delivery Details');
  });

  it('loads French before it first speaks it, on start or on a switch', async () => {
    const english = await startI18n('en-CA');
    await switchLanguage(english, 'fr-CA');
    const french = await startI18n('fr-CA');

    for (const i18n of [english, french]) {
      expect(i18n.language).toBe('fr-CA');
      expect(speaks(i18n, 'fr-CA')).toBe(true);
      expect(i18n.t('title.checkout')).not.toBe('Enter Your Delivery Details');
      expect(document.documentElement.lang).toBe('fr-CA');
    }
  });
});
