import { cityChanged } from '@mise/contracts';
import { eventData } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { CityFees } from '../../read-models/city-fees/city-fees.js';

/**
 * Keeps the in-memory city fees current: each city delivery-slots changes is set as it now
 * stands, so the cart shows the fee checkout will charge.
 *
 * No inbox: the effect changes this process's memory, not a table, so a record in the shared
 * database would tell a second process it had already done what it has not. An event handled
 * twice sets the same city to the same facts; one delivered again after a newer change of its
 * city is recognised by its time. As for the catalog copy, each cart-pricing process must see
 * every event: one consumer group per process is needed before cart-pricing runs as several
 * replicas.
 */
export async function followDeliveryEvents(app: FastifyInstance, cityFees: CityFees) {
  await app.infra.bus.subscribe({
    consumer: 'cart-pricing.city-fees',
    types: [cityChanged.type],
    async handle(event) {
      cityFees.applyChange(eventData(cityChanged, event), event.occurredAt);
    },
  });
}
