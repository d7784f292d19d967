import { messagingTables } from '@mise/platform';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  BrandType,
  SeedCuratedBox,
  SeedExtraProduct,
  SeedInfluencer,
  SeedIngredient,
  SeedRecipe,
} from '../domain/seed-catalog.js';

/**
 * The catalog's tables. Documents (a recipe with its lines and steps, an ingredient with its
 * units and nutrition) are JSONB in the seed files' own shape, beside the columns that are
 * queried or changed on their own: a product's price, a recipe's status.
 */
export const catalogSchema = pgSchema('catalog');

export const ingredients = catalogSchema.table('ingredients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  groceryCategory: text('grocery_category').notNull(),
  document: jsonb('document').$type<SeedIngredient>().notNull(),
});

export const products = catalogSchema.table(
  'products',
  {
    id: text('id').primaryKey(),
    ingredientId: text('ingredient_id').notNull(),
    brandType: text('brand_type').$type<BrandType>().notNull(),
    name: text('name').notNull(),
    /** In the ingredient's base unit. */
    packSize: doublePrecision('pack_size').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [index('products_ingredient_idx').on(table.ingredientId)],
);

export const recipes = catalogSchema.table('recipes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  document: jsonb('document').$type<SeedRecipe>().notNull(),
});

export const extraProducts = catalogSchema.table('extra_products', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  document: jsonb('document').$type<SeedExtraProduct>().notNull(),
});

/**
 * The small lists the shop's filters and menus are made of, one row per entry:
 * categories, grocery and extra categories, meal types, diets, allergies, nutrition programs.
 */
export const vocabularies = catalogSchema.table(
  'vocabularies',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    /** Order as written in the seed file. */
    position: integer('position').notNull(),
    document: jsonb('document').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

export const influencers = catalogSchema.table('influencers', {
  id: text('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  document: jsonb('document').$type<SeedInfluencer>().notNull(),
});

export const curatedBoxes = catalogSchema.table('curated_boxes', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  document: jsonb('document').$type<SeedCuratedBox>().notNull(),
});

export const featureFlags = catalogSchema.table('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

/**
 * The shop's content pages (FAQ, about, terms, privacy), one row per page and language, edited
 * by staff. Not part of the catalog files: the migration that made the table wrote the first
 * texts, and a restart keeps what staff wrote since.
 */
export const contentPages = catalogSchema.table(
  'content_pages',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.language] })],
);

/** One row, written with the catalog it describes: its presence means "already loaded". */
export const catalogMeta = catalogSchema.table('catalog_meta', {
  id: integer('id').primaryKey(),
  contentDigest: text('content_digest').notNull(),
  /** Where it was loaded from, for the logs of a puzzled operator. */
  source: text('source').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const { outbox, processedEvents } = messagingTables(catalogSchema);
