import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createHttpServer } from '../http/server.js';
import type { Logger } from '../logger.js';
import { retryWithBackoff } from '../retry/backoff.js';
import { failureMessage, isRetriable } from '../retry/retriable.js';
import type { FrontDoor } from './front-door.js';
import { START_UP_CHECK } from './front-door.js';
import { type Infrastructure, openInfrastructure } from './infrastructure.js';
import { infrastructurePlugin } from './plugin.js';
import type { ServiceDefinition } from './service-definition.js';

/**
 * Builds the service once its dependencies answer, and builds it again from the start
 * when a dependency fails it on the way (PostgreSQL restarting during the migrations,
 * Redis going away before the schedules are set). Each dependency is waited for with
 * backoff, its last failure shown at /api/readyz. A failure that is not weather (wrong
 * credentials, an unknown database) ends the start with an error naming the dependency.
 */
export function startService(
  service: ServiceDefinition,
  config: Config,
  logger: Logger,
  door: FrontDoor,
  signal: AbortSignal,
): Promise<FastifyInstance> {
  return retryWithBackoff(() => buildOnce(service, config, logger, door, signal), {
    dependency: `the start of ${service.name}`,
    logger,
    signal,
    retriable: (error) => isRetriable(error) || isPluginTimeout(error),
    onFailedAttempt: ({ error, attempt }) =>
      door.report(START_UP_CHECK, {
        ok: false,
        error: `starting again (attempt ${attempt} failed: ${failureMessage(error)})`,
      }),
  });
}

async function buildOnce(
  service: ServiceDefinition,
  config: Config,
  logger: Logger,
  door: FrontDoor,
  signal: AbortSignal,
): Promise<FastifyInstance> {
  const infra = await openInfrastructure(config, logger, { service: service.name });
  let app: FastifyInstance | undefined;
  try {
    await waitForDependencies(infra, door, signal);
    door.report(START_UP_CHECK, { ok: false, error: `${service.name} is starting` });
    app = createHttpServer({ logger, readiness: infra.readiness });
    await app.register(infrastructurePlugin, { infra });
    await app.register(service.plugin);
    await app.ready();
    return app;
  } catch (error) {
    // What this attempt opened is closed before the next: its consumers must leave their groups.
    await app
      ?.close()
      .catch((closing: unknown) => logger.warn({ err: closing }, 'closing a failed start'));
    await infra
      .close()
      .catch((closing: unknown) => logger.warn({ err: closing }, 'closing a failed start'));
    throw error;
  }
}

/** Waits, all at once, until each dependency answers; /api/readyz names those that do not yet. */
async function waitForDependencies(
  infra: Infrastructure,
  door: FrontDoor,
  signal: AbortSignal,
): Promise<void> {
  await Promise.all(
    infra.dependencies.map(async ({ check, name, ping }) => {
      door.report(check, { ok: false, error: `waiting for ${name}` });
      await retryWithBackoff(ping, {
        dependency: name,
        logger: infra.logger,
        signal,
        onFailedAttempt: ({ attempt, error, retryInMs }) =>
          door.report(check, {
            ok: false,
            error: `waiting for ${name}: ${failureMessage(error)} (attempt ${attempt}, next in ${retryInMs} ms)`,
          }),
      });
      door.report(check, { ok: true });
    }),
  );
}

// A plugin that waits past Fastify's plugin timeout waits on a dependency: start again.
const isPluginTimeout = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === 'FST_ERR_PLUGIN_TIMEOUT';
