import { catalogLoaded } from '@mise/contracts';
import { eventData } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { IngredientCopy } from '../../read-models/catalog-ingredients/ingredient-copy.js';

const CONSUMER = 'pantry';

/**
 * Keeps the copy of the catalog's ingredients current: the catalog says nothing of single
 * ingredients, only that a new version of itself was loaded, so the whole list is fetched again.
 *
 * No inbox: the effect changes this process's memory, not a table, and fetching again is
 * harmless, so a repeated event does nothing new. The copy lives in this process, so each pantry
 * process must see every event: one consumer group per process is needed before the pantry runs
 * as several replicas.
 */
export async function followCatalogEvents(app: FastifyInstance, copy: IngredientCopy) {
  await app.infra.bus.subscribe({
    consumer: CONSUMER,
    types: [catalogLoaded.type],
    async handle(event) {
      // Read for its check alone: an event that breaks its contract is dead-lettered.
      eventData(catalogLoaded, event);
      // Before the first copy there is nothing to refresh; the first copy is fetched after the
      // event was written, so it already holds what the event announces.
      await copy.loaded();
      await copy.refresh();
    },
  });
}
