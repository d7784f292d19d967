import { fileURLToPath } from 'node:url';
import { Catalog } from '../domain/catalog.js';
import type { SeedCatalog } from '../domain/seed-catalog.js';
import { readSeedCatalog } from '../store/read-seed.js';

/**
 * A small catalog written for the tests: 11 ingredients, 7 recipes (one a draft), 3 boxes.
 * Its files stay with the catalog's tests; the path holds from src/testing and dist/testing alike.
 */
export const miniCatalogFolder = fileURLToPath(
  new URL('../../test/fixtures/mini-catalog', import.meta.url),
);

export const readMiniCatalog = (): Promise<SeedCatalog> => readSeedCatalog(miniCatalogFolder);

export async function miniCatalog(): Promise<Catalog> {
  return new Catalog(await readMiniCatalog());
}
