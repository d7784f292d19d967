/**
 * Test support: fast-check generators of small catalogs and of carts over them. Small on
 * purpose (up to 5 ingredients, 4 recipes): shrinking stays readable and every run is fast.
 */
import type { PricingCopy } from '@mise/contracts';
import fc from 'fast-check';
import type { CartInput } from '../domain/cart.js';
import { brandTiers } from '../domain/tier-prices.js';
import { cartInput, ingredient, pricingCopy, product, recipe } from './copy-builder.js';

const packSizes = [1, 2, 3, 5, 6, 12, 250, 454, 500, 1000];

const ingredientArb = (i: number, count: number) =>
  fc
    .record({
      // Mostly required; some staples.
      required: fc.boolean().map((b) => b || i % 2 === 0),
      category: fc.constantFrom('produce', 'dairy', 'pantry'),
      // The next ingredient stands in for this one at a factor the catalog would compute.
      swapFactor: fc.constantFrom(0.25, 1, 3.75),
      offers: fc.array(
        fc.record({
          tier: fc.constantFrom(...brandTiers),
          packSize: fc.constantFrom(...packSizes),
          priceCents: fc.integer({ min: 50, max: 1500 }),
        }),
        // Every third ingredient may have no product at all.
        { minLength: i % 3 === 2 ? 0 : 1, maxLength: 4 },
      ),
    })
    .map(({ required, category, swapFactor, offers }) => ({
      ingredient: ingredient({
        _id: `i${i}`,
        required,
        groceryCategoryId: category,
        substitutes: [{ ingredientId: `i${(i + 1) % count}`, factor: swapFactor }],
      }),
      products: offers.map((offer, k) =>
        product({
          _id: `i${i}-p${k}`,
          ingredientId: `i${i}`,
          brandType: offer.tier,
          packSize: offer.packSize,
          priceCents: offer.priceCents,
        }),
      ),
    }));

const recipeArb = (r: number, ingredientCount: number) =>
  fc
    .record({
      defaultServings: fc.integer({ min: 1, max: 4 }),
      minServings: fc.integer({ min: 1, max: 4 }),
      incrServings: fc.integer({ min: 1, max: 3 }),
      calories: fc.integer({ min: 100, max: 900 }),
      uses: fc.uniqueArray(
        fc.record({
          ingredient: fc.integer({ min: 0, max: ingredientCount - 1 }),
          quantity: fc.oneof(
            fc.integer({ min: 1, max: 600 }),
            fc.double({ min: 0.25, max: 40, noNaN: true }),
          ),
        }),
        { minLength: 1, maxLength: ingredientCount, selector: (use) => use.ingredient },
      ),
    })
    .map((fields) =>
      recipe({
        _id: `r${r}`,
        defaultServings: fields.defaultServings,
        minServings: fields.minServings,
        incrServings: fields.incrServings,
        nutrition: { calories: fields.calories, protein: 10, fat: 10, carbs: 10 },
        ingredients: fields.uses.map((use) => ({
          ingredientId: `i${use.ingredient}`,
          quantity: use.quantity,
        })),
      }),
    );

/** A catalog of 2 to 5 ingredients (some without products) and 1 to 4 recipes. */
export const copyArb: fc.Arbitrary<PricingCopy> = fc
  .record({
    ingredientCount: fc.integer({ min: 2, max: 5 }),
    recipeCount: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ ingredientCount, recipeCount }) =>
    fc.record({
      ingredients: fc.tuple(
        ...Array.from({ length: ingredientCount }, (_, i) => ingredientArb(i, ingredientCount)),
      ),
      recipes: fc.tuple(
        ...Array.from({ length: recipeCount }, (_, r) => recipeArb(r, ingredientCount)),
      ),
    }),
  )
  .map(({ ingredients, recipes }) =>
    pricingCopy({
      ingredients: ingredients.map((i) => i.ingredient),
      products: ingredients.flatMap((i) => i.products),
      recipes,
      groceryCategories: [
        { _id: 'produce', name: 'Produce', order: 1 },
        { _id: 'dairy', name: 'Dairy', order: 2 },
        { _id: 'pantry', name: 'Pantry', order: 3 },
      ],
    }),
  );

/** A cart over `copy`: each recipe at most once, servings on its grid, and the shopper's choices. */
export function cartArb(copy: PricingCopy): fc.Arbitrary<CartInput> {
  const ids = copy.ingredients.map((i) => i._id);
  return fc
    .record({
      picks: fc.subarray(copy.recipes, { minLength: 1 }),
      steps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
      tier: fc.constantFrom(...brandTiers),
      pantry: fc.array(fc.tuple(fc.constantFrom(...ids), fc.integer({ min: 0, max: 800 })), {
        maxLength: 3,
      }),
      added: fc.subarray(ids),
      removed: fc.subarray(ids, { maxLength: 1 }),
      swap: fc.option(fc.constantFrom(...ids), { nil: undefined }),
    })
    .map((c) =>
      cartInput({
        recipes: c.picks.map((r, k) => ({
          id: r._id,
          servings: r.minServings + (c.steps[k] ?? 0) * r.incrServings,
        })),
        brandType: c.tier,
        pantry: new Map(c.pantry),
        nonRequiredProductsToCost: c.added,
        removedIngredientList: c.removed,
        ingredientSubstitutes: c.swap
          ? [
              {
                ingredient: c.swap,
                isSubstituteEnabled: true,
                substitute: {
                  ingredient:
                    copy.ingredients.find((i) => i._id === c.swap)?.substitutes[0]?.ingredientId ??
                    c.swap,
                },
              },
            ]
          : [],
      }),
    );
}

/** A catalog and a cart over it. */
export const catalogAndCartArb = copyArb.chain((copy) =>
  cartArb(copy).map((cart) => ({ copy, cart })),
);
