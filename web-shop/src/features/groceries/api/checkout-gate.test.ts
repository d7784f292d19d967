import { describe, expect, it } from 'vitest';
import {
  cartAnswer,
  groceryLine,
  oliveOil,
  pricePayload,
} from '@/shared/cart/testing/cart-answers';
import { checkoutGate } from './checkout-gate';

const staplesOnly = (fromUserPantry: boolean) =>
  cartAnswer({
    groceries: {
      requiredProducts: [{ category: { _id: 'produce', name: 'Produce' }, ingredients: [] }],
      nonRequiredProducts: [
        {
          category: { _id: 'pantry', name: 'Pantry' },
          ingredients: [{ ...oliveOil, fromUserPantry }],
        },
      ],
      substitutes: [],
    },
  });

describe('the checkout button', () => {
  it('opens the minimum-order popup below a $10.00 subtotal, and not at it', () => {
    expect(checkoutGate(cartAnswer({ cost: pricePayload({ subTotal: 999 }) }))).toBe(
      'minimum-order',
    );
    expect(checkoutGate(cartAnswer({ cost: pricePayload({ subTotal: 1000 }) }))).toBe('proceed');
  });

  it('asks to review a list of staples only, unless the pantry has them all', () => {
    expect(checkoutGate(staplesOnly(false))).toBe('review-products');
    expect(checkoutGate(staplesOnly(true))).toBe('proceed');
  });

  it('checks the minimum before anything else', () => {
    const cart = { ...staplesOnly(false), cost: pricePayload({ subTotal: 500 }) };
    expect(checkoutGate(cart)).toBe('minimum-order');
  });

  it('goes on when there is a required item', () => {
    const cart = cartAnswer();
    cart.groceries.requiredProducts[0]?.ingredients.push(
      groceryLine({ _id: 'rice', name: 'Rice' }),
    );
    expect(checkoutGate(cart)).toBe('proceed');
  });
});
