import {
  difficulties,
  idParams,
  influencerScopeQuery,
  type RecipeDetail,
  type RecipeFiltersAnswer,
  type RecipeListQuery,
  type RecipePage,
  recipeDetailQuery,
  recipeListQuery,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { Catalog } from '../domain/catalog.js';
import type { RecipeFilter } from '../domain/recipe-index.js';
import { cacheCatalogAnswer } from './caching.js';
import { found, storefrontFor } from './storefronts.js';

/** The shopper's filters; a blank diet or "everything" asks for no diet at all. */
function filterOf(query: RecipeListQuery): RecipeFilter {
  const {
    status: _status,
    diet,
    search: _search,
    page: _page,
    limit: _limit,
    recipeLimit: _recipeLimit,
    influencerId: _influencerId,
    isDefaultInfluencer: _isDefault,
    ...filter
  } = query;
  return diet && diet !== 'everything' ? { ...filter, diets: [diet] } : filter;
}

/** /api/recipes: lists, the filters popup, and a recipe's page. */
export const recipeRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get('/all', async (request, reply): Promise<RecipePage> => {
    const query = parseInput(recipeListQuery, request.query, 'query');
    const storefront = storefrontFor(catalog, query);
    cacheCatalogAnswer(reply);
    return catalog.index.list({
      filters: [storefront.filter, filterOf(query)],
      search: query.search,
      page: query.page,
      limit: query.limit,
      recipeLimit: query.recipeLimit,
    });
  });

  app.get('/filters', async (request, reply): Promise<RecipeFiltersAnswer> => {
    const query = parseInput(influencerScopeQuery, request.query, 'query');
    const storefront = storefrontFor(catalog, query);
    cacheCatalogAnswer(reply);
    return {
      diets: catalog.diets,
      allergies: catalog.allergies,
      categories: storefront.categories,
      mealTypes: catalog.mealTypes,
      difficulties: [...difficulties],
      limits: storefront.limits,
    };
  });

  app.get('/:id', async (request, reply): Promise<RecipeDetail> => {
    const { id } = parseInput(idParams, request.params, 'params');
    parseInput(recipeDetailQuery, request.query, 'query');
    const recipe = found(catalog.recipeDetail(id), `published recipe with the id ${id}`);
    cacheCatalogAnswer(reply);
    return recipe;
  });
};
