import { ingredientsAnswer } from '@mise/contracts';
import { serviceCaller } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { PantryIngredient } from '../../domain/pantry-ingredient.js';

// The most the catalog gives in one page.
const PAGE_SIZE = 1000;

/** Fetches every ingredient of the catalog once; throws when the catalog cannot give them now. */
export type FetchIngredients = () => Promise<PantryIngredient[]>;

/**
 * The catalog's public list of ingredients (the pantry's picker reads the same list), asked as
 * one service asks another: over HTTP to the catalog's process when SERVICE_URLS names it (the
 * distributed runtime), else through this very server (the embedded runtime and tests).
 */
export function ingredientsFetcher(app: FastifyInstance): FetchIngredients {
  const call = serviceCaller(app, 'pantry', 'catalog');
  return async () => {
    const fetched: PantryIngredient[] = [];
    for (let page = 0; ; page++) {
      const answer = await call({
        method: 'GET',
        path: `/api/ingredients?page=${page}&perPage=${PAGE_SIZE}`,
      });
      if (answer.status !== 200) {
        throw new Error(`the catalog answered ${answer.status} for its ingredients`);
      }
      // The catalog is another service: its answer is checked at this edge like any input.
      const { ingredients, totalCount } = ingredientsAnswer.parse(answer.body);
      for (const ingredient of ingredients) {
        fetched.push({
          id: ingredient._id,
          name: ingredient.name,
          image: ingredient.image,
          category: ingredient.category.name,
          baseUnit: ingredient.baseUnit,
          allUnits: ingredient.allUnits,
          unitSizes: ingredient.unitSizes,
          shelfLifeDays: ingredient.shelfLife.days,
          gramsPerBaseUnit: ingredient.gramsPerBaseUnit,
        });
      }
      if (ingredients.length === 0 || fetched.length >= totalCount) return fetched;
    }
  };
}
