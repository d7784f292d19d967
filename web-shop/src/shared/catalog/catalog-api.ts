import type {
  Influencer,
  InitializeAnswer,
  RecipeFiltersAnswer,
  RecipePage,
} from '@mise/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '@/shared/api/http';
import { type RecipeListRequest, recipeListSearch } from './recipe-list-params';
import { nextRecipePage } from './recipe-paging';

/** Recipe lists and search results come 10 to a page (spec §9). */
export const recipePageLimit = 10;

/** Everything the shop needs before a route renders, in one call (document 2, "App start-up"). */
export const initializeQuery = (handle: string) =>
  queryOptions({
    queryKey: ['initialize', handle],
    queryFn: async ({ signal, client }) => {
      const answer = await apiFetch<InitializeAnswer>(
        `/aggr/initialize?featureFlags=true&diets=true&allergies=true&mealTypes=true&influencer=true&handle=${encodeURIComponent(handle)}`,
        { signal },
      );
      // The answer holds the storefront's influencer: its own look-up need not run. Seeded
      // here, before anything renders, so no component starts that look-up first.
      const { influencer = null } = answer;
      if (influencer === null || influencer.handle === handle) {
        client.setQueryData(influencerQuery(handle).queryKey, influencer);
      }
      return answer;
    },
    // Flags and vocabularies hold for the visit; a new visit fetches them again.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A storefront's influencer, or null when the handle belongs to no one. */
export const influencerQuery = (handle: string) =>
  queryOptions({
    queryKey: ['influencer', handle],
    queryFn: async ({ signal }): Promise<Influencer | null> => {
      try {
        const answer = await apiFetch<{ influencer: Influencer }>(
          `/influencer/handle/${encodeURIComponent(handle)}`,
          { signal },
        );
        return answer.influencer;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What the filters popup offers; a storefront scopes it to its own recipes. */
export const recipeFiltersQuery = (influencerId: string | undefined) =>
  queryOptions({
    queryKey: ['recipe-filters', influencerId ?? null],
    queryFn: ({ signal }) =>
      apiFetch<RecipeFiltersAnswer>(
        `/recipes/filters${influencerId ? `?influencerId=${encodeURIComponent(influencerId)}` : ''}`,
        { signal },
      ),
  });

/** Published recipes matching `request`, a page at a time. */
export const recipeListQuery = (request: Omit<RecipeListRequest, 'page'>) =>
  infiniteQueryOptions({
    queryKey: ['recipes', request],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RecipePage>(
        `/recipes/all?${recipeListSearch({ status: 'published', limit: recipePageLimit, ...request, page: pageParam })}`,
        { signal },
      ),
    getNextPageParam: nextRecipePage,
  });
