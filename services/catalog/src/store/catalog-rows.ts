import type { EventEnvelope } from '@mise/contracts';
import { appendToOutbox, type Database, type Queryable } from '@mise/platform';
import { asc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SeedCatalog } from '../domain/seed-catalog.js';
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

/** A row per document: its id, the `columns` copied out of it to query on, and the document. */
function documentRows<Document extends { id: string }, Column extends keyof Document>(
  documents: readonly Document[],
  ...columns: Column[]
) {
  return documents.map((document) => {
    const queried = Object.fromEntries(columns.map((column) => [column, document[column]]));
    return { id: document.id, ...(queried as Pick<Document, Column>), document };
  });
}

/** The documents `table` keeps whole, in the order of `orderBy`. */
async function storedDocuments<Document>(
  db: Queryable,
  table: PgTable & { document: AnyPgColumn<{ data: Document; notNull: true }> },
  orderBy: AnyPgColumn,
): Promise<Document[]> {
  const rows = await db.select({ document: table.document }).from(table).orderBy(orderBy);
  return rows.map((row) => row.document);
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

    await insertAll(tx, ingredients, documentRows(catalog.ingredients, 'name', 'groceryCategory'));
    await insertAll(tx, products, catalog.products);
    await insertAll(tx, recipes, documentRows(catalog.recipes, 'name', 'status'));
    await insertAll(tx, extraProducts, documentRows(catalog.extraProducts, 'category'));
    await insertAll(
      tx,
      vocabularies,
      vocabularyParts.flatMap((kind) =>
        catalog[kind].map((document, position) => ({ kind, id: document.id, position, document })),
      ),
    );
    await insertAll(tx, influencers, documentRows(catalog.influencers, 'handle'));
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
    ingredients: await storedDocuments(db, ingredients, ingredients.id),
    products: await db.select().from(products).orderBy(products.id),
    recipes: await storedDocuments(db, recipes, recipes.id),
    extraProducts: await storedDocuments(db, extraProducts, extraProducts.id),
    influencers: await storedDocuments(db, influencers, influencers.id),
    curatedBoxes: await storedDocuments(db, curatedBoxes, curatedBoxes.position),
    featureFlags: await db.select().from(featureFlags).orderBy(featureFlags.name),
  };
}
