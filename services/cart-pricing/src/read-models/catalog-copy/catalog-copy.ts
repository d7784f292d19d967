import { HttpProblem, keepFetching, type Logger, type ReadinessCheck } from '@mise/platform';
import {
  indexCatalog,
  type PricingCatalog,
  withProductPrice,
} from '../../domain/pricing-engine.js';
import { recommendationIndexFor } from '../../domain/recommendations/recommendation-index.js';
import type { FetchCopy } from './fetch-copy.js';

/**
 * The catalog every cart is priced against, held in memory so that pricing never waits on
 * the network (ARCHITECTURE: cart-pricing keeps a local read model). It is fetched at start,
 * again whenever the catalog announces a new version, and changed in place by price events.
 */
export interface CatalogCopy {
  /** The copy to price against; a 503 problem until the first copy has arrived. */
  current(): PricingCatalog;
  /** Keeps fetching, with backoff, until a first copy is held. */
  load(): Promise<void>;
  /** Resolves once a copy is held (at once when it is); rejects if stopped before. */
  loaded(): Promise<void>;
  /** A fresh copy when the one held is not at `catalogVersion`, else undefined (nothing to do). */
  fetchIfOutdated(catalogVersion: string): Promise<PricingCatalog | undefined>;
  replace(catalog: PricingCatalog): void;
  setProductPrice(productId: string, priceCents: number): void;
  readiness: ReadinessCheck;
  /** Stops a load still retrying; handlers waiting for a first copy stop waiting. */
  stop(): void;
}

export function createCatalogCopy(fetchCopy: FetchCopy, logger: Logger): CatalogCopy {
  let held: PricingCatalog | undefined;
  let arrived: () => void = () => {};
  let abandoned: (reason: Error) => void = () => {};
  const firstCopy = new Promise<void>((resolve, reject) => {
    arrived = resolve;
    abandoned = reject;
  });
  // Nobody may be waiting when the service stops before its first copy.
  firstCopy.catch(() => {});

  // Price changes applied while a copy was being fetched: the fetched copy may have been read
  // before them, so they are applied to it again (a price is absolute: twice is once).
  let fetchesUnderWay = 0;
  const pricesDuringFetch = new Map<string, number>();

  function replace(catalog: PricingCatalog): void {
    let fresh = catalog;
    for (const [productId, priceCents] of pricesDuringFetch) {
      fresh = withProductPrice(fresh, productId, priceCents);
    }
    if (fetchesUnderWay === 0) pricesDuringFetch.clear();
    held = fresh;
    arrived();
  }

  const fetchIndexed = async () => {
    fetchesUnderWay++;
    try {
      const catalog = indexCatalog(await fetchCopy());
      // Built now, not on the first recommendation request: at 100,000 recipes it takes a second.
      recommendationIndexFor(catalog);
      return catalog;
    } finally {
      fetchesUnderWay--;
    }
  };

  const firstFetch = keepFetching(
    'catalog copy',
    async () => {
      const catalog = await fetchIndexed();
      replace(catalog);
      logger.info(
        { catalogVersion: catalog.copy.catalogVersion, recipes: catalog.copy.recipes.length },
        'catalog copy loaded',
      );
    },
    logger,
  );

  return {
    current() {
      if (held) return held;
      throw new HttpProblem(
        503,
        'Service Unavailable',
        'Prices are still being loaded. Please try again in a moment.',
      );
    },
    load: () => firstFetch.run(),
    loaded: () => firstCopy,
    async fetchIfOutdated(catalogVersion) {
      if (held?.copy.catalogVersion === catalogVersion) return undefined;
      return fetchIndexed();
    },
    replace,
    setProductPrice(productId, priceCents) {
      if (fetchesUnderWay > 0) pricesDuringFetch.set(productId, priceCents);
      if (held) held = withProductPrice(held, productId, priceCents);
    },
    readiness: {
      name: 'catalog-copy',
      check: async () => (held ? { ok: true } : { ok: false, error: 'no copy of the catalog yet' }),
    },
    stop() {
      firstFetch.stop();
      abandoned(new Error('the service stopped before it had a copy of the catalog'));
    },
  };
}
