import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createLogger, type Logger } from '../logger.js';
import { DependencyFailed } from '../retry/backoff.js';
import type { Telemetry } from '../telemetry.js';
import { openFrontDoor } from './front-door.js';
import type { ServiceDefinition } from './service-definition.js';
import { closeOnSignals } from './shutdown.js';
import { startService } from './start-up.js';
import { logUnhandledRejections } from './unhandled-rejections.js';

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

/**
 * The distributed runtime: one service in its own process, on its own port. The port
 * answers from the first moment (healthz alive, readyz naming what the start waits for);
 * the service takes it over once its dependencies answer and it is built. Only a
 * failure that waiting cannot mend ends the process, with a line naming the dependency.
 */
export async function runService(
  service: ServiceDefinition,
  config: Config,
  telemetry: Telemetry | undefined,
) {
  const logger = createLogger(config).child({ component: service.name });
  logUnhandledRejections(logger);
  const door = await openFrontDoor(config.HOST, config.PORT).catch((error: unknown) => {
    logger.fatal(
      { err: error },
      `${service.name} cannot listen on HOST:PORT ${config.HOST}:${config.PORT}`,
    );
    logger.flush();
    process.exit(1);
  });
  const starting = new AbortController();
  closeOnSignals(
    async () => {
      starting.abort(new Error(`${service.name} is closing`));
      await door.close();
      await telemetry?.shutdown();
    },
    config.SHUTDOWN_GRACE_SECONDS * 1000,
    logger,
  );
  logger.info(`${service.name} is listening on port ${config.PORT}, starting`);
  try {
    door.open(await startService(service, config, logger, door, starting.signal));
  } catch (error) {
    if (starting.signal.aborted) return;
    const why = error instanceof DependencyFailed ? error.message : `${error}`;
    logger.fatal({ err: error }, `${service.name} cannot start: ${why}`);
    logger.flush();
    process.exit(1);
  }
  logger.info(`${service.name} is ready`);
}
