import type { PricingCopy } from '@mise/contracts';
import { createLogger, HttpProblem, loadConfig } from '@mise/platform';
import { describe, expect, it } from 'vitest';
import {
  type CatalogCopy,
  createCatalogCopy,
} from '../src/read-models/catalog-copy/catalog-copy.js';
import { kitchen } from '../src/testing/kitchen.js';

const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));

/** A catalog that answers with the given copies in turn, failing where an entry is an error. */
function catalogAnswering(...answers: (PricingCopy | Error)[]) {
  const asked: number[] = [];
  return {
    asked,
    fetch: async () => {
      asked.push(Date.now());
      const answer = answers.shift() ?? kitchen;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

const currentVersion = (copy: CatalogCopy) => copy.current().copy.catalogVersion;

describe('the catalog copy holder', () => {
  it('answers 503 and says it is not ready until a first copy arrives, retrying meanwhile', async () => {
    const catalog = catalogAnswering(new Error('catalog down'), new Error('still down'), kitchen);
    const copy = createCatalogCopy(catalog.fetch, logger);
    expect(() => copy.current()).toThrow(HttpProblem);
    expect(await copy.readiness.check()).toMatchObject({ ok: false });

    await copy.load();

    expect(catalog.asked).toHaveLength(3);
    // Backoff: the third try waited longer after the second failure than the second after the first.
    const [first = 0, second = 0, third = 0] = catalog.asked;
    expect(third - second).toBeGreaterThan(second - first);
    expect(currentVersion(copy)).toBe(kitchen.catalogVersion);
    expect(await copy.readiness.check()).toEqual({ ok: true });
    await expect(copy.loaded()).resolves.toBeUndefined();
  });

  it('fetches again only for another catalog version', async () => {
    const newer = { ...kitchen, catalogVersion: 'test-2' };
    const catalog = catalogAnswering(kitchen, newer);
    const copy = createCatalogCopy(catalog.fetch, logger);
    await copy.load();

    expect(await copy.fetchIfOutdated(kitchen.catalogVersion)).toBeUndefined();
    expect(catalog.asked).toHaveLength(1);
    const fresh = await copy.fetchIfOutdated('test-2');
    expect(fresh?.copy.catalogVersion).toBe('test-2');
    copy.replace(fresh ?? copy.current());
    expect(currentVersion(copy)).toBe('test-2');
  });

  it('changes a product price in place', async () => {
    const copy = createCatalogCopy(catalogAnswering(kitchen).fetch, logger);
    await copy.load();
    copy.setProductPrice('rice-900', 250);
    expect(copy.current().products.get('rice-900')?.priceCents).toBe(250);
  });

  it('keeps a price change that arrives while a new copy is being fetched', async () => {
    let answer: (copy: PricingCopy) => void = () => {};
    const fetches = [
      async () => kitchen,
      () => new Promise<PricingCopy>((resolve) => (answer = resolve)),
    ];
    const copy = createCatalogCopy(() => (fetches.shift() ?? (async () => kitchen))(), logger);
    await copy.load();

    const fetching = copy.fetchIfOutdated('test-2');
    copy.setProductPrice('rice-900', 250);
    // The new copy was read before the change: it still has the old price.
    answer({ ...kitchen, catalogVersion: 'test-2' });
    const fresh = await fetching;
    if (!fresh) throw new Error('a new version must be fetched');
    copy.replace(fresh);

    expect(currentVersion(copy)).toBe('test-2');
    expect(copy.current().products.get('rice-900')?.priceCents).toBe(250);
  });

  it('stops retrying when the service stops, and lets waiting handlers go', async () => {
    const copy = createCatalogCopy(
      catalogAnswering(new Error('down'), new Error('down')).fetch,
      logger,
    );
    const loading = copy.load();
    const waiting = copy.loaded();
    copy.stop();
    await loading;
    await expect(waiting).rejects.toThrow(/stopped/);
    expect(() => copy.current()).toThrow(HttpProblem);
  });
});
