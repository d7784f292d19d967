import { describe, expect, it } from 'vitest';
import { recipe } from '../../testing/copy-builder.js';
import { kitchenRequest, plannerKitchen } from '../../testing/planner-kitchen.js';
import { indexCatalog } from '../pricing-engine.js';
import { mealCandidates, shortlist } from './candidates.js';

/** A dish of `kcal` per serving with `proteinShare` % of it from protein, the rest from carbs. */
const dish = (id: number, kcal: number, proteinShare: number) => {
  const protein = (kcal * proteinShare) / 100 / 4;
  return recipe({
    _id: `dish-${id}`,
    ingredients: [],
    nutrition: { calories: kcal, protein, carbs: (kcal - 4 * protein) / 4, fat: 0 },
  });
};

describe('the shortlist', () => {
  // 120 dishes from 200 to 1,000 kcal and 5 to 45 % protein; a serving costs 1 cent per 4 kcal,
  // plus a cent per dish number, so the small ones are the cheapest per serving.
  const dishes = Array.from({ length: 120 }, (_, i) =>
    dish(i, 200 + ((i * 7) % 800), 5 + (i % 41)),
  );
  const cost = (r: ReturnType<typeof dish>) => r.nutrition.calories / 4 + Number(r._id.slice(5));

  it('keeps light and hearty dishes, lean and protein-rich, not only the cheapest per serving', () => {
    const kept = shortlist(dishes, 24, cost);
    expect(kept).toHaveLength(24);
    const kcal = kept.map((r) => r.nutrition.calories);
    expect(Math.min(...kcal)).toBeLessThan(400);
    expect(Math.max(...kcal)).toBeGreaterThanOrEqual(650);
    const protein = kept.map((r) => (r.nutrition.protein * 4 * 100) / r.nutrition.calories);
    expect(Math.min(...protein)).toBeLessThan(15);
    expect(Math.max(...protein)).toBeGreaterThanOrEqual(35);
    expect(new Set(kept.map((r) => r._id)).size).toBe(24);
  });

  it('keeps everything when there are no more recipes than its size', () => {
    expect(shortlist(dishes.slice(0, 10), 24, cost)).toEqual(dishes.slice(0, 10));
  });
});

describe('the filters', () => {
  it('hold each meal type to its own cooking time and difficulty where it sets them', () => {
    const request = kitchenRequest({
      cookingTime: { min: 0, max: 120 },
      difficultyLevel: 'hard',
      mealTypes: [
        { mealTypeId: 'breakfast', servings: 1, cookingTime: { min: 0, max: 10 } },
        { mealTypeId: 'lunch', servings: 1 },
        {
          mealTypeId: 'dinner',
          servings: 1,
          cookingTime: { min: 30, max: 90 },
          difficultyLevel: 'easy',
        },
      ],
    });
    const byType = mealCandidates(request, indexCatalog(plannerKitchen));
    const shown = (mealTypeId: string) =>
      byType.get(mealTypeId)?.map((r) => `${r.cookingTime} min ${r.difficulty}`);
    expect(shown('breakfast')).toEqual(['10 min easy']);
    expect(shown('lunch')).toEqual(['20 min easy', '25 min easy']);
    expect(shown('dinner')).toEqual(['60 min easy']);
  });
});
