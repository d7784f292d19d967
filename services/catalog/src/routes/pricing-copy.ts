import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PricingCopy } from '@mise/contracts';
import type { Database } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { Catalog } from '../domain/catalog.js';
import { copyProduct, pricingCopyOf, storefrontsByRecipe } from '../domain/pricing-copy.js';
import { readStoredCatalog } from '../store/catalog-rows.js';
import { catalogMeta, products } from '../store/schema.js';

const gzipped = promisify(gzip);

/** One encoded answer: what the copy is at one catalog version and one set of prices. */
interface EncodedCopy {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/**
 * The copy of the catalog every cart is priced against. Made from the stored catalog once per
 * catalog version (a staff edit of a recipe makes a new one, newCatalogVersion); its products
 * are read again at each request, because prices change in the database (changeProductPrice)
 * without a new version. The answer is encoded once per version and set of prices, and
 * tagged, so a copy already held costs a 304.
 */
function pricingCopies(db: Database, catalog: Catalog) {
  let base: { digest: string; copy: Promise<PricingCopy> } | undefined;
  let encoded: EncodedCopy | undefined;

  async function buildBase(digest: string): Promise<PricingCopy> {
    const seed = await readStoredCatalog(db);
    const shownBy = storefrontsByRecipe(
      catalog,
      seed.influencers.map((influencer) => influencer.handle),
    );
    return pricingCopyOf(seed, digest, (id) => shownBy.get(id) ?? []);
  }

  return async (): Promise<EncodedCopy> => {
    const [meta] = await db.select({ digest: catalogMeta.contentDigest }).from(catalogMeta);
    if (!meta) throw new Error('the catalog is not loaded');
    if (base?.digest !== meta.digest) {
      const made = {
        digest: meta.digest,
        copy: buildBase(meta.digest).catch((error: unknown) => {
          if (base === made) base = undefined;
          throw error;
        }),
      };
      base = made;
    }
    const [copy, rows] = await Promise.all([
      base.copy,
      db.select().from(products).orderBy(products.id),
    ]);
    const current = { ...copy, products: rows.map(copyProduct) };
    const etag = `"${createHash('sha256')
      .update(copy.catalogVersion)
      .update(JSON.stringify(current.products))
      .digest('base64url')}"`;
    if (encoded?.etag !== etag) {
      const json = Buffer.from(JSON.stringify(current));
      encoded = { etag, json, gzip: await gzipped(json) };
    }
    return encoded;
  };
}

const acceptsGzip = (header: string | undefined) => /\bgzip\b/.test(header ?? '');

/** GET /api/catalog/pricing-copy: the catalog for cart-pricing's in-memory copy. */
export const pricingCopyRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  const current = pricingCopies(app.infra.database.db, catalog);

  app.get('/catalog/pricing-copy', async (request, reply) => {
    const copy = await current();
    // Prices change without a new catalog version: always ask again, answer 304 when unchanged.
    reply
      .header('etag', copy.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === copy.etag) return reply.code(304).send();
    reply.type('application/json');
    // Megabytes for a large catalog: compressed once here rather than at every answer.
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(copy.gzip);
    }
    return reply.send(copy.json);
  });
};
