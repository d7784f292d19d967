import type { CatalogIngredient, OnboardingBody, UserAnswer } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

/**
 * POST /api/users/onboarding: diet, allergies and servings merge into the profile; the server
 * passes the groceries on to the pantry. Answers the updated user.
 */
export function submitOnboarding(body: OnboardingBody): Promise<UserAnswer> {
  return apiFetch<UserAnswer>('/users/onboarding', { method: 'POST', body });
}

// A short list to pick from while typing; the search narrows it.
const suggestionCount = 8;

/** GET /api/ingredients: the catalog's ingredients matching what the shopper typed. */
export const ingredientSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['ingredients', search],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ search, page: '0', perPage: String(suggestionCount) });
      const answer = await apiFetch<{ ingredients: CatalogIngredient[] }>(
        `/ingredients?${query.toString()}`,
        { signal },
      );
      return answer.ingredients;
    },
    enabled: search.trim().length > 0,
  });
