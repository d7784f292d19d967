import type { CatalogIngredient } from '@mise/contracts';
import type { FastifyPluginAsync } from 'fastify';

const ingredient = (
  id: string,
  name: string,
  category: string,
  shelfLife: CatalogIngredient['shelfLife'],
): CatalogIngredient => ({
  _id: id,
  name,
  image: `/api/images/ingredients/${id}.svg`,
  category: { _id: category.toLowerCase(), name: category },
  baseUnit: 'g',
  allUnits: ['g', 'kg'],
  unitSizes: { g: 1, kg: 1000 },
  allergens: [],
  required: true,
  shelfLife,
  gramsPerBaseUnit: 1,
});

export const kaleIngredient = ingredient('kale', 'Kale', 'Produce', {
  days: 3,
  keep: 'fridge',
  source: 'USDA FoodKeeper: Kale — refrigerator 3–5 days',
});
export const riceIngredient = ingredient('rice', 'Long grain white rice', 'Grains & Pasta', {
  days: 730,
  keep: 'pantry',
  source: 'USDA FoodKeeper: Rice, white or wild — pantry 2 years',
});

/**
 * The catalog's GET /api/ingredients, all the pantry asks of it, answering `ingredients()` as
 * they are when asked, one page of `perPage` at a time, so a test can change the catalog.
 */
export function fakeCatalog(ingredients: () => CatalogIngredient[]): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { page?: string; perPage?: string } }>(
      '/api/ingredients',
      async (request) => {
        const page = Number(request.query.page ?? 0);
        const perPage = Number(request.query.perPage ?? 1000);
        const all = ingredients();
        return {
          ingredients: all.slice(page * perPage, (page + 1) * perPage),
          totalCount: all.length,
        };
      },
    );
  };
}
