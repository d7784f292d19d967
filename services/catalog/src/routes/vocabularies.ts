import {
  type allergiesAnswer,
  type categoriesAnswer,
  type categoryRecipesAnswer,
  categoryRecipesQuery,
  type dietsAnswer,
  type extraCategoriesAnswer,
  type filtersAnswer,
  idParams,
  type mealTypesAnswer,
  type nutritionProgramsAnswer,
  nutritionProgramsQuery,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Catalog } from '../domain/catalog.js';
import { cacheCatalogAnswer } from './caching.js';
import { found, storefrontFor } from './storefronts.js';

type Answer<Schema extends z.ZodType> = z.infer<Schema>;

/** The catalog's lists: categories (and a category's recipes), meal types, diets, allergies. */
export const vocabularyRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) cacheCatalogAnswer(reply);
    return payload;
  });

  app.get(
    '/categories',
    async (): Promise<Answer<typeof categoriesAnswer>> => ({
      categories: catalog.categories,
    }),
  );

  // Before /categories/:id, which would otherwise read "extra" as a category id.
  app.get(
    '/categories/extra',
    async (): Promise<Answer<typeof extraCategoriesAnswer>> => ({
      categories: catalog.extraCategories,
    }),
  );

  app.get('/categories/:id', async (request): Promise<Answer<typeof categoryRecipesAnswer>> => {
    const { id } = parseInput(idParams, request.params, 'params');
    const query = parseInput(categoryRecipesQuery, request.query, 'query');
    const storefront = storefrontFor(catalog, query);
    const category = found(
      storefront.categories.find((candidate) => candidate._id === id),
      `category with the id ${id}`,
    );
    const page = catalog.index.list({
      filters: [storefront.filter, { categories: [id] }],
      page: query.page,
      limit: query.limit,
    });
    return { ...page, category };
  });

  app.get(
    '/meal-types',
    async (): Promise<Answer<typeof mealTypesAnswer>> => ({
      mealTypes: catalog.mealTypes,
    }),
  );

  app.get('/diets', async (): Promise<Answer<typeof dietsAnswer>> => ({ diets: catalog.diets }));

  app.get(
    '/allergies',
    async (): Promise<Answer<typeof allergiesAnswer>> => ({
      allergies: catalog.allergies,
    }),
  );

  app.get(
    '/filters',
    async (): Promise<Answer<typeof filtersAnswer>> => ({
      diets: catalog.diets,
      allergies: catalog.allergies,
      categories: catalog.categories,
      mealTypes: catalog.mealTypes,
    }),
  );

  app.get(
    '/nutrition-programs',
    async (request): Promise<Answer<typeof nutritionProgramsAnswer>> => {
      // The programs are the same on every storefront; the handle is accepted, and checked.
      const { handle } = parseInput(nutritionProgramsQuery, request.query, 'query');
      if (handle) storefrontFor(catalog, { influencerId: handle }, 'handle');
      return { nutritionGoalPrograms: catalog.nutritionPrograms };
    },
  );
};
