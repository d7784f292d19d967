import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import {
  type Config,
  createHttpServer,
  type Infrastructure,
  infrastructurePlugin,
  isFileMailbox,
  type Logger,
  type ServiceDefinition,
  type Settings,
} from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { accountDataRoute } from './account-data.js';
import { apiReference } from './api-reference.js';
import { clientErrorsRoute } from './client-errors.js';
import { devMailRoutes } from './dev-mail.js';
import { errorWebhook } from './error-webhook.js';
import { proxyTo, upstreamReadiness } from './proxy.js';
import { rateLimits } from './rate-limits.js';
import { securityHeaders } from './security-headers.js';
import { services } from './services.js';
import { gatewaySettings } from './settings.js';
import { thirdPartySlotsRoute } from './third-party-slots.js';
import { builtWebApps, pageFallbackFor, serveWebApps, type WebApp } from './web-apps.js';

const builtApp = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Services this process runs itself: those SERVICE_URLS does not send elsewhere. */
export function localServices(config: Config): ServiceDefinition[] {
  const unknown = Object.keys(config.SERVICE_URLS).filter(
    (name) => !services.some((service) => service.name === name),
  );
  if (unknown.length > 0) {
    throw new Error(`SERVICE_URLS names unknown services: ${unknown.join(', ')}`);
  }
  return services.filter((service) => !config.SERVICE_URLS[service.name]);
}

/**
 * Each service SERVICE_URLS sends elsewhere, with the URL of its process there and those of
 * its further processes (SERVICE_REPLICA_URLS).
 */
function upstreamsOf(
  config: Config,
  replicas: Record<string, string[]>,
): [ServiceDefinition, string[]][] {
  const strays = Object.keys(replicas).filter((name) => !config.SERVICE_URLS[name]);
  if (strays.length > 0) {
    throw new Error(
      `SERVICE_REPLICA_URLS names services SERVICE_URLS does not: ${strays.join(', ')}`,
    );
  }
  return services.flatMap((service) => {
    const upstream = config.SERVICE_URLS[service.name];
    return upstream ? [[service, [upstream, ...(replicas[service.name] ?? [])]]] : [];
  });
}

/** What the gateway validates at start: its own settings and those of each service it runs. */
export function shopSettings(config: Config): Settings[] {
  return [gatewaySettings, ...localServices(config).flatMap((service) => service.settings ?? [])];
}

export interface GatewayParts {
  config: Config;
  logger: Logger;
  /** Needed when any service runs in this process. */
  infra?: Infrastructure;
}

/**
 * The public edge: the shop at /, the staff console at /admin, and every
 * service's paths, served in-process (embedded runtime) or proxied to the
 * service's own process (distributed runtime).
 */
export async function buildGateway({
  config,
  logger,
  infra,
}: GatewayParts): Promise<FastifyInstance> {
  const local = localServices(config);
  if (local.length > 0 && !infra) throw new Error('in-process services need the infrastructure');
  const webApps: WebApp[] = [
    { prefix: '/admin/', root: config.WEB_ADMIN_DIST ?? builtApp('../../web-admin/dist') },
    {
      prefix: '/',
      root: config.WEB_SHOP_DIST ?? builtApp('../../web-shop/dist'),
      // Spec (document 2 §2.2): staff open a customer's account from the shop's own page.
      pagesElsewhere: ['/admin/signin'],
    },
  ];
  const built = builtWebApps(webApps, logger);
  const readiness = infra?.readiness ?? [];
  const app = createHttpServer({
    logger,
    readiness,
    pageFallback: pageFallbackFor(built),
    trustProxyHops: config.TRUST_PROXY_HOPS,
  });
  // API answers and illustrations are compressed on the way out; built files already are.
  // Brotli at quality 4 costs about as much CPU as gzip while saving more bytes.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const settings = gatewaySettings.from(config);
  await securityHeaders(app, { ...config, ...settings });
  await rateLimits(app);
  await apiReference(app, settings);
  await accountDataRoute(app, services);
  await thirdPartySlotsRoute(app, settings);
  const webhook = settings.ERROR_WEBHOOK_URL
    ? errorWebhook(settings.ERROR_WEBHOOK_URL, logger)
    : undefined;
  await clientErrorsRoute(app, webhook);
  if (infra) {
    await app.register(infrastructurePlugin, { infra });
    for (const service of local) await app.register(service.plugin);
    // Mail kept on this machine is browsable, except in production, where it may hold shoppers' data.
    if (isFileMailbox(infra.mail) && config.NODE_ENV !== 'production') {
      await app.register(devMailRoutes, { mailbox: infra.mail });
    }
  }
  for (const [service, upstreams] of upstreamsOf(config, settings.SERVICE_REPLICA_URLS)) {
    await proxyTo(app, service, upstreams);
    readiness.push(upstreamReadiness(service, upstreams));
  }
  await serveWebApps(app, built);
  return app;
}
