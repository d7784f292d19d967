import { beforeAll, describe, expect, it } from 'vitest';
import { miniCatalog } from '../testing/mini-catalog.js';
import type { Catalog } from './catalog.js';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await miniCatalog();
});

describe('a curated box', () => {
  it('groups its recipes by the name of their first category, in box order', () => {
    const box = catalog.curatedBox('weeknight-classics');
    expect(box?.groups.map((g) => [g.category, g.recipes.map((r) => r.recipeId)])).toEqual([
      ['American', ['chicken-kale-skillet']],
      ['Indian', ['chickpea-curry']],
      ['Italian', ['salmon-spaghetti', 'parmesan-chickpea-bites']],
    ]);
    expect(box?.showRecipesByCategory).toBe(true);
  });

  it('leaves out draft recipes and counts the rest', () => {
    const box = catalog.curatedBox('weeknight-classics');
    expect(box?.recipes.map((r) => r.recipeId)).not.toContain('secret-draft-stew');
    expect(box).toMatchObject({ recipeCount: 4, totalServings: 14 });
    expect(box?.recipes[0]).toMatchObject({
      recipeId: 'chicken-kale-skillet',
      mealTypeId: 'dinner',
      servings: 4,
      categories: [{ _id: 'american', name: 'American' }, expect.anything(), expect.anything()],
    });
  });

  it('is shown on the storefronts it was made for', () => {
    const names = (handle: string) => {
      const storefront = catalog.storefront(handle);
      return storefront ? catalog.curatedBoxes(storefront).map((b) => b._id) : undefined;
    };
    expect(names('mise')).toEqual(['weeknight-classics', 'quick-starts']);
    expect(names('greenkitchen')).toEqual(['green-box']);
    expect(names('fitfuel')).toEqual([]);
  });
});
