import type {
  AddToPantryBody,
  EditPantryBody,
  PantryAnswer,
  PantryRowAnswer,
} from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

/** Spec §9: the whole pantry comes as one page of up to 1000 rows. */
const pantryPageSize = 1000;

export const pantryQueryKey = ['pantry'] as const;

/** GET /api/users/pantry: the shopper's rows, one per ingredient. */
export const pantryQuery = queryOptions({
  queryKey: pantryQueryKey,
  queryFn: async ({ signal }): Promise<PantryRowAnswer[]> => {
    const answer = await apiFetch<PantryAnswer>(`/users/pantry?page=0&perPage=${pantryPageSize}`, {
      signal,
    });
    return answer.userPantryItems;
  },
});

/** POST /api/users/pantry: answers the pantry as it now stands. */
export const addToPantry = (body: AddToPantryBody) =>
  apiFetch<PantryAnswer>('/users/pantry', { method: 'POST', body });

/** PUT /api/users/pantry/updateGroceriesAvailability: the lots are gone, named in the query. */
export function removeFromPantry(lotIds: string[]) {
  const items = encodeURIComponent(JSON.stringify(lotIds));
  return apiFetch<PantryAnswer>(`/users/pantry/updateGroceriesAvailability?items=${items}`, {
    method: 'PUT',
  });
}

/** PUT /api/users/pantry/updateGroceriesDetails: new quantities and expiry dates of lots. */
export const editPantry = (body: EditPantryBody) =>
  apiFetch<PantryAnswer>('/users/pantry/updateGroceriesDetails', { method: 'PUT', body });
