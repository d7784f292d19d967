import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dietTags,
  hasDiscountBadge,
  listedIngredientCount,
  recipeImageUrl,
  summaryIngredientCount,
} from './recipe-facts';

describe('hasDiscountBadge', () => {
  it.each([
    [0, 0, false],
    [50, 0, false],
    [51, 0, true],
    [100, 0, true],
    [0, 2, true],
    [30, 1, true],
  ])('saveUpto %i with %i free servings → %s', (saveUpto, freeServings, shown) => {
    expect(hasDiscountBadge({ saveUpto, freeServings })).toBe(shown);
  });
});

describe('recipeImageUrl', () => {
  const images = { url: '/img/small.svg', large: [{ url: '/img/large.svg' }] };

  it('uses the large picture for large cards and the list picture otherwise', () => {
    expect(recipeImageUrl({ images }, 'large')).toBe('/img/large.svg');
    expect(recipeImageUrl({ images }, 'normal')).toBe('/img/small.svg');
  });

  it('falls back to the list picture when there is no large one', () => {
    expect(recipeImageUrl({ images: { url: '/img/small.svg', large: [] } }, 'large')).toBe(
      '/img/small.svg',
    );
  });
});

describe('dietTags', () => {
  it('names the strictest diet and leaves out what it implies', () => {
    expect(dietTags(['everything', 'vegetarian', 'vegan', 'pescatarian', 'gluten-free'])).toEqual([
      'vegan',
      'gluten-free',
    ]);
    expect(dietTags(['everything', 'vegetarian', 'pescatarian', 'keto'])).toEqual([
      'vegetarian',
      'keto',
    ]);
    expect(dietTags(['everything', 'pescatarian', 'dairy-free'])).toEqual([
      'pescatarian',
      'dairy-free',
    ]);
  });
});

describe('ingredient counts', () => {
  it('are the same on a card and on the page that lists the lines', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ required: fc.boolean() })), (lines) => {
        // The catalog's summary of the lines (services/catalog recipe-view.ts).
        const summary = {
          ingredientsAmount: lines.filter((line) => line.required).length,
          totalIngredients: lines.length,
        };
        const listed = listedIngredientCount(lines);
        expect(summaryIngredientCount(summary)).toEqual(listed);
        expect(listed.toBuy + listed.staples).toBe(lines.length);
        expect(listed.staples).toBe(lines.filter((line) => !line.required).length);
      }),
    );
  });
});
