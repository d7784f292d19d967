/**
 * Test support: a small hand-made catalog, small enough to price by hand. Prices in cents,
 * quantities in base units.
 *
 * - onion (unit): LOW_COST 1 for 69, bag of 3 for 179; PREMIUM bag of 3 for 229. Swap: shallot
 *   (3.75 shallots an onion, by weight).
 * - shallot (unit): LOW_COST 4 for 249.
 * - rice (g): LOW_COST 900 g for 199, 2 kg for 399; no PREMIUM or ORGANIC product.
 * - milk (ml): LOW_COST 1 l for 289, 2 l for 479; ORGANIC 1 l for 449. Swap: oat-milk.
 * - oat-milk (ml): LOW_COST 946 ml for 399.
 * - butter (g): LOW_COST 454 g for 599. Swap: olive-oil (ml: 0.75 / 0.91 ml a gram, 4:3 by weight).
 * - olive-oil (ml, staple): LOW_COST 500 ml for 699.
 * - salt (g, staple): LOW_COST 1 kg for 129.
 * - saffron (g): no product at all.
 *
 * Recipes: risotto (default 2, min 2, step 2), pilaf (default 4, min 2, step 1), rice-bowl
 * (default 1, min 1, step 1), and a draft.
 */
import { extraProduct, ingredient, pricingCopy, product, recipe } from './copy-builder.js';

export const kitchen = pricingCopy({
  groceryCategories: [
    { _id: 'pantry', name: 'Pantry', order: 3 },
    { _id: 'produce', name: 'Produce', order: 1 },
    { _id: 'dairy', name: 'Dairy', order: 2 },
  ],
  ingredients: [
    ingredient({
      _id: 'onion',
      name: 'Yellow onion',
      baseUnit: 'unit',
      groceryCategoryId: 'produce',
      // A 150 g onion is 3.75 shallots of 40 g.
      substitutes: [{ ingredientId: 'shallot', factor: 3.75 }],
    }),
    ingredient({ _id: 'shallot', name: 'Shallot', baseUnit: 'unit', groceryCategoryId: 'produce' }),
    ingredient({ _id: 'rice', name: 'Arborio rice' }),
    ingredient({
      _id: 'milk',
      name: 'Milk',
      baseUnit: 'ml',
      groceryCategoryId: 'dairy',
      substitutes: [{ ingredientId: 'oat-milk', factor: 1 }],
    }),
    ingredient({ _id: 'oat-milk', name: 'Oat milk', baseUnit: 'ml', groceryCategoryId: 'dairy' }),
    ingredient({
      _id: 'butter',
      name: 'Butter',
      groceryCategoryId: 'dairy',
      // Three quarters of the butter's weight in oil, at 0.91 g/ml: 0.824 ml per g.
      substitutes: [{ ingredientId: 'olive-oil', factor: 0.75 / 0.91 }],
    }),
    ingredient({ _id: 'olive-oil', name: 'Olive oil', baseUnit: 'ml', required: false }),
    ingredient({ _id: 'salt', name: 'Salt', required: false }),
    ingredient({ _id: 'saffron', name: 'Saffron' }),
  ],
  products: [
    product({ _id: 'onion-1', ingredientId: 'onion', packSize: 1, priceCents: 69 }),
    product({ _id: 'onion-3', ingredientId: 'onion', packSize: 3, priceCents: 179 }),
    product({
      _id: 'onion-3-pr',
      ingredientId: 'onion',
      brandType: 'PREMIUM',
      packSize: 3,
      priceCents: 229,
    }),
    product({ _id: 'shallot-4', ingredientId: 'shallot', packSize: 4, priceCents: 249 }),
    product({ _id: 'rice-900', ingredientId: 'rice', packSize: 900, priceCents: 199 }),
    product({ _id: 'rice-2k', ingredientId: 'rice', packSize: 2000, priceCents: 399 }),
    product({ _id: 'milk-1l', ingredientId: 'milk', packSize: 1000, priceCents: 289 }),
    product({ _id: 'milk-2l', ingredientId: 'milk', packSize: 2000, priceCents: 479 }),
    product({
      _id: 'milk-1l-org',
      ingredientId: 'milk',
      brandType: 'ORGANIC',
      packSize: 1000,
      priceCents: 449,
    }),
    product({ _id: 'oat-946', ingredientId: 'oat-milk', packSize: 946, priceCents: 399 }),
    product({ _id: 'butter-454', ingredientId: 'butter', packSize: 454, priceCents: 599 }),
    product({ _id: 'oil-500', ingredientId: 'olive-oil', packSize: 500, priceCents: 699 }),
    product({ _id: 'salt-1k', ingredientId: 'salt', packSize: 1000, priceCents: 129 }),
  ],
  recipes: [
    recipe({
      _id: 'risotto',
      name: 'Risotto',
      nutrition: { calories: 600, protein: 15, fat: 20, carbs: 80 },
      ingredients: [
        { ingredientId: 'onion', quantity: 1 },
        { ingredientId: 'rice', quantity: 300 },
        { ingredientId: 'milk', quantity: 400 },
        { ingredientId: 'butter', quantity: 30 },
        { ingredientId: 'salt', quantity: 5 },
      ],
    }),
    recipe({
      _id: 'pilaf',
      name: 'Pilaf',
      defaultServings: 4,
      minServings: 2,
      incrServings: 1,
      nutrition: { calories: 400, protein: 10, fat: 10, carbs: 70 },
      ingredients: [
        { ingredientId: 'onion', quantity: 2 },
        { ingredientId: 'rice', quantity: 500 },
        { ingredientId: 'butter', quantity: 20 },
        { ingredientId: 'salt', quantity: 5 },
      ],
    }),
    recipe({
      _id: 'rice-bowl',
      name: 'Rice bowl',
      defaultServings: 1,
      minServings: 1,
      incrServings: 1,
      ingredients: [{ ingredientId: 'rice', quantity: 100 }],
    }),
    recipe({
      _id: 'paella',
      name: 'Paella',
      ingredients: [
        { ingredientId: 'rice', quantity: 400 },
        { ingredientId: 'saffron', quantity: 1 },
      ],
    }),
    recipe({
      _id: 'draft-soup',
      status: 'draft',
      ingredients: [{ ingredientId: 'onion', quantity: 2 }],
    }),
  ],
  extraProducts: [
    extraProduct({ _id: 'chips', priceCents: 349, taxable: true }),
    extraProduct({ _id: 'bread', priceCents: 299, taxable: false }),
  ],
});
