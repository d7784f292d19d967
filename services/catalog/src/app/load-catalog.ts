import type { Database, Logger } from '@mise/platform';
import { Catalog } from '../domain/catalog.js';
import { catalogLoadedEvent } from '../events/publish/catalog-events.js';
import { isCatalogLoaded, readStoredCatalog, storeCatalog } from '../store/catalog-rows.js';
import { catalogDigest } from './catalog-digest.js';
import { readCheckedCatalog } from './checked-catalog.js';

/**
 * The catalog to answer from. An empty database first gets the catalog folder, checked,
 * written in one transaction with the event that announces it; a database that has one
 * keeps it, whatever the folder now holds.
 */
export async function loadCatalog(db: Database, folder: string, logger: Logger): Promise<Catalog> {
  if (!(await isCatalogLoaded(db))) {
    const started = performance.now();
    const seed = await readCheckedCatalog(folder);
    const digest = catalogDigest(seed);
    const event = catalogLoadedEvent({
      catalogVersion: digest,
      recipes: seed.recipes.length,
      ingredients: seed.ingredients.length,
      products: seed.products.length,
    });
    const stored = await storeCatalog(db, seed, { digest, source: folder }, [event]);
    if (stored) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info({ folder, digest, ...event.data }, `catalog loaded in ${seconds} s`);
      // Just written: no need to read it back.
      return new Catalog(seed);
    }
  }
  return new Catalog(await readStoredCatalog(db));
}
