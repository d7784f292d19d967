import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import fp from 'fastify-plugin';
import { apiRoutes } from './routes/api.js';
import { followLinkRoutes } from './routes/follow-link.js';
import { createLinkResolver } from './store/link-resolver.js';
import { outbox, processedEvents } from './store/schema.js';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * The share-url service (spec: "Sharing"): short links to shop pages.
 * It owns its public paths, /api/share-url/* and /s/:id.
 */
export const shareUrlService = fp(
  async (app) => {
    await app.infra.database.migrate({ schema: 'share_url', migrationsFolder });
    const relay = runOutboxRelay(app, 'share-url', { outbox, processedEvents });
    const resolveLink = createLinkResolver(app.infra.database.db);
    await app.register(apiRoutes, {
      prefix: '/api/share-url',
      resolveLink,
      onEventsCommitted: () => relay.nudge(),
    });
    await app.register(followLinkRoutes, { resolveLink });
  },
  { name: 'share-url', dependencies: [INFRASTRUCTURE_PLUGIN], encapsulate: true },
);

export const shareUrl: ServiceDefinition = {
  name: 'share-url',
  plugin: shareUrlService,
  paths: ['/api/share-url', '/s'],
};
