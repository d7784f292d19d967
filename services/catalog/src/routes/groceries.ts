import {
  type extraProductsAnswer,
  extraProductsQuery,
  type ingredientsAnswer,
  ingredientsQuery,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Catalog } from '../domain/catalog.js';
import { cacheCatalogAnswer } from './caching.js';

/** Pages start at 0 here, as the shop asks for them (spec: page=0&perPage=1000). */
const pageOf = <T>(items: readonly T[], page: number, perPage: number) =>
  items.slice(page * perPage, (page + 1) * perPage);

/** Ingredients (the pantry's picker) and extra products (the extras popup). */
export const groceryRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get('/ingredients', async (request, reply): Promise<z.infer<typeof ingredientsAnswer>> => {
    const { search, page, perPage } = parseInput(ingredientsQuery, request.query, 'query');
    const matches = search ? catalog.searchIngredients(search) : catalog.ingredients;
    cacheCatalogAnswer(reply);
    return { ingredients: pageOf(matches, page, perPage), totalCount: matches.length };
  });

  app.get(
    '/extraProducts',
    async (request, reply): Promise<z.infer<typeof extraProductsAnswer>> => {
      const { categories, search, page, perPage } = parseInput(
        extraProductsQuery,
        request.query,
        'query',
      );
      const searched = search ? catalog.searchExtraProducts(search) : catalog.extraProducts;
      const matches = categories?.length
        ? searched.filter((product) => categories.includes(product.category._id))
        : searched;
      cacheCatalogAnswer(reply);
      return { extraProducts: pageOf(matches, page, perPage), totalCount: matches.length };
    },
  );
};
