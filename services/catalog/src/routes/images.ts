import { createHash } from 'node:crypto';
import { imageParams } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Catalog } from '../domain/catalog.js';
import { found } from './storefronts.js';

interface Rendered {
  svg: string;
  etag: string;
}

/** Pictures drawn and kept: a page of recipe cards costs its drawing once. */
const KEPT = 5_000;

/**
 * /api/images/:kind/:id.svg: the catalog's pictures, drawn from its data. A picture
 * changes only when the catalog does, so browsers and caches keep it a week, then ask
 * again with its ETag and mostly get a bodiless 304.
 */
export const imageRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (app, { catalog }) => {
  const kept = new LRUCache<string, Rendered>({ max: KEPT });

  const render = (kind: Parameters<Catalog['illustration']>[0], id: string) => {
    const key = `${kind}/${id}`;
    const known = kept.get(key);
    if (known) return known;
    const svg = catalog.illustration(kind, id);
    if (svg === undefined) return undefined;
    const digest = createHash('sha256').update(svg).digest('base64url').slice(0, 22);
    const rendered = { svg, etag: `"${digest}"` };
    kept.set(key, rendered);
    return rendered;
  };

  app.get('/:kind/:file', async (request, reply) => {
    const { kind, file } = parseInput(imageParams, request.params, 'params');
    const id = file.slice(0, -'.svg'.length);
    const image = found(render(kind, id), `picture at ${kind}/${file}`);
    reply
      .header('etag', image.etag)
      .header('cache-control', 'public, max-age=604800, stale-while-revalidate=2592000')
      .type('image/svg+xml');
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return image.svg;
  });
};
