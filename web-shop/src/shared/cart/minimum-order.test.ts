import { expect, it } from 'vitest';
import { isBelowMinimum } from './minimum-order';
import { cartAnswer, pricePayload } from './testing/cart-answers';

it('is below the minimum under a $10.00 subtotal, and not at it', () => {
  expect(isBelowMinimum(cartAnswer({ cost: pricePayload({ subTotal: 999 }) }))).toBe(true);
  expect(isBelowMinimum(cartAnswer({ cost: pricePayload({ subTotal: 1000 }) }))).toBe(false);
});
