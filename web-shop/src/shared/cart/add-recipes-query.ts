import { maxCartRecipes, maxRecipeServings } from './limits';
import type { CartSelection } from './selections';

/** The /recipes query of a shared-cart link (spec §2). */
export const addRecipesParam = 'addRecipes';

/*
 * Encoding: one `recipeId:mealTypeId:servings` triple per recipe, comma-separated, with an
 * empty meal type when there is none (`curry::4`). Each id is URI-encoded first, so an id
 * holding ':' or ',' survives the round trip.
 */

function encodeTriple(selection: CartSelection): string {
  const part = (value: string | undefined) => encodeURIComponent(value ?? '');
  return `${part(selection.id)}:${part(selection.mealTypeId)}:${selection.servings}`;
}

/** `addRecipes=…` (no leading '?') rebuilding these selections on /recipes. */
export function addRecipesQuery(selections: readonly CartSelection[]): string {
  const params = new URLSearchParams({ [addRecipesParam]: selections.map(encodeTriple).join(',') });
  return params.toString();
}

/**
 * The selections of an `addRecipes` value; triples that cannot be one (missing id, servings
 * not a whole number above 0) are skipped rather than failing the whole link, as is a repeat
 * of a recipe and meal type already read (the server refuses a cart listing one twice).
 * Servings are held to the contract's limit; the recipe's own grid is the cart's to apply.
 */
export function parseAddRecipes(value: string | null): CartSelection[] {
  if (!value) return [];
  const selections: CartSelection[] = [];
  const seen = new Set<string>();
  for (const triple of value.split(',')) {
    const [rawId, rawMealType, rawServings, ...rest] = triple.split(':');
    const id = safeDecode(rawId);
    const servings = Number(rawServings);
    if (rest.length > 0 || !id || !Number.isInteger(servings) || servings < 1) continue;
    const mealTypeId = safeDecode(rawMealType);
    const key = `${id}\u0000${mealTypeId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    selections.push({
      id,
      servings: Math.min(servings, maxRecipeServings),
      ...(mealTypeId && { mealTypeId }),
    });
  }
  return selections.slice(0, maxCartRecipes);
}

function safeDecode(part: string | undefined): string {
  try {
    return decodeURIComponent(part ?? '').trim();
  } catch {
    return '';
  }
}
