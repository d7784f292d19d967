import {
  createHttpServer,
  createLogger,
  type DatabaseHandle,
  infrastructurePlugin,
  loadConfig,
  openInfrastructure,
} from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { catalogService } from '../../src/plugin.js';
import { miniCatalogFolder } from '../../src/testing/mini-catalog.js';

/**
 * The catalog service started as production starts it, on a database that outlives it (closing
 * the service leaves the database open), loading its seed from `seedDir`.
 */
export async function startCatalogOn(
  database: DatabaseHandle,
  seedDir: string = miniCatalogFolder,
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CATALOG_SEED_DIR: seedDir });
  const keptOpen: DatabaseHandle = { ...database, close: async () => {} };
  const infra = await openInfrastructure(config, createLogger(config), { database: keptOpen });
  const app = createHttpServer({ logger: infra.logger, readiness: infra.readiness });
  await app.register(infrastructurePlugin, { infra });
  await app.register(catalogService);
  await app.ready();
  return app;
}
