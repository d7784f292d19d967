import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { createHttpServer } from '../http/server.js';
import { createLogger, type Logger } from '../logger.js';
import type { Telemetry } from '../telemetry.js';
import { openInfrastructure } from './infrastructure.js';
import { infrastructurePlugin } from './plugin.js';
import { closeOnSignals } from './shutdown.js';

/** A service as both runtimes see it. */
export interface ServiceDefinition {
  /** Also the key of its URL in SERVICE_URLS and of its DATABASE_URL_<NAME> override. */
  name: string;
  /** Registered after the infrastructure plugin, in the gateway or alone. */
  plugin: FastifyPluginAsync;
  /** URL prefixes it answers, so the gateway can route them when it runs elsewhere. */
  paths: readonly string[];
}

/**
 * Listens until SIGTERM or SIGINT, then shuts down in order: HTTP first,
 * then relays and consumers, jobs, bus and database (the plugins' onClose
 * hooks, in reverse order), and telemetry last.
 */
export async function serveUntilSignalled(
  app: FastifyInstance,
  config: Config,
  logger: Logger,
  telemetry: Telemetry | undefined,
) {
  closeOnSignals(
    async () => {
      await app.close();
      await telemetry?.shutdown();
    },
    config.SHUTDOWN_GRACE_SECONDS * 1000,
    logger,
  );
  await app.listen({ host: config.HOST, port: config.PORT });
}

/** The distributed runtime: one service in its own process, on its own port. */
export async function runService(
  service: ServiceDefinition,
  config: Config,
  telemetry: Telemetry | undefined,
) {
  const logger = createLogger(config).child({ component: service.name });
  const infra = await openInfrastructure(config, logger, { service: service.name });
  const app = createHttpServer({ logger, readiness: infra.readiness });
  await app.register(infrastructurePlugin, { infra });
  await app.register(service.plugin);
  await serveUntilSignalled(app, config, logger, telemetry);
  logger.info(`${service.name} is listening on port ${config.PORT}`);
}
