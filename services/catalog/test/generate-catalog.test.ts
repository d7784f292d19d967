import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRecipes, seededRandom } from '../scripts/generate-recipes.js';
import { Catalog } from '../src/domain/catalog.js';
import { catalogProblems } from '../src/domain/catalog-problems.js';
import type { SeedCatalog } from '../src/domain/seed-catalog.js';
import { readSeedCatalog } from '../src/store/read-seed.js';

const seedFolder = fileURLToPath(new URL('../seed-data', import.meta.url));
let shipped: SeedCatalog;
beforeAll(async () => {
  shipped = await readSeedCatalog(seedFolder);
});

describe('the catalog generator', () => {
  it('makes a catalog with no problems from the shipped ingredients', () => {
    const generated = generateRecipes(shipped, 2_000, 7);
    expect(generated.recipes).toHaveLength(2_000);
    expect(catalogProblems({ ...shipped, ...generated })).toEqual([]);
    expect(new Set(generated.recipes.map((r) => r.id)).size).toBe(2_000);
    expect(generated.curatedBoxes).toHaveLength(shipped.curatedBoxes.length);
  });

  it('makes the same recipes from the same seed, and others from another', () => {
    const names = (seed: number) => generateRecipes(shipped, 50, seed).recipes.map((r) => r.name);
    expect(names(3)).toEqual(names(3));
    expect(names(4)).not.toEqual(names(3));
  });

  it('names recipes like a cook: flavour, main ingredient & vegetable, method', () => {
    const { recipes } = generateRecipes(shipped, 200, 1);
    for (const recipe of recipes) expect(recipe.name).toMatch(/^[\p{L}' -]+ & [\p{L} -]+$/u);
  });

  it('covers every meal of the day with plausible servings', () => {
    const catalog = new Catalog({ ...shipped, ...generateRecipes(shipped, 1_000, 1) });
    for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack']) {
      expect(catalog.index.matching([{ mealTypes: [mealType] }]).length, mealType).toBeGreaterThan(
        10,
      );
    }
    for (const { summary } of catalog.index.all) {
      expect(summary.nutrition.calories.value, summary.name).toBeGreaterThan(60);
      expect(summary.nutrition.calories.value, summary.name).toBeLessThan(1_600);
    }
  });
});

describe('seededRandom', () => {
  it('is repeatable and spread over [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const draws = Array.from({ length: 1_000 }, () => a());
    expect(draws).toEqual(Array.from({ length: 1_000 }, () => b()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.filter((x) => x < 0.5).length).toBeGreaterThan(400);
  });
});
