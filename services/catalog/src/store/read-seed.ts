import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { type SeedCatalog, seedCatalogParts } from '../domain/seed-catalog.js';

/** The files each part of a catalog is read from (several files may share a prefix). */
const partFiles: { [Part in keyof SeedCatalog]: string } = {
  allergies: 'allergies',
  categories: 'categories',
  curatedBoxes: 'curated-boxes',
  diets: 'diets',
  extraCategories: 'extra-categories',
  extraProducts: 'extra-products',
  featureFlags: 'feature-flags',
  groceryCategories: 'grocery-categories',
  influencers: 'influencers',
  ingredients: 'ingredients',
  mealTypes: 'meal-types',
  nutritionPrograms: 'nutrition-programs',
  products: 'products',
  recipes: 'recipes/',
};

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
  const byPrefix = (Object.entries(partFiles) as [keyof SeedCatalog, string][]).sort(
    ([, a], [, b]) => b.length - a.length,
  );
  const claimed = new Set<string>();
  for (const [part, prefix] of byPrefix) {
    catalog[part] = [];
    for (const file of files.filter((f) => belongsTo(f, prefix) && !claimed.has(f))) {
      claimed.add(file);
      const parsed = z
        .array(seedCatalogParts[part])
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
