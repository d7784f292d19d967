import { pantryChanged } from '@mise/contracts';
import { eventData } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { keepPantryCopy } from '../../read-models/pantries/pantry-copies.js';

/**
 * Keeps each shopper's pantry copy current from pantry.changed, which carries the whole pantry.
 * No inbox: replacing a copy with the same pantry twice is harmless, and an older event is
 * recognised by its time (read-models/pantries).
 */
export async function followPantryEvents(app: FastifyInstance): Promise<void> {
  const { db } = app.infra.database;
  await app.infra.bus.subscribe({
    consumer: 'cart-pricing.pantries',
    types: [pantryChanged.type],
    async handle(event) {
      await keepPantryCopy(db, eventData(pantryChanged, event), new Date(event.occurredAt));
    },
  });
}
