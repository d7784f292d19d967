import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@mise/platform';
import { buildTestServer, eventually, openTestDatabase } from '@mise/platform/testing';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogRefusedError } from '../src/app/checked-catalog.js';
import { catalogService } from '../src/plugin.js';
import { changeProductPrice, UnknownProductError } from '../src/store/product-prices.js';
import { outbox, products, recipes } from '../src/store/schema.js';
import { miniCatalogFolder } from '../src/testing/mini-catalog.js';
import { miniCatalogWith } from './fixtures/catalog-copy.js';
import { startCatalogOn } from './support/start-catalog.js';

async function rowsIn(database: DatabaseHandle) {
  const { db } = database;
  const [recipeRows] = await db.select({ n: count() }).from(recipes);
  const events = await db.select().from(outbox);
  return { recipes: recipeRows?.n, events: events.map((row) => row.type) };
}

/** The catalog service on the mini catalog, started afresh for each test. */
function useMiniCatalogServer(): () => FastifyInstance {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestServer([catalogService], { CATALOG_SEED_DIR: miniCatalogFolder });
  });
  afterEach(async () => {
    await app.close();
  });
  return () => app;
}

describe('loading the catalog', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('happens once: a second start keeps the stored catalog and reads no folder', async () => {
    const first = await startCatalogOn(database, miniCatalogFolder);
    await first.close();
    expect(await rowsIn(database)).toEqual({ recipes: 7, events: ['catalog.catalog.loaded'] });

    const second = await startCatalogOn(database, '/no/such/catalog');
    try {
      const answer = await second.inject({ method: 'GET', url: '/api/recipes/all' });
      expect(answer.json().totalCount).toBe(6);
    } finally {
      await second.close();
    }
    expect(await rowsIn(database)).toEqual({ recipes: 7, events: ['catalog.catalog.loaded'] });
  }, 30_000);

  it('happens once when two processes start at the same moment', async () => {
    // Migrations first: on PGlite they take no lock (one process owns its files), and
    // what is under test here is the loading.
    await database.migrate({
      schema: 'catalog',
      migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    });
    const apps = await Promise.all([
      startCatalogOn(database, miniCatalogFolder),
      startCatalogOn(database, miniCatalogFolder),
    ]);
    await Promise.all(apps.map((app) => app.close()));
    expect(await rowsIn(database)).toEqual({ recipes: 7, events: ['catalog.catalog.loaded'] });
  }, 30_000);
});

describe('the catalog.catalog.loaded event', () => {
  const app = useMiniCatalogServer();

  it('is written with the catalog and relayed to the bus', async () => {
    const { db } = app().infra.database;
    const [row] = await db.select().from(outbox);
    expect(row?.envelope).toMatchObject({
      type: 'catalog.catalog.loaded',
      source: 'catalog',
      subject: 'catalog',
      data: { recipes: 7, ingredients: 11, products: 12 },
    });
    expect(row?.envelope.data).toMatchObject({
      catalogVersion: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await eventually(async () => {
      const [relayed] = await db.select().from(outbox);
      expect(relayed?.publishedAt).not.toBeNull();
    });
  });
});

describe('a catalog with problems', () => {
  it('is refused with every problem listed', async () => {
    const broken = await miniCatalogWith('recipes/all.json', (items) => [
      ...items,
      {
        ...items[0],
        id: 'ghost-stew',
        ingredients: [
          { ingredient: 'unicorn', quantity: 1, unit: 'g' },
          { ingredient: 'kale', quantity: 1, unit: 'cup' },
        ],
      },
    ]);
    const start = buildTestServer([catalogService], { CATALOG_SEED_DIR: broken });
    await expect(start).rejects.toThrow(CatalogRefusedError);
    await expect(start).rejects.toThrow(/2 problems/);
    await expect(start).rejects.toThrow('recipe ghost-stew: unknown ingredient unicorn');
    await expect(start).rejects.toThrow('kale: cannot convert cup to g without a density');
  });

  it('is refused when a file does not match the seed schema', async () => {
    const broken = await miniCatalogWith('products.json', (items) => [
      { ...items[0], id: 'free-lunch', priceCents: -5 },
    ]);
    await expect(buildTestServer([catalogService], { CATALOG_SEED_DIR: broken })).rejects.toThrow(
      /products\.json[\s\S]*priceCents/,
    );
  });
});

describe('the price of a product', () => {
  const app = useMiniCatalogServer();

  const priceOf = async (id: string) => {
    const [row] = await app()
      .infra.database.db.select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.id, id));
    return row?.priceCents;
  };
  const priceEvents = () =>
    app()
      .infra.database.db.select()
      .from(outbox)
      .where(eq(outbox.type, 'catalog.product.price-changed'));

  it('changes with a price-changed event in the same transaction', async () => {
    const change = await changeProductPrice(app().infra.database.db, 'chicken-breast-lc', 449);
    expect(change).toEqual({
      productId: 'chicken-breast-lc',
      ingredientId: 'chicken-breast',
      previousPriceCents: 399,
      priceCents: 449,
    });
    expect(await priceOf('chicken-breast-lc')).toBe(449);
    const [event] = await priceEvents();
    expect(event?.envelope).toMatchObject({
      type: 'catalog.product.price-changed',
      subject: 'chicken-breast-lc',
      data: change,
    });
  });

  it('says nothing when the price stays the same, and refuses unknown products and bad prices', async () => {
    const { db } = app().infra.database;
    expect(await changeProductPrice(db, 'kale-lc', 399)).toBeUndefined();
    await expect(changeProductPrice(db, 'no-such-product', 100)).rejects.toThrow(
      UnknownProductError,
    );
    await expect(changeProductPrice(db, 'kale-lc', 0)).rejects.toThrow(RangeError);
    await expect(changeProductPrice(db, 'kale-lc', 1.5)).rejects.toThrow(RangeError);
    expect(await priceEvents()).toEqual([]);
    expect(await priceOf('kale-lc')).toBe(399);
  });
});
