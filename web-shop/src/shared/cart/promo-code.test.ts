import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/shared/startup/local-storage';
import { suggestedPromoCode } from './promo-code';

afterEach(() => localStorage.clear());

describe('the promo code typed in for the shopper', () => {
  it('is 10OFF for a new shopper, and nothing for one who has ordered', () => {
    expect(suggestedPromoCode({ isNew: true, hasPromo: false })).toBe('10OFF');
    expect(suggestedPromoCode({ isNew: false, hasPromo: false })).toBe('');
  });

  it("is a campaign link's code before the welcome code, upper-cased", () => {
    localStorage.setItem(storageKeys.campaignPromoCode, ' spring5 ');
    expect(suggestedPromoCode({ isNew: true, hasPromo: false })).toBe('SPRING5');
    expect(suggestedPromoCode({ isNew: false, hasPromo: false })).toBe('SPRING5');
  });

  it('is nothing once the cart has a code applied', () => {
    localStorage.setItem(storageKeys.campaignPromoCode, 'SPRING5');
    expect(suggestedPromoCode({ isNew: true, hasPromo: true })).toBe('');
  });
});
