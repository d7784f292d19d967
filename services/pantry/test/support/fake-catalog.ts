import type { CatalogIngredient, RecipeSummary } from '@mise/contracts';
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

/** A recipe the fake catalog lists, and the ingredients it uses. */
export interface FakeRecipe {
  id: string;
  name: string;
  ingredientIds: string[];
}

const nutrient = { value: 0, unit: 'g', dailyPercentage: 0 } as const;

/** A recipe as the catalog's list answers it; only its id and name matter to the pantry. */
function summaryOf({ id, name }: FakeRecipe): RecipeSummary {
  return {
    _id: id,
    key: id,
    name,
    description: '',
    images: { url: `/api/images/recipes/${id}.svg`, large: [] },
    cuisine: { _id: 'canadian', name: 'Canadian' },
    cookingTime: 20,
    difficulty: 'easy',
    ingredientsAmount: 0,
    totalIngredients: 0,
    ingredientsAvailableAlready: 0,
    freeServings: 0,
    saveUpto: 0,
    recipeScore: { saveUpto: 0 },
    defaultServings: 2,
    minServings: 1,
    incrServings: 1,
    mealTypes: [],
    categories: [],
    diets: [],
    allergens: [],
    nutrition: {
      calories: { ...nutrient, unit: 'kcal' },
      protein: nutrient,
      fat: nutrient,
      carbs: nutrient,
    },
    status: 'published',
  };
}

/**
 * The catalog's GET /api/ingredients, all the pantry's copy asks of it, answering
 * `ingredients()` as they are when asked, one page of `perPage` at a time, so a test can change
 * the catalog; and GET /api/recipes/all filtered by `ingredients` (every id given), answering
 * 503 while `recipes()` says the catalog is down.
 */
export function fakeCatalog(
  ingredients: () => CatalogIngredient[],
  recipes: () => readonly FakeRecipe[] | 'down' = () => [],
): FastifyPluginAsync {
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
    app.get<{ Querystring: { ingredients?: string; limit?: string } }>(
      '/api/recipes/all',
      async (request, reply) => {
        const listed = recipes();
        if (listed === 'down') return reply.code(503).send({ title: 'Service Unavailable' });
        const wanted = (request.query.ingredients ?? '').split(',').filter(Boolean);
        const limit = Number(request.query.limit ?? 10);
        const using = listed.filter((recipe) =>
          wanted.every((id) => recipe.ingredientIds.includes(id)),
        );
        return {
          recipes: using.slice(0, limit).map(summaryOf),
          page: 1,
          limit,
          totalCount: using.length,
          totalPages: 1,
        };
      },
    );
  };
}
