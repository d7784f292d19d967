import { catalogLoaded, productPriceChanged } from '@mise/contracts';
import { eventData } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { CatalogCopy } from '../../read-models/catalog-copy/catalog-copy.js';

const CONSUMER = 'cart-pricing';

/**
 * Keeps the in-memory catalog copy current: a new catalog version is fetched whole, a
 * price change is applied in place.
 *
 * No inbox: both effects change this process's memory, not a table, so a record in the shared
 * database would tell a second process it had already done what it has not. A repeated event
 * does nothing new (fetch the version named, set a price to a value); a late one, delivered
 * again after a newer change of the same product, is recognised by its time. The copy lives
 * in this process, so each cart-pricing process must see every event: one consumer group per
 * process is needed before cart-pricing runs as several replicas.
 */
export async function followCatalogEvents(app: FastifyInstance, copy: CatalogCopy) {
  // When each product's price last changed, by the event that said so (ISO instants sort).
  const lastPriceChange = new Map<string, string>();
  await app.infra.bus.subscribe({
    consumer: CONSUMER,
    types: [catalogLoaded.type, productPriceChanged.type],
    async handle(event) {
      // Before the first copy there is nothing to change; the first copy is fetched after
      // the event was written, so it already says what the event says.
      await copy.loaded();
      if (event.type === catalogLoaded.type) {
        const { catalogVersion } = eventData(catalogLoaded, event);
        const fresh = await copy.fetchIfOutdated(catalogVersion);
        if (fresh) copy.replace(fresh);
      } else {
        const { productId, priceCents } = eventData(productPriceChanged, event);
        const last = lastPriceChange.get(productId);
        if (last !== undefined && event.occurredAt <= last) return;
        lastPriceChange.set(productId, event.occurredAt);
        copy.setProductPrice(productId, priceCents);
      }
    },
  });
}
