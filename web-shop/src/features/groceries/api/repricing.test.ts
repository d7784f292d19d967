import type { CartAnswer } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { cartAnswer, onion } from '@/shared/cart/testing/cart-answers';
import { countsFromPantry, untilRepriced } from './repricing';

const held = cartAnswer();
const bought = cartAnswer({
  groceries: {
    ...held.groceries,
    requiredProducts: [
      {
        category: { _id: 'produce', name: 'Produce' },
        ingredients: [{ ...onion, fromUserPantry: false, youHave: 0 }],
      },
    ],
  },
});

/** A cart read that answers the given carts in turn (an Error for a failed read). */
function reads(...answers: Array<CartAnswer | Error>) {
  let count = 0;
  const read = async () => {
    const answer = answers[Math.min(count++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { read, count: () => count };
}

const noWaits = [0, 0, 0, 0];

describe('repricing after a pantry change', () => {
  it('tells whether the cart still counts an ingredient from the pantry', () => {
    expect(countsFromPantry(held, 'onion')).toBe(true);
    expect(countsFromPantry(bought, 'onion')).toBe(false);
    expect(countsFromPantry(held, 'tomato')).toBe(false);
  });

  it('reads the cart until it no longer counts the ingredient, past a failed read', async () => {
    const cart = reads(held, new Error('down'), bought);
    expect(await untilRepriced(cart.read, 'onion', noWaits)).toBe(true);
    expect(cart.count()).toBe(3);
  });

  it('gives up after the last wait', async () => {
    const cart = reads(held);
    expect(await untilRepriced(cart.read, 'onion', noWaits)).toBe(false);
    expect(cart.count()).toBe(noWaits.length);
  });
});
