import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Logger } from '@mise/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebApp {
  /** URL prefix, ending in a slash. */
  prefix: string;
  /** The folder Vite built the app into. */
  root: string;
  /** Pages of this app under another app's prefix (the shop's /admin/signin). */
  pagesElsewhere?: readonly string[];
}

/** The web apps that have been built; the others are named in the log. */
export function builtWebApps(webApps: WebApp[], logger: Logger): WebApp[] {
  return webApps.filter((webApp) => {
    const built = existsSync(join(webApp.root, 'index.html'));
    if (!built) logger.warn(`no build at ${webApp.root}: run npm run build`);
    return built;
  });
}

/**
 * Serves the built shop and console. Files under assets/ carry a content
 * hash in their name and are cached for a year; index.html is never cached,
 * so a new build is picked up on the next visit.
 */
export async function serveWebApps(app: FastifyInstance, webApps: WebApp[]) {
  for (const [index, webApp] of webApps.entries()) {
    await app.register(fastifyStatic, {
      root: webApp.root,
      prefix: webApp.prefix,
      decorateReply: index === 0,
      // The builds write .br and .gz copies beside their files (web-shop/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
}

/**
 * Any page path the router does not know is a route of one of the
 * single-page apps: answer with that app's index.html (the longest prefix wins).
 */
export function pageFallbackFor(webApps: WebApp[]) {
  const byLongestPrefix = [...webApps].sort((a, b) => b.prefix.length - a.prefix.length);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const webApp =
      webApps.find((candidate) => candidate.pagesElsewhere?.includes(path)) ??
      byLongestPrefix.find((candidate) => `${path}/`.startsWith(candidate.prefix));
    if (!webApp) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webApp.root);
  };
}
