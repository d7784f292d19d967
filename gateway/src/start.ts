import {
  type Config,
  closeOnSignals,
  createLogger,
  openInfrastructure,
  type Telemetry,
} from '@mise/platform';
import { buildGateway } from './app.js';

/**
 * Opens the infrastructure, serves the shop, and on SIGTERM or SIGINT shuts
 * down in order: HTTP first, then relays and consumers, jobs, bus, database,
 * and telemetry last.
 */
export async function startEmbeddedRuntime(config: Config, telemetry: Telemetry | undefined) {
  const logger = createLogger(config);
  const infra = await openInfrastructure(config, logger);
  const app = await buildGateway(infra);
  closeOnSignals(
    async () => {
      await app.close();
      await telemetry?.shutdown();
    },
    config.SHUTDOWN_GRACE_SECONDS * 1000,
    logger,
  );
  await app.listen({ host: config.HOST, port: config.PORT });
  logger.info(`Mise is open at http://localhost:${config.PORT}`);
}
