import type { EventEnvelope } from '@mise/contracts';
import { appendToOutbox, type Database, type Queryable } from '@mise/platform';
import { asc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SeedCatalog } from '../seed/read-seed.js';
import {
  catalogMeta,
  curatedBoxes,
  extraProducts,
  featureFlags,
  influencers,
  ingredients,
  outbox,
  products,
  recipes,
  vocabularies,
} from './schema.js';

/** The parts of a catalog kept in the vocabularies table, one kind each. */
const vocabularyParts = [
  'allergies',
  'categories',
  'diets',
  'extraCategories',
  'groceryCategories',
  'mealTypes',
  'nutritionPrograms',
] as const;
type VocabularyPart = (typeof vocabularyParts)[number];

/** Rows per INSERT: big enough to load 100,000 recipes quickly, small enough for any driver. */
const BATCH = 1_000;

async function insertAll<Table extends PgTable>(
  tx: Queryable,
  table: Table,
  rows: Table['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx.insert(table).values(rows.slice(start, start + BATCH));
  }
}

export async function isCatalogLoaded(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: catalogMeta.id }).from(catalogMeta).limit(1);
  return rows.length > 0;
}

/**
 * Writes a whole catalog and the events announcing it in one transaction, unless a
 * catalog is already there. The meta row goes in first: a second process loading at
 * the same moment waits on it, then finds it and writes nothing.
 */
export async function storeCatalog(
  db: Database,
  catalog: SeedCatalog,
  about: { digest: string; source: string },
  events: readonly EventEnvelope[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(catalogMeta)
      .values({ id: 1, contentDigest: about.digest, source: about.source })
      .onConflictDoNothing()
      .returning({ id: catalogMeta.id });
    if (claimed.length === 0) return false;

    await insertAll(
      tx,
      ingredients,
      catalog.ingredients.map((document) => ({
        id: document.id,
        name: document.name,
        groceryCategory: document.groceryCategory,
        document,
      })),
    );
    await insertAll(tx, products, catalog.products);
    await insertAll(
      tx,
      recipes,
      catalog.recipes.map((document) => ({
        id: document.id,
        name: document.name,
        status: document.status,
        document,
      })),
    );
    await insertAll(
      tx,
      extraProducts,
      catalog.extraProducts.map((document) => ({
        id: document.id,
        category: document.category,
        document,
      })),
    );
    await insertAll(
      tx,
      vocabularies,
      vocabularyParts.flatMap((kind) =>
        catalog[kind].map((document, position) => ({ kind, id: document.id, position, document })),
      ),
    );
    await insertAll(
      tx,
      influencers,
      catalog.influencers.map((document) => ({
        id: document.id,
        handle: document.handle,
        document,
      })),
    );
    await insertAll(
      tx,
      curatedBoxes,
      catalog.curatedBoxes.map((document, position) => ({ id: document.id, position, document })),
    );
    await insertAll(tx, featureFlags, catalog.featureFlags);
    await appendToOutbox(tx, outbox, events);
    return true;
  });
}

const documentsOf = <T>(rows: { document: T }[]) => rows.map((row) => row.document);

/** The stored catalog, in the seed files' shape. */
export async function readStoredCatalog(db: Queryable): Promise<SeedCatalog> {
  const vocabularyRows = await db
    .select()
    .from(vocabularies)
    .orderBy(asc(vocabularies.kind), asc(vocabularies.position));
  const vocabulary = <K extends VocabularyPart>(kind: K) =>
    vocabularyRows.filter((row) => row.kind === kind).map((row) => row.document) as SeedCatalog[K];
  return {
    allergies: vocabulary('allergies'),
    categories: vocabulary('categories'),
    diets: vocabulary('diets'),
    extraCategories: vocabulary('extraCategories'),
    groceryCategories: vocabulary('groceryCategories'),
    mealTypes: vocabulary('mealTypes'),
    nutritionPrograms: vocabulary('nutritionPrograms'),
    ingredients: documentsOf(
      await db.select({ document: ingredients.document }).from(ingredients).orderBy(ingredients.id),
    ),
    products: await db.select().from(products).orderBy(products.id),
    recipes: documentsOf(
      await db.select({ document: recipes.document }).from(recipes).orderBy(recipes.id),
    ),
    extraProducts: documentsOf(
      await db
        .select({ document: extraProducts.document })
        .from(extraProducts)
        .orderBy(extraProducts.id),
    ),
    influencers: documentsOf(
      await db.select({ document: influencers.document }).from(influencers).orderBy(influencers.id),
    ),
    curatedBoxes: documentsOf(
      await db
        .select({ document: curatedBoxes.document })
        .from(curatedBoxes)
        .orderBy(curatedBoxes.position),
    ),
    featureFlags: await db.select().from(featureFlags).orderBy(featureFlags.name),
  };
}
