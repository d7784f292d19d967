import { catalogLoaded, type EventEnvelope, productPriceChanged } from '@mise/contracts';
import { handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { CatalogCopy } from '../catalog-copy/catalog-copy.js';
import { processedEvents } from '../store/schema.js';

export const CONSUMER = 'cart-pricing';

/**
 * Keeps the in-memory catalog copy current: a new catalog version is fetched whole, a
 * price change is applied in place. Each event is recorded in the inbox as it takes effect.
 *
 * The copy lives in this process, so each cart-pricing process must see every event: one
 * consumer group per process is needed before cart-pricing runs as several replicas.
 */
export async function followCatalogEvents(app: FastifyInstance, copy: CatalogCopy) {
  const { db } = app.infra.database;
  const once = (event: EventEnvelope, apply: () => void) =>
    handleOnce(db, processedEvents, CONSUMER, event, async () => apply());

  await app.infra.bus.subscribe({
    consumer: CONSUMER,
    types: [catalogLoaded.type, productPriceChanged.type],
    retry: { attempts: 10, maxDelayMs: 30_000 },
    async handle(event) {
      // Before the first copy there is nothing to change; the first copy is fetched after
      // the event was written, so it already says what the event says.
      await copy.loaded();
      if (event.type === catalogLoaded.type) {
        const { catalogVersion } = catalogLoaded.data.parse(event.data);
        // Fetched outside the inbox transaction: the embedded catalog answers from the same
        // database, which a held transaction would keep it from reading.
        const fresh = await copy.fetchIfOutdated(catalogVersion);
        await once(event, () => fresh && copy.replace(fresh));
      } else {
        const { productId, priceCents } = productPriceChanged.data.parse(event.data);
        await once(event, () => copy.setProductPrice(productId, priceCents));
      }
    },
  });
}
