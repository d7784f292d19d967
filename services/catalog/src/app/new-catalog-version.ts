import { appendToOutbox, type Queryable, unprocessable } from '@mise/platform';
import { catalogProblems } from '../domain/catalog-problems.js';
import type { SeedCatalog } from '../domain/seed-catalog.js';
import { catalogLoadedEvent } from '../events/publish/catalog-events.js';
import { readStoredCatalog } from '../store/catalog-rows.js';
import { catalogMeta, outbox } from '../store/schema.js';
import { catalogDigest } from './catalog-digest.js';

/**
 * After a staff edit of the stored catalog, in the edit's transaction: checks the catalog whole
 * as a load does (an edit that would break it is refused, with the problems, and rolls back), records its new digest, and announces the
 * new version, so copies of the catalog (cart-pricing's) fetch it again. Answers the catalog
 * as now stored, for the service to answer from once the transaction commits.
 *
 * The stored catalog is what a restart reads: the seed folder is read only into an empty
 * database, so staff edits are kept across restarts.
 */
export async function newCatalogVersion(tx: Queryable): Promise<SeedCatalog> {
  const seed = await readStoredCatalog(tx);
  const problems = catalogProblems(seed);
  if (problems.length > 0) {
    throw unprocessable(
      `The catalog would not hold together: ${problems.slice(0, 5).join('; ')}`,
      problems.slice(0, 20).map((message) => ({ field: 'body', rule: 'catalog', message })),
    );
  }
  const digest = catalogDigest(seed);
  await tx.update(catalogMeta).set({ contentDigest: digest, loadedAt: new Date() });
  await appendToOutbox(tx, outbox, [
    catalogLoadedEvent({
      catalogVersion: digest,
      recipes: seed.recipes.length,
      ingredients: seed.ingredients.length,
      products: seed.products.length,
    }),
  ]);
  return seed;
}
