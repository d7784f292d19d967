import {
  type AdminRecipe,
  type adminRecipesAnswer,
  adminRecipesQuery,
  idParams,
  recipeChange,
} from '@mise/contracts';
import { notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { editRecipe } from '../app/edit-recipe.js';
import type { Catalog } from '../domain/catalog.js';
import { adminRecipeOf, listAdminRecipes, storedRecipe } from '../store/admin-recipes.js';
import type { AdminCatalogRouteOptions } from './admin-products.js';

/**
 * /api/admin/recipes: staff list recipes, drafts included (by name or id, by status), and
 * operations edit one (catalog.write): its texts, publish or draft, its servings grid. An edit
 * is kept in the stored catalog, which a restart reads, and the shop answers from it at once:
 * a draft leaves the shop's lists, pages, boxes and cart-pricing's copy.
 */
export const adminRecipeRoutes: FastifyPluginAsync<
  AdminCatalogRouteOptions & { catalog: Catalog }
> = async (app, { catalog, onEventsCommitted }) => {
  const { db } = app.infra.database;

  app.get('/', async (request): Promise<z.infer<typeof adminRecipesAnswer>> => {
    requireStaff(request, 'read');
    return listAdminRecipes(db, parseInput(adminRecipesQuery, request.query, 'query'));
  });

  app.get('/:id', async (request): Promise<{ data: AdminRecipe }> => {
    requireStaff(request, 'read');
    const { id } = parseInput(idParams, request.params, 'params');
    const recipe = await storedRecipe(db, id);
    if (!recipe) throw notFound(`No recipe has the id ${id}.`);
    return { data: await adminRecipeOf(db, recipe) };
  });

  app.put('/:id', async (request): Promise<{ data: AdminRecipe }> => {
    requireStaff(request, 'catalog.write');
    const { id } = parseInput(idParams, request.params, 'params');
    const change = parseInput(recipeChange, request.body, 'body');
    const edited = await editRecipe(db, request, id, change);
    if (edited.catalog) {
      catalog.replaceWith(edited.catalog);
      onEventsCommitted();
    }
    return { data: await adminRecipeOf(db, edited.recipe) };
  });
};
