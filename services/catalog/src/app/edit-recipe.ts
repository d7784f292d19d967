import type { RecipeChange } from '@mise/contracts';
import { auditStaffAction, type Database, notFound, unprocessable } from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import { type SeedCatalog, type SeedRecipe, seedRecipe } from '../domain/seed-catalog.js';
import { storedRecipe, updateRecipe } from '../store/admin-recipes.js';
import { outbox } from '../store/schema.js';
import { newCatalogVersion } from './new-catalog-version.js';

/** The fields staff edit, as the audit compares them. */
function editedFields(recipe: SeedRecipe) {
  return {
    name: recipe.name,
    description: recipe.description,
    status: recipe.status,
    servings: recipe.servings,
    steps: recipe.steps,
    ingredientNotes: recipe.ingredients.map((line) => line.note ?? null),
  };
}

function changed(recipe: SeedRecipe, change: RecipeChange): SeedRecipe {
  const { ingredientNotes, ...fields } = change;
  if (ingredientNotes && ingredientNotes.length !== recipe.ingredients.length) {
    throw unprocessable(
      `The recipe has ${recipe.ingredients.length} ingredient lines: give a note (or null) for each.`,
      [{ field: 'ingredientNotes', rule: 'length', message: 'one note per ingredient line' }],
    );
  }
  const next: SeedRecipe = {
    ...recipe,
    ...fields,
    ingredients: ingredientNotes
      ? recipe.ingredients.map(({ note: _note, ...line }, index) => {
          const note = ingredientNotes[index];
          return note ? { ...line, note } : line;
        })
      : recipe.ingredients,
  };
  // The seed file's rules hold for an edited recipe as for a loaded one.
  const checked = seedRecipe.safeParse(next);
  if (!checked.success) {
    throw unprocessable(
      'The edited recipe breaks the catalog’s rules.',
      checked.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'body',
        rule: issue.code,
        message: issue.message,
      })),
    );
  }
  return checked.data;
}

/**
 * Staff's edit of a recipe's texts, status or servings grid, with its audit and the catalog's
 * new version, in one transaction. Answers the recipe as stored and the catalog it is now part
 * of (undefined when nothing changed), for the service to answer shoppers from.
 */
export async function editRecipe(
  db: Database,
  request: FastifyRequest,
  id: string,
  change: RecipeChange,
): Promise<{ recipe: SeedRecipe; catalog?: SeedCatalog }> {
  return db.transaction(async (tx) => {
    const recipe = await storedRecipe(tx, id, true);
    if (!recipe) throw notFound(`No recipe has the id ${id}.`);
    const next = changed(recipe, change);
    const before = editedFields(recipe);
    const after = editedFields(next);
    if (JSON.stringify(before) === JSON.stringify(after)) return { recipe };
    await updateRecipe(tx, next);
    const catalog = await newCatalogVersion(tx);
    const action =
      before.status !== after.status
        ? after.status === 'published'
          ? 'recipes.publish'
          : 'recipes.draft'
        : 'recipes.edit';
    await auditStaffAction(tx, outbox, request, 'catalog', {
      action,
      record: { type: 'recipe', id },
      before,
      after,
    });
    return { recipe: next, catalog };
  });
}
