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
export const featureFlagParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, { error: 'must be a flag name' }),
});
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
/** The FAQ body's outline of categories and questions, which a save must keep. */
export * from './faq-outline.js';

// Extra products, curated boxes, nutrition programs, influencers ------------------------------

/** The lists of the catalog's smaller documents: searched by name or id, sorted by name or id. */
export const adminCatalogListQuery = adminListQuery(['name', 'id'], 'name').extend({
  q: adminSearchText.optional(),
});

const slugText = z
  .string({ error: 'must be text' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a kebab-case id' });
const named = (min: number, max: number) => recipeText(min, max);

export const adminExtraProduct = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  priceCents: z.number().int(),
  packSize: z.number(),
  unit: z.enum(['g', 'ml', 'unit']),
  packCount: z.number().int(),
  taxable: z.boolean(),
});
export type AdminExtraProduct = z.infer<typeof adminExtraProduct>;
/**
 * PUT /api/admin/extra-products/:id. A new price is a price change: for admins
 * (catalog.prices), with a reason; the other fields are catalog.write.
 */
export const extraProductChange = z
  .object({
    name: named(2, 120),
    category: slugText,
    priceCents: productPriceChange.shape.priceCents,
    packSize: z.number().positive().max(100_000),
    unit: z.enum(['g', 'ml', 'unit']),
    packCount: z.number().int().min(1).max(1_000),
    taxable: z.boolean(),
    reason: staffReason,
  })
  .partial()
  .strict();

export const adminCuratedBox = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Storefront handles that show it; empty: the default storefront. */
  influencers: z.array(z.string()),
  order: z.number().int(),
  recipes: z.array(
    z.object({ recipeId: z.string(), mealType: z.string(), servings: z.number().int() }),
  ),
});
export type AdminCuratedBox = z.infer<typeof adminCuratedBox>;
export const curatedBoxChange = z
  .object({
    name: named(3, 120),
    description: z.string().trim().max(2_000),
    influencers: z.array(z.string().trim().min(2).max(30)).max(50),
    order: z.number().int().min(0).max(10_000),
    recipes: z
      .array(
        z.object({
          recipeId: slugText,
          mealType: slugText,
          servings: z.number().int().min(1).max(100),
        }),
      )
      .min(3, { error: 'a box holds at least 3 recipes' })
      .max(50),
  })
  .partial()
  .strict();

const percentRange = z
  .tuple([z.number().min(0).max(100), z.number().min(0).max(100)])
  .refine(([min, max]) => min <= max, { error: 'the minimum must not exceed the maximum' });
export const adminNutritionProgram = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Share of calories from each macro, in percent: [min, max]. */
  carbohydrates: z.tuple([z.number(), z.number()]),
  protein: z.tuple([z.number(), z.number()]),
  fat: z.tuple([z.number(), z.number()]),
  caloriesPerDay: z.number().int(),
});
export type AdminNutritionProgram = z.infer<typeof adminNutritionProgram>;
export const nutritionProgramChange = z
  .object({
    name: named(2, 120),
    description: z.string().trim().max(2_000),
    carbohydrates: percentRange,
    protein: percentRange,
    fat: percentRange,
    caloriesPerDay: z.number().int().min(800).max(6_000),
  })
  .partial()
  .strict();

/** The recipe filters a storefront applies to every list it shows. */
const influencerFilters = z
  .object({
    diets: z.array(z.string()).optional(),
    categories: z.array(z.string()).optional(),
    mealTypes: z.array(z.string()).optional(),
    cookingTimeMax: z.number().int().positive().optional(),
    proteinMinDv: z.number().min(0).optional(),
  })
  .strict();
export const adminInfluencer = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  tagline: z.string(),
  couponCode: z.string().nullable(),
  disableLogo: z.boolean(),
  isDefaultInfluencer: z.boolean(),
  filters: influencerFilters,
});
export type AdminInfluencer = z.infer<typeof adminInfluencer>;
/** PUT /api/admin/influencers/:id: the handle (the storefront's address) and the default stay. */
export const influencerChange = z
  .object({
    name: named(2, 120),
    tagline: z.string().trim().max(300),
    couponCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, { error: 'must be 3 to 20 letters or digits' })
      .nullable(),
    disableLogo: z.boolean(),
    filters: influencerFilters,
  })
  .partial()
  .strict();
