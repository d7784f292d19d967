import type { PantryAnswer } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

/**
 * The pantry calls both the pantry's pages and the grocery list make: reading the shopper's
 * pantry and taking lots out of it ('Don't have anymore').
 */

/** Spec §9: the whole pantry comes as one page of up to 1000 rows. */
const pantryPageSize = 1000;

export const pantryQueryKey = ['pantry'] as const;

/** GET /api/users/pantry: the shopper's pantry, one row per ingredient, and this month's waste. */
export const pantryQuery = queryOptions({
  queryKey: pantryQueryKey,
  queryFn: ({ signal }) =>
    apiFetch<PantryAnswer>(`/users/pantry?page=0&perPage=${pantryPageSize}`, { signal }),
});

/** PUT /api/users/pantry/updateGroceriesAvailability: the lots are gone, named in the query. */
export function removeFromPantry(lotIds: string[]) {
  const items = encodeURIComponent(JSON.stringify(lotIds));
  return apiFetch<PantryAnswer>(`/users/pantry/updateGroceriesAvailability?items=${items}`, {
    method: 'PUT',
  });
}

/** The ids of the lots the pantry holds of an ingredient: what 'Don't have anymore' removes. */
export function lotIdsOf(pantry: PantryAnswer, ingredientId: string): string[] {
  const row = pantry.userPantryItems.find((entry) => entry.ingredientId === ingredientId);
  return row?.lots.map((lot) => lot.id) ?? [];
}
