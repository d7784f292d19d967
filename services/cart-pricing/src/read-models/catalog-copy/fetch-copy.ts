import { type PricingCopy, pricingCopy } from '@mise/contracts';
import type { FastifyInstance } from 'fastify';

const COPY_PATH = '/api/catalog/pricing-copy';
const HTTP_TIMEOUT_MS = 60_000;

/** Fetches the catalog's pricing copy once; throws when the catalog cannot give it now. */
export type FetchCopy = () => Promise<PricingCopy>;

function checked(status: number, body: () => unknown): PricingCopy {
  if (status !== 200) throw new Error(`the catalog answered ${status} for its pricing copy`);
  // The catalog is another service: its answer is checked at this edge like any input.
  return pricingCopy.parse(body());
}

/**
 * Where the copy comes from: the catalog's own process when SERVICE_URLS names it (the
 * distributed runtime), else the catalog mounted in this very server (the embedded runtime
 * and tests), reached through `inject`, which always enters at the root router, so no
 * network and no port are involved.
 */
export function copyFetcher(app: FastifyInstance): FetchCopy {
  const upstream = app.infra.config.SERVICE_URLS.catalog;
  if (upstream) {
    const url = new URL(COPY_PATH, upstream);
    return async () => {
      // fetch asks for and undoes gzip by itself.
      const answer = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
      const body: unknown = answer.ok ? await answer.json() : undefined;
      return checked(answer.status, () => body);
    };
  }
  return async () => {
    const answer = await app.inject({ method: 'GET', url: COPY_PATH });
    return checked(answer.statusCode, () => answer.json());
  };
}
