import { fileURLToPath } from 'node:url';
import { createHttpServer, type Infrastructure, infrastructurePlugin } from '@mise/platform';
import { shareUrlService } from '@mise/share-url';
import type { FastifyInstance } from 'fastify';
import { builtWebApps, pageFallbackFor, serveWebApps, type WebApp } from './web-apps.js';

/** Every service of the shop, mounted in this one process by the embedded runtime. */
const services = [shareUrlService];

const builtApp = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The embedded runtime: one Fastify server with every service plugin, the
 * shop at / and the staff console at /admin.
 */
export async function buildGateway(infra: Infrastructure): Promise<FastifyInstance> {
  const { config, logger } = infra;
  const webApps: WebApp[] = [
    { prefix: '/admin/', root: config.WEB_ADMIN_DIST ?? builtApp('../../web-admin/dist') },
    { prefix: '/', root: config.WEB_SHOP_DIST ?? builtApp('../../web-shop/dist') },
  ];
  const built = builtWebApps(webApps, logger);
  const app = createHttpServer({
    logger,
    readiness: infra.readiness,
    pageFallback: pageFallbackFor(built),
  });
  await app.register(infrastructurePlugin, { infra });
  for (const service of services) await app.register(service);
  await serveWebApps(app, built);
  return app;
}
