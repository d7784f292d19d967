import type { PricingCopy } from '@mise/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogAndCartArb } from '../testing/arbitraries.js';
import { cartInput, ingredient, pricingCopy, product, recipe } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import type { CartInput } from './cart.js';
import { planCart, selectionAmounts } from './cart-needs.js';
import { indexCatalog } from './catalog-index.js';
import { computeNeeds } from './needs.js';
import { priceCart } from './price-cart.js';

const swap = (original: string, substitute: string) => ({
  ingredient: original,
  isSubstituteEnabled: true,
  substitute: { ingredient: substitute },
});

/** The ingredient ids a cart buys (required, or staples the shopper added). */
function bought(cart: CartInput, copy: PricingCopy): Set<string> {
  const plan = planCart(cart, indexCatalog(copy));
  const { needs } = computeNeeds({ ...plan.rules, selections: plan.selections });
  return new Set(needs.map((need) => need.ingredientId));
}

/** The cart's amount of each ingredient, over all its recipes, in base units. */
function amounts(cart: CartInput, copy: PricingCopy): Map<string, number> {
  const total = new Map<string, number>();
  for (const selection of planCart(cart, indexCatalog(copy)).selections) {
    for (const [id, amount] of selectionAmounts(selection)) {
      total.set(id, (total.get(id) ?? 0) + amount);
    }
  }
  return total;
}

/** A random cart with none of its swaps on, one of its ingredients, and the pair offered for it. */
const withSwap = catalogAndCartArb.chain(({ copy, cart }) =>
  fc.constantFrom(...copy.ingredients).map((original) => {
    const [pair] = original.substitutes;
    if (!pair) throw new Error(`the arbitrary catalog offers no substitute for ${original._id}`);
    return { copy, cart: { ...cart, ingredientSubstitutes: [] }, original, pair };
  }),
);

describe('a substitution', () => {
  it('buys the substitute converted by the pair factor, not the number copied', () => {
    const catalog = indexCatalog(kitchen);
    const risotto = cartInput({ recipes: [{ id: 'risotto', servings: 2 }] });
    const cart = priceCart(
      {
        ...risotto,
        ingredientSubstitutes: [swap('butter', 'olive-oil'), swap('onion', 'shallot')],
      },
      catalog,
    );
    const line = (id: string) =>
      cart.groceries.requiredProducts
        .flatMap((category) => category.ingredients)
        .find((item) => item._id === id);
    // 30 g of butter: three quarters of its weight in oil at 0.91 g/ml, not 30 ml.
    expect(line('olive-oil')?.youNeed).toBeCloseTo((30 * 0.75) / 0.91, 9);
    // One 150 g onion: 3.75 shallots of 40 g, not 1.
    expect(line('shallot')?.youNeed).toBeCloseTo(3.75, 9);
    expect(cart.substitutionNotes).toEqual([
      expect.objectContaining({ ingredient: 'butter', fromUnit: 'g', toUnit: 'ml' }),
    ]);
  });

  it('moves the whole amount over, times the factor, for any cart and pair', () => {
    fc.assert(
      fc.property(withSwap, ({ copy, cart, original, pair }) => {
        const substitute = pair.ingredientId;
        const removed = new Set(cart.removedIngredientList);
        fc.pre(!removed.has(original._id) && !removed.has(substitute));
        const before = amounts(cart, copy);
        const after = amounts(
          { ...cart, ingredientSubstitutes: [swap(original._id, substitute)] },
          copy,
        );
        expect(after.has(original._id)).toBe(false);
        const moved = (before.get(original._id) ?? 0) * pair.factor;
        expect(after.get(substitute) ?? 0).toBeCloseTo((before.get(substitute) ?? 0) + moved, 6);
      }),
    );
  });
});

describe('swapping a staple', () => {
  // The four swaps the issue saw turn a staple into a bought line.
  const cases = [
    ['hot-sauce', 'sriracha'],
    ['all-purpose-flour', 'whole-wheat-flour'],
    ['mayonnaise', 'greek-yogurt'],
    ['garlic-powder', 'garlic'],
  ] as const;
  const copyFor = (staple: string, regular: string) =>
    pricingCopy({
      ingredients: [
        ingredient({
          _id: staple,
          required: false,
          substitutes: [{ ingredientId: regular, factor: 1.5 }],
        }),
        ingredient({ _id: regular }),
        ingredient({ _id: 'rice' }),
      ],
      products: [
        product({ _id: `${staple}-p`, ingredientId: staple, packSize: 250, priceCents: 399 }),
        product({ _id: `${regular}-p`, ingredientId: regular, packSize: 250, priceCents: 499 }),
        product({ _id: 'rice-p', ingredientId: 'rice', packSize: 900, priceCents: 199 }),
      ],
      recipes: [
        recipe({
          _id: 'bowl',
          ingredients: [
            { ingredientId: 'rice', quantity: 200 },
            { ingredientId: staple, quantity: 10 },
          ],
        }),
      ],
    });

  it.each(cases)('keeps %s swapped for %s a staple, offered and not bought', (staple, regular) => {
    const copy = copyFor(staple, regular);
    const cart = cartInput({
      recipes: [{ id: 'bowl', servings: 2 }],
      ingredientSubstitutes: [swap(staple, regular)],
    });
    const priced = priceCart(cart, indexCatalog(copy));
    expect(priced.cost.priceOfRequiredProducts).toBe(199);
    const offered = priced.groceries.nonRequiredProducts.flatMap((c) => c.ingredients);
    expect(offered.map((item) => item._id)).toEqual([regular]);

    const ticked = priceCart({ ...cart, nonRequiredProductsToCost: [staple] }, indexCatalog(copy));
    expect(ticked.cost.priceOfRequiredProducts).toBe(199 + 499);
  });

  it('never adds a bought line, for any cart and pair', () => {
    fc.assert(
      fc.property(withSwap, ({ copy, cart, original, pair }) => {
        fc.pre(!original.required);
        // The shopper ticks the staple line, named by the original or, once swapped, the substitute.
        const ticked = [original._id, pair.ingredientId];
        fc.pre(!ticked.some((id) => cart.nonRequiredProductsToCost.includes(id)));
        const swapped = {
          ...cart,
          ingredientSubstitutes: [swap(original._id, pair.ingredientId)],
        };
        const before = bought(cart, copy);
        for (const id of bought(swapped, copy)) expect(before.has(id), id).toBe(true);
      }),
    );
  });
});
