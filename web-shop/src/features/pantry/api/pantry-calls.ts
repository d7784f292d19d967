import type { AddToPantryBody, EditPantryBody, PantryAnswer } from '@mise/contracts';
import { apiFetch } from '@/shared/api/http';

/** POST /api/users/pantry: answers the pantry as it now stands. */
export const addToPantry = (body: AddToPantryBody) =>
  apiFetch<PantryAnswer>('/users/pantry', { method: 'POST', body });

/** PUT /api/users/pantry/updateGroceriesDetails: new quantities and expiry dates of lots. */
export const editPantry = (body: EditPantryBody) =>
  apiFetch<PantryAnswer>('/users/pantry/updateGroceriesDetails', { method: 'PUT', body });
