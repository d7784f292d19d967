import type { RecipeDetail } from '@mise/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { miniCatalog } from '../testing/mini-catalog.js';
import {
  type BoughtOrder,
  orderedSubstitutions,
  recipeAsOrdered,
  type SubstitutionFacts,
} from './ordered-recipe.js';

let skillet: RecipeDetail;
beforeAll(async () => {
  const recipe = (await miniCatalog()).recipeDetail('chicken-kale-skillet');
  if (!recipe) throw new Error('the mini catalog has the skillet');
  skillet = recipe;
});

/** Kale can be swapped for spinach or chard; each product is a pack of the ingredient it names. */
const facts: SubstitutionFacts = {
  ingredientOfProduct: (productId) => productId.replace(/-lc$/, ''),
  substitutesOf: (id) => (id === 'kale' ? ['spinach', 'chard'] : []),
  nameOf: (id) => ({ spinach: 'Spinach', chard: 'Swiss chard' })[id] ?? id,
};

const order = (productIds: string[], servings = 6): BoughtOrder => ({
  orderId: 'order-1',
  number: 'M-1001',
  firstName: 'Ada',
  deliveryDate: '2026-12-02',
  recipes: [{ recipeId: 'chicken-kale-skillet', servings }],
  productIds,
});

describe('a recipe as an order bought it', () => {
  it('has the servings the order bought and names the order', () => {
    const asOrdered = recipeAsOrdered(skillet, order(['chicken-breast-lc', 'kale-lc'], 6), []);
    expect(asOrdered).toMatchObject({
      _id: 'chicken-kale-skillet',
      servings: 4,
      customServings: 6,
      order: { orderId: 'order-1', number: 'M-1001', servings: 6, substitutions: [] },
    });
  });

  it('is nothing for a recipe the order did not buy', () => {
    const other = { ...skillet, _id: 'chickpea-curry', id: 'chickpea-curry' };
    expect(recipeAsOrdered(other, order([]), [])).toBeUndefined();
  });

  it('names the substitute bought instead of a required ingredient', () => {
    const bought = order(['chicken-breast-lc', 'chard-lc']);
    expect(orderedSubstitutions(skillet, bought, new Set(), facts)).toEqual([
      {
        ingredient: { _id: 'kale', name: 'Kale' },
        substitute: { _id: 'chard', name: 'Swiss chard' },
      },
    ]);
  });

  it('sees no substitution where the ingredient itself was bought', () => {
    const bought = order(['chicken-breast-lc', 'kale-lc', 'spinach-lc']);
    expect(orderedSubstitutions(skillet, bought, new Set(), facts)).toEqual([]);
  });

  it('does not take packs another recipe of the order calls for as a substitute', () => {
    const bought = order(['chicken-breast-lc', 'spinach-lc']);
    expect(orderedSubstitutions(skillet, bought, new Set(['spinach']), facts)).toEqual([]);
  });
});
