import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  seedAllergy,
  seedCategory,
  seedCuratedBox,
  seedDiet,
  seedExtraCategory,
  seedExtraProduct,
  seedFeatureFlag,
  seedGroceryCategory,
  seedInfluencer,
  seedIngredient,
  seedMealType,
  seedNutritionProgram,
  seedProduct,
  seedRecipe,
} from './seed-files.js';

/** Each part of a catalog and the files it is read from (several files may share a prefix). */
const parts = {
  allergies: { files: 'allergies', item: seedAllergy },
  categories: { files: 'categories', item: seedCategory },
  curatedBoxes: { files: 'curated-boxes', item: seedCuratedBox },
  diets: { files: 'diets', item: seedDiet },
  extraCategories: { files: 'extra-categories', item: seedExtraCategory },
  extraProducts: { files: 'extra-products', item: seedExtraProduct },
  featureFlags: { files: 'feature-flags', item: seedFeatureFlag },
  groceryCategories: { files: 'grocery-categories', item: seedGroceryCategory },
  influencers: { files: 'influencers', item: seedInfluencer },
  ingredients: { files: 'ingredients', item: seedIngredient },
  mealTypes: { files: 'meal-types', item: seedMealType },
  nutritionPrograms: { files: 'nutrition-programs', item: seedNutritionProgram },
  products: { files: 'products', item: seedProduct },
  recipes: { files: 'recipes/', item: seedRecipe },
} as const;

type Parts = typeof parts;
export type SeedCatalog = { [K in keyof Parts]: z.infer<Parts[K]['item']>[] };

export class SeedFileError extends Error {
  constructor(
    readonly file: string,
    readonly issues: string[],
  ) {
    super(`${file}:\n  ${issues.join('\n  ')}`);
    this.name = 'SeedFileError';
  }
}

async function jsonFiles(folder: string): Promise<string[]> {
  const top = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  const recipes = await readdir(join(folder, 'recipes')).catch(() => [] as string[]);
  return [...top, ...recipes.filter((name) => name.endsWith('.json')).map((n) => `recipes/${n}`)];
}

function belongsTo(file: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return file.startsWith(prefix);
  return file === `${prefix}.json` || (file.startsWith(`${prefix}-`) && !file.includes('/'));
}

/**
 * Reads and validates a catalog folder (seed-data/ or a generated one). Files are matched
 * by name: `ingredients.json` and `ingredients-*.json` both hold ingredients.
 */
export async function readSeedCatalog(folder: string): Promise<SeedCatalog> {
  const files = await jsonFiles(folder);
  const catalog = {} as Record<string, unknown[]>;
  const problems: SeedFileError[] = [];
  // Longest prefix first, so extra-products.json is not read as products.
  const byPrefix = Object.entries(parts).sort(([, a], [, b]) => b.files.length - a.files.length);
  const claimed = new Set<string>();
  for (const [part, { files: prefix, item }] of byPrefix) {
    catalog[part] = [];
    for (const file of files.filter((f) => belongsTo(f, prefix) && !claimed.has(f))) {
      claimed.add(file);
      const parsed = z
        .array(item)
        .safeParse(JSON.parse(await readFile(join(folder, file), 'utf8')));
      if (parsed.success) catalog[part].push(...parsed.data);
      else problems.push(new SeedFileError(file, parsed.error.issues.map(describeIssue)));
    }
  }
  if (problems.length > 0) throw new AggregateError(problems, problems.join('\n'));
  return catalog as SeedCatalog;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `[${issue.path.join('.')}] ${issue.message}`;
}
