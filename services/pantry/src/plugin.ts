import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { PantryContext } from './app/context.js';
import { type Clock, systemClock } from './domain/clock.js';
import { pantryRoutes } from './routes/pantry.js';
import { outbox, processedEvents } from './store/schema.js';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface PantryOptions {
  /** The service's "now", which says what today is; tests pass one they can move. */
  clock?: Clock;
}

/**
 * The pantry service (spec document 2: 2.8, 3, 4, 5 and 7, "Pantry"): each shopper's lots of
 * ingredients, and the pantry.changed event after every change. Its path sits inside identity's
 * /api/users, so the gateway routes by the longest prefix.
 */
const pantryPlugin: FastifyPluginAsync<PantryOptions> = async (app, { clock = systemClock }) => {
  const { database } = app.infra;
  await database.migrate({ schema: 'pantry', migrationsFolder });
  const relay = runOutboxRelay(app, 'pantry', { outbox, processedEvents });
  const ctx: PantryContext = { db: database.db, clock, onEventsCommitted: () => relay.nudge() };
  await app.register(pantryRoutes, { prefix: '/api/users/pantry', ctx });
};

export const pantryService = fp(pantryPlugin, {
  name: 'pantry',
  dependencies: [INFRASTRUCTURE_PLUGIN],
  encapsulate: true,
});

export const pantry: ServiceDefinition = {
  name: 'pantry',
  plugin: pantryService,
  paths: ['/api/users/pantry'],
};
