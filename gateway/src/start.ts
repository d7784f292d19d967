import {
  type Config,
  createLogger,
  logUnhandledRejections,
  openInfrastructure,
  serveUntilSignalled,
  type Telemetry,
} from '@mise/platform';
import { buildGateway, localServices } from './app.js';

/**
 * Starts the gateway: with every service in this process (the embedded
 * runtime, `npm start`), or proxying to those SERVICE_URLS names.
 */
export async function startGateway(config: Config, telemetry: Telemetry | undefined) {
  const logger = createLogger(config);
  // As in every service process: a forgotten catch is logged, and does not end the shop.
  logUnhandledRejections(logger);
  const infra =
    localServices(config).length > 0 ? await openInfrastructure(config, logger) : undefined;
  const app = await buildGateway({ config, logger, infra });
  await serveUntilSignalled(app, config, logger, telemetry);
  logger.info(`Mise is open at http://localhost:${config.PORT}`);
}
