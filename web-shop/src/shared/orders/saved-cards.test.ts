import { describe, expect, it } from 'vitest';
import { cardBrandName } from './saved-cards';

describe('cardBrandName', () => {
  it("names the card network as printed, from Stripe's lower-case brand", () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('mastercard')).toBe('Mastercard');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('jcb')).toBe('JCB');
  });
});
