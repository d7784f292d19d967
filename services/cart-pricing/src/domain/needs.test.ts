import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeNeeds, isProposedStaple, type RecipeForNeeds } from './needs.js';

const pasta: RecipeForNeeds = {
  recipeId: 'pasta',
  defaultServings: 4,
  ingredients: [
    { ingredientId: 'spaghetti', quantity: 400 },
    { ingredientId: 'tomato', quantity: 6 },
    { ingredientId: 'salt', quantity: 5 },
    { ingredientId: 'olive-oil', quantity: 30 },
  ],
};
const salad: RecipeForNeeds = {
  recipeId: 'salad',
  defaultServings: 2,
  ingredients: [
    { ingredientId: 'tomato', quantity: 2 },
    { ingredientId: 'olive-oil', quantity: 15 },
  ],
};
const required = new Map([
  ['spaghetti', true],
  ['tomato', true],
  ['salt', false],
  ['olive-oil', false],
]);

describe('computeNeeds', () => {
  it('scales by servings and sums across recipes', () => {
    const { needs } = computeNeeds({
      selections: [
        { recipe: pasta, servings: 2 },
        { recipe: salad, servings: 4 },
      ],
      required,
    });
    expect(needs.map((n) => [n.ingredientId, n.totalRequired, n.recipeIds])).toEqual([
      ['spaghetti', 200, ['pasta']],
      ['tomato', 7, ['pasta', 'salad']],
    ]);
  });

  it('uses the pantry first', () => {
    const { needs } = computeNeeds({
      selections: [{ recipe: pasta, servings: 4 }],
      required,
      pantry: new Map([
        ['spaghetti', 150],
        ['tomato', 10],
      ]),
    });
    expect(needs.find((n) => n.ingredientId === 'spaghetti')).toMatchObject({
      totalRequired: 400,
      pantryUsed: 150,
      toBuy: 250,
    });
    expect(needs.find((n) => n.ingredientId === 'tomato')).toMatchObject({
      pantryUsed: 6,
      toBuy: 0,
    });
  });

  it('leaves staples out unless added, and removed ingredients out', () => {
    const result = computeNeeds({
      selections: [
        { recipe: pasta, servings: 4 },
        { recipe: salad, servings: 2 },
      ],
      required,
      addedStaples: new Set(['olive-oil']),
      removed: new Set(['tomato']),
    });
    expect(result.needs.map((n) => n.ingredientId)).toEqual(['olive-oil', 'spaghetti']);
    expect(result.needs[0]).toMatchObject({ required: false, requiredToUser: true, toBuy: 45 });
    expect(result.offeredStaples.map((n) => n.ingredientId)).toEqual(['salt']);
  });

  it('proposes the staples the pantry does not hold all of', () => {
    const { offeredStaples } = computeNeeds({
      selections: [{ recipe: pasta, servings: 4 }],
      required,
      // All 30 ml of oil are held; 2 of the 5 g of salt.
      pantry: new Map([
        ['olive-oil', 40],
        ['salt', 2],
      ]),
    });
    expect(offeredStaples.filter(isProposedStaple).map((n) => n.ingredientId)).toEqual(['salt']);
  });

  it('counts an unknown ingredient as required', () => {
    const { needs } = computeNeeds({
      selections: [{ recipe: salad, servings: 2 }],
      required: new Map(),
    });
    expect(needs.map((n) => n.ingredientId)).toEqual(['olive-oil', 'tomato']);
  });

  it('rejects servings that are not positive', () => {
    expect(() => computeNeeds({ selections: [{ recipe: pasta, servings: 0 }], required })).toThrow(
      RangeError,
    );
  });

  it('never depends on the order of the recipes, not even by float noise', () => {
    const recipe = fc.record({
      recipeId: fc.constantFrom('r1', 'r2', 'r3', 'r4'),
      defaultServings: fc.integer({ min: 1, max: 6 }),
      ingredients: fc.array(
        fc.record({
          ingredientId: fc.constantFrom('a', 'b', 'c'),
          quantity: fc.double({ min: 0.01, max: 1000, noNaN: true }),
        }),
        { maxLength: 4 },
      ),
    });
    const selections = fc.array(fc.record({ recipe, servings: fc.integer({ min: 1, max: 9 }) }), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(
        selections.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          ),
        ),
        ([list, shuffled]) => {
          const pantry = new Map([['b', 120.5]]);
          expect(computeNeeds({ selections: shuffled, required, pantry })).toEqual(
            computeNeeds({ selections: list, required, pantry }),
          );
        },
      ),
    );
  });
});
