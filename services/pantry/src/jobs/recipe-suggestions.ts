import { recipePage } from '@mise/contracts';
import { serviceCaller } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { MAX_SUGGESTED_RECIPES, type SuggestedRecipe } from '../domain/expiry-reminder-mail.js';

/** Up to three recipes using these ingredients, first ones first; throws when the catalog fails. */
export type SuggestRecipes = (ingredientIds: readonly string[]) => Promise<SuggestedRecipe[]>;

/**
 * Asks the catalog's recipe list, one ingredient at a time (its `ingredients` filter keeps
 * recipes using every id given, which few recipes would), soonest-expiring ingredient first,
 * until three recipes are found.
 */
export function recipeSuggester(app: FastifyInstance): SuggestRecipes {
  const call = serviceCaller(app, 'pantry', 'catalog');
  return async (ingredientIds) => {
    const found = new Map<string, SuggestedRecipe>();
    for (const ingredientId of new Set(ingredientIds)) {
      if (found.size >= MAX_SUGGESTED_RECIPES) break;
      const query = new URLSearchParams({
        ingredients: ingredientId,
        limit: String(MAX_SUGGESTED_RECIPES),
      });
      const answer = await call({ method: 'GET', path: `/api/recipes/all?${query}` });
      if (answer.status !== 200) {
        throw new Error(`the catalog answered ${answer.status} for recipes using ${ingredientId}`);
      }
      // The catalog is another service: its answer is checked at this edge like any input.
      for (const recipe of recipePage.parse(answer.body).recipes) {
        found.set(recipe._id, { id: recipe._id, name: recipe.name });
      }
    }
    return [...found.values()].slice(0, MAX_SUGGESTED_RECIPES);
  };
}
