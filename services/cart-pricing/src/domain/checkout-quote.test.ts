import { describe, expect, it } from 'vitest';
import { cartInput } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import { checkoutQuote } from './checkout-quote.js';
import { choseNothing, indexCatalog, priceCart } from './pricing-engine.js';

const catalog = indexCatalog(kitchen);

/** Risotto for 4 and pilaf for 4, two bags of chips (worked out in price-cart.test.ts). */
const twoRecipes = cartInput({
  recipes: [
    { id: 'risotto', servings: 4, mealTypeId: 'dinner', originalRecipeId: 'risotto-classic' },
    { id: 'pilaf', servings: 4, curatedBoxId: 'box-1' },
  ],
  extraGroceries: { chips: 2 },
});

describe('checkoutQuote', () => {
  const priced = priceCart(twoRecipes, catalog);
  const quote = checkoutQuote(priced, catalog);

  it('charges exactly what the cart costs', () => {
    expect(quote.cost).toEqual(priced.cost);
    expect(quote.cost.totalPrice).toBe(2821);
    expect(quote.brandType).toBe('LOW_COST');
    expect(quote.promo).toBeNull();
  });

  it('keeps the recipes as chosen, in the cart’s order', () => {
    expect(quote.recipes).toEqual([
      {
        recipeId: 'risotto',
        name: 'Risotto',
        image: expect.any(String),
        servings: 4,
        mealTypeId: 'dinner',
        curatedBoxId: null,
        originalRecipeId: 'risotto-classic',
      },
      {
        recipeId: 'pilaf',
        name: 'Pilaf',
        image: expect.any(String),
        servings: 4,
        mealTypeId: null,
        curatedBoxId: 'box-1',
        originalRecipeId: null,
      },
    ]);
  });

  it('keeps the extras with their price and amount in cents', () => {
    expect(quote.extraProducts).toEqual([
      { productId: 'chips', name: 'chips', quantity: 2, price: 349, amount: 698 },
    ]);
  });

  // Needs: onion 4 (bag of 3 + 1: nothing over), rice 1100 g of 1800, milk 800 ml of 1000,
  // butter 80 g of 454; salt is a staple, not bought.
  it('lists what the packs leave over, per ingredient in its base unit, at what a unit cost', () => {
    expect(quote.leftovers).toEqual([
      {
        ingredientId: 'butter',
        name: 'Butter',
        quantity: 374,
        unit: 'g',
        centsPerBaseUnit: 599 / 454,
      },
      {
        ingredientId: 'milk',
        name: 'Milk',
        quantity: 200,
        unit: 'ml',
        centsPerBaseUnit: 289 / 1000,
      },
      // Two 900 g bags for 199 each.
      {
        ingredientId: 'rice',
        name: 'Arborio rice',
        quantity: 700,
        unit: 'g',
        centsPerBaseUnit: 398 / 1800,
      },
    ]);
  });

  it('takes nothing from a pantry the cart was not priced with', () => {
    expect(quote.pantryUsed).toEqual([]);
  });

  it('lists what the recipes take from the pantry, and leaves over only what packs add', () => {
    const withRice = { ...twoRecipes, pantry: new Map([['rice', 1000]]) };
    const fromPantry = checkoutQuote(priceCart(withRice, catalog), catalog);
    // 1,000 g of the 1,100 g the recipes need come from the pantry; a 900 g pack buys the rest.
    expect(fromPantry.pantryUsed).toEqual([
      { ingredientId: 'rice', name: 'Arborio rice', quantity: 1000, unit: 'g' },
    ]);
    expect(fromPantry.leftovers).toContainEqual({
      ingredientId: 'rice',
      name: 'Arborio rice',
      quantity: 800,
      unit: 'g',
      centsPerBaseUnit: 199 / 900,
    });
  });

  it('leaves over the substitute bought, not the ingredient it stands in for', () => {
    const swapped = cartInput({
      recipes: [{ id: 'risotto', servings: 2 }],
      ingredientSubstitutes: [
        { ingredient: 'milk', isSubstituteEnabled: true, substitute: { ingredient: 'oat-milk' } },
      ],
    });
    const leftovers = checkoutQuote(priceCart(swapped, catalog), catalog).leftovers;
    expect(leftovers.map((l) => l.ingredientId)).toContain('oat-milk');
    expect(leftovers.find((l) => l.ingredientId === 'oat-milk')).toMatchObject({
      quantity: 546,
      unit: 'ml',
    });
    expect(leftovers.map((l) => l.ingredientId)).not.toContain('milk');
  });
});

describe('choseNothing', () => {
  it('is true only without recipes and extras', () => {
    expect(choseNothing(cartInput({}))).toBe(true);
    expect(choseNothing(cartInput({ extraGroceries: { bread: 1 } }))).toBe(false);
    expect(choseNothing(cartInput({ recipes: [{ id: 'pilaf', servings: 2 }] }))).toBe(false);
  });
});
