import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { loadConfig } from '../config.js';
import { createHttpServer } from '../http/server.js';
import { createLogger } from '../logger.js';
import { type Infrastructure, openInfrastructure } from '../runtime/infrastructure.js';
import { infrastructurePlugin } from '../runtime/plugin.js';
import { openTestDatabase } from './test-database.js';

/**
 * The embedded infrastructure as production builds it, on an in-memory
 * database: service tests run against the real adapters, not imitations.
 */
export async function openTestInfrastructure(
  env: Record<string, string> = {},
): Promise<Infrastructure> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  return openInfrastructure(config, createLogger(config), { database });
}

/** A ready server with the given service plugins, built as the gateway builds it. */
export async function buildTestServer(
  services: FastifyPluginAsync[],
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const infra = await openTestInfrastructure(env);
  const app = createHttpServer({ logger: infra.logger, readiness: infra.readiness });
  await app.register(infrastructurePlugin, { infra });
  for (const service of services) await app.register(service);
  await app.ready();
  return app;
}
