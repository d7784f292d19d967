import { catalogProblems } from '../domain/catalog-problems.js';
import type { SeedCatalog } from '../domain/seed-catalog.js';
import { readSeedCatalog } from '../store/read-seed.js';

/** Problems listed in the error; a generated catalog gone wrong could have thousands. */
const SHOWN = 50;

export class CatalogRefusedError extends Error {
  constructor(
    readonly folder: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, SHOWN).map((problem) => `  - ${problem}`);
    if (problems.length > SHOWN) shown.push(`  ... and ${problems.length - SHOWN} more`);
    super(
      `The catalog in ${folder} cannot be loaded: ${problems.length} problems.\n${shown.join('\n')}`,
    );
    this.name = 'CatalogRefusedError';
  }
}

/** Reads a catalog folder and checks it whole: a catalog with any problem is not loaded. */
export async function readCheckedCatalog(folder: string): Promise<SeedCatalog> {
  let catalog: SeedCatalog;
  try {
    catalog = await readSeedCatalog(folder);
  } catch (error) {
    if (error instanceof AggregateError) {
      throw new CatalogRefusedError(
        folder,
        error.errors.map((e: Error) => e.message),
      );
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new CatalogRefusedError(folder, [`there is no folder ${folder}`]);
    }
    throw error;
  }
  const problems = catalogProblems(catalog);
  if (problems.length > 0) throw new CatalogRefusedError(folder, problems);
  return catalog;
}
