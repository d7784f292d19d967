import { apiFetch } from '@/shared/api/http';

/**
 * 'Don't have anymore' (document 2, "Pantry"): the ingredient leaves the shopper's pantry, so the
 * next pricing buys all of it.
 */
export async function markUsedUp(ingredientId: string): Promise<void> {
  const items = encodeURIComponent(JSON.stringify([ingredientId]));
  await apiFetch(`/users/pantry/updateGroceriesAvailability?items=${items}`, { method: 'PUT' });
}
