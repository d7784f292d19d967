import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import fp from 'fastify-plugin';
import { outbox, processedEvents } from './store/schema.js';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * The identity service: accounts, passwords, sessions, social login, profiles, favourites,
 * and staff access to customer accounts with its audit trail.
 */
export const identityService = fp(
  async (app) => {
    await app.infra.database.migrate({ schema: 'identity', migrationsFolder });
    const relay = runOutboxRelay(app, 'identity', { outbox, processedEvents });
    const onEventsCommitted = () => relay.nudge();
    void onEventsCommitted;
  },
  { name: 'identity', dependencies: [INFRASTRUCTURE_PLUGIN], encapsulate: true },
);

export const identity: ServiceDefinition = {
  name: 'identity',
  plugin: identityService,
  paths: ['/api/auth', '/api/users', '/api/recipe-favorites', '/api/admin/identity'],
};
