import {
  difficulties,
  idParams,
  influencerScopeQuery,
  type PrintMenuAnswer,
  printMenuQuery,
  type RecipeDetail,
  type RecipeFiltersAnswer,
  type RecipeListQuery,
  type RecipePage,
  recipeDetailQuery,
  recipeListQuery,
} from '@mise/contracts';
import { notFound, parseInput, requireSession } from '@mise/platform';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ReadShopperOrder } from '../app/shopper-orders.js';
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

const notInOrder = (recipeId: string, orderNumber: string) =>
  notFound(`Your order ${orderNumber} has no recipe ${recipeId}.`);

/** An answer about one shopper's order: for them only, and never kept by a cache. */
const keepPrivate = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** /api/recipes: lists, the filters popup, a recipe's page, and an order's printable menu. */
export const recipeRoutes: FastifyPluginAsync<{
  catalog: Catalog;
  readOrder: ReadShopperOrder;
}> = async (app, { catalog, readOrder }) => {
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

  /** GET /api/recipes/print?order&id: the shopper's order to print, or one recipe of it. */
  app.get('/print', async (request, reply): Promise<PrintMenuAnswer> => {
    const query = parseInput(printMenuQuery, request.query, 'query');
    const order = await readOrder(requireSession(request), query.order);
    const recipes = catalog.orderedRecipes(order, query.id);
    if (query.id !== undefined && recipes.length === 0) throw notInOrder(query.id, order.number);
    keepPrivate(reply);
    const { orderId, number, firstName, deliveryDate } = order;
    return { orderId, number, firstName, deliveryDate, recipes };
  });

  app.get('/:id', async (request, reply): Promise<RecipeDetail> => {
    const { id } = parseInput(idParams, request.params, 'params');
    const { orderId } = parseInput(recipeDetailQuery, request.query, 'query');
    const recipe = found(catalog.recipeDetail(id), `published recipe with the id ${id}`);
    if (orderId === undefined) {
      cacheCatalogAnswer(reply);
      return recipe;
    }
    const order = await readOrder(requireSession(request), orderId);
    const [asOrdered] = catalog.orderedRecipes(order, id);
    if (!asOrdered) throw notInOrder(id, order.number);
    keepPrivate(reply);
    return asOrdered;
  });
};
