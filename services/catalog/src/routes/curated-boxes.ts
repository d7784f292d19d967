import {
  type CuratedBoxDetail,
  curatedRecipeQuery,
  type curatedRecipesAnswer,
  curatedRecipesQuery,
  idParams,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Catalog } from '../domain/catalog.js';
import { cacheCatalogAnswer } from './caching.js';
import { found, storefrontFor } from './storefronts.js';

/** /api/curated-recipes: the meal-plan boxes of a storefront, and one box. */
export const curatedBoxRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get('/', async (request, reply): Promise<z.infer<typeof curatedRecipesAnswer>> => {
    const query = parseInput(curatedRecipesQuery, request.query, 'query');
    const boxes = catalog.curatedBoxes(storefrontFor(catalog, query));
    const sign = query.order === 'asc' ? 1 : -1;
    boxes.sort((a, b) => sign * (a.order - b.order));
    const totalPage = Math.ceil(boxes.length / query.perPage);
    const start = (query.page - 1) * query.perPage;
    cacheCatalogAnswer(reply);
    return {
      curatedRecipes: boxes.slice(start, start + query.perPage),
      currentPage: query.page,
      nextPage: query.page < totalPage ? query.page + 1 : null,
      totalPage,
      limit: query.perPage,
    };
  });

  app.get('/:id', async (request, reply): Promise<CuratedBoxDetail> => {
    const { id } = parseInput(idParams, request.params, 'params');
    parseInput(curatedRecipeQuery, request.query, 'query');
    const box = found(catalog.curatedBox(id), `curated box with the id ${id}`);
    cacheCatalogAnswer(reply);
    return box;
  });
};
