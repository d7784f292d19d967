import { z } from 'zod';
import { staffReason } from '../admin/audit.js';
import { adminListAnswer, adminListQuery, adminSearchText } from '../admin/list.js';
import { shopLanguages } from '../identity/http.js';
import { brandTypes } from './http.js';

/**
 * Staff's catalog (/api/admin/products, /api/admin/recipes, /api/admin/feature-flags,
 * /api/admin/content-pages; the catalog service). Every staff member reads; products' prices
 * are for admins (catalog.prices, with a reason), recipes for operations (catalog.write),
 * flags for admins (flags.write), content pages for support and operations (content.write).
 */

// Products ------------------------------------------------------------------------------------

/**
 * A product is one pack of one ingredient in one brand tier (LOW_COST, PREMIUM, ORGANIC): an
 * ingredient's tiers are its products, each with its own price.
 */
export const adminProduct = z.object({
  id: z.string(),
  name: z.string(),
  ingredientId: z.string(),
  ingredientName: z.string(),
  brandType: z.enum(brandTypes),
  /** Pack content in the ingredient's base unit. */
  packSize: z.number(),
  baseUnit: z.string(),
  priceCents: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** One product, with the other tiers of its ingredient beside it. */
export const adminProductDetail = adminProduct.extend({
  tiers: z.array(adminProduct),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const adminProductsQuery = adminListQuery(
  ['name', 'id', 'priceCents', 'ingredientName', 'brandType'],
  'name',
).extend({
  /** Matches the product's name or id. */
  q: adminSearchText.optional(),
  ingredientId: adminSearchText.optional(),
  brandType: z.enum(brandTypes, { error: `must be one of ${brandTypes.join(', ')}` }).optional(),
});
export const adminProductsAnswer = adminListAnswer(adminProduct);

/** PUT /api/admin/products/:id/price: at most $10,000.00 a pack. */
export const productPriceChange = z.object({
  priceCents: z
    .number({ error: 'must be a number of cents' })
    .int({ error: 'must be a whole number of cents' })
    .min(1, { error: 'must be at least 1 cent' })
    .max(1_000_000, { error: 'must be at most 1000000 cents ($10,000.00)' }),
  reason: staffReason,
});
export type ProductPriceChange = z.infer<typeof productPriceChange>;

// Recipes -------------------------------------------------------------------------------------

export const recipeStatuses = ['draft', 'published'] as const;
export type RecipeStatus = (typeof recipeStatuses)[number];

/** The servings a recipe may be bought at: from `min`, by `increment`; `default` is offered first. */
export const servingsGrid = z
  .object({
    default: z.number().int().min(1).max(100),
    min: z.number().int().min(1).max(100),
    increment: z.number().int().min(1).max(100),
  })
  .refine((grid) => grid.default >= grid.min, {
    error: 'the default servings must be at least the minimum',
    path: ['default'],
  })
  .refine((grid) => (grid.default - grid.min) % grid.increment === 0, {
    error: 'the default servings must be on the grid: the minimum plus a whole number of steps',
    path: ['default'],
  });
export type ServingsGrid = z.infer<typeof servingsGrid>;

export const adminRecipe = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(recipeStatuses),
  cuisine: z.string(),
  mealTypes: z.array(z.string()),
  categories: z.array(z.string()),
  difficulty: z.string(),
  cookingTime: z.number().int(),
  servings: z.object({ default: z.number(), min: z.number(), increment: z.number() }),
  /** The method, one text per step. */
  steps: z.array(z.string()),
  /** The ingredient lines; only their notes are texts staff edit. */
  ingredients: z.array(
    z.object({
      ingredient: z.string(),
      ingredientName: z.string(),
      quantity: z.number(),
      unit: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type AdminRecipe = z.infer<typeof adminRecipe>;

export const adminRecipesQuery = adminListQuery(['name', 'id', 'status'], 'name').extend({
  /** Matches the recipe's name or id. */
  q: adminSearchText.optional(),
  status: z.enum(recipeStatuses, { error: 'must be draft or published' }).optional(),
});
export const adminRecipesAnswer = adminListAnswer(
  adminRecipe.omit({ steps: true, ingredients: true }),
);

const recipeText = (min: number, max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(min, { error: `must be at least ${min} characters` })
    .max(max, { error: `must be at most ${max} characters` });

/**
 * PUT /api/admin/recipes/:id: the fields given change, the others stay. Steps are given whole;
 * ingredient notes by line (the same lines, in the same order: staff edit texts, not recipes).
 */
export const recipeChange = z
  .object({
    name: recipeText(3, 120),
    description: recipeText(20, 2_000),
    status: z.enum(recipeStatuses, { error: 'must be draft or published' }),
    servings: servingsGrid,
    steps: z
      .array(recipeText(10, 2_000))
      .min(2, { error: 'a recipe has at least 2 steps' })
      .max(50),
    ingredientNotes: z.array(z.string().trim().max(200).nullable()),
  })
  .partial()
  .strict();
export type RecipeChange = z.infer<typeof recipeChange>;

// Feature flags -------------------------------------------------------------------------------

export const adminFeatureFlag = z.object({ id: z.string(), key: z.string(), enabled: z.boolean() });
export type AdminFeatureFlag = z.infer<typeof adminFeatureFlag>;
export const adminFeatureFlagsAnswer = adminListAnswer(adminFeatureFlag);
export const featureFlagChange = z
  .object({ enabled: z.boolean({ error: 'must be true or false' }) })
  .strict();

// Content pages -------------------------------------------------------------------------------

export const contentPageKeys = ['faq', 'about', 'terms', 'privacy'] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];
export const contentPageKey = z.enum(contentPageKeys, {
  error: `must be one of ${contentPageKeys.join(', ')}`,
});
export const contentPageParams = z.object({ key: contentPageKey });
export const contentLanguage = z.enum(shopLanguages, { error: 'must be en-CA or fr-CA' });
export type ContentLanguage = z.infer<typeof contentLanguage>;

/** One page in one language. The body is Markdown (plain text is Markdown too). */
export const contentPage = z.object({
  key: contentPageKey,
  language: contentLanguage,
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

/** GET /api/content-pages/:key?language=fr-CA: the shop's read; English when none is asked. */
export const contentPageQuery = z.object({ language: contentLanguage.default('en-CA') });
export const contentPageAnswer = z.object({ page: contentPage });

/** A page as staff edit it: every language side by side. */
export const adminContentPage = z.object({
  id: contentPageKey,
  key: contentPageKey,
  languages: z.partialRecord(
    contentLanguage,
    z.object({ title: z.string(), body: z.string(), updatedAt: z.string() }),
  ),
});
export type AdminContentPage = z.infer<typeof adminContentPage>;
export const adminContentPagesAnswer = adminListAnswer(adminContentPage);

const pageText = z.object({
  title: recipeText(2, 200),
  body: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(100_000, { error: 'must be at most 100000 characters' }),
});
/** PUT /api/admin/content-pages/:key: the languages given change, the others stay. */
export const contentPageChange = z
  .object({ languages: z.partialRecord(contentLanguage, pageText) })
  .strict();
export type ContentPageChange = z.infer<typeof contentPageChange>;
