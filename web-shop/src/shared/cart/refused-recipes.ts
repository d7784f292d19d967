import { ApiError } from '@/shared/api/http';
import type { CartSelection } from './selections';

const recipeField = /^recipes\.(\d+)(?:\.|$)/;

/**
 * The sent selections a save's 400 names (`recipes.N…`: a recipe not on offer, servings off
 * its grid, a repeat): the entries to leave out so the rest of the cart can be saved.
 * Anything else (another field, another status) names none.
 */
export function refusedSelections(error: unknown, sent: readonly CartSelection[]): CartSelection[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const refused = new Set<CartSelection>();
  for (const { field } of error.fields) {
    const index = recipeField.exec(field)?.[1];
    const entry = index === undefined ? undefined : sent[Number(index)];
    if (entry) refused.add(entry);
  }
  return [...refused];
}
