import { allergenIds, brandTypes, dietIds, difficulties, storagePlaces } from '@mise/contracts';
import { z } from 'zod';

/**
 * The shape of the catalog shipped in seed-data/ (and of any catalog the generator writes).
 * Every file is parsed with these schemas before a row is written, so a typo in the data
 * fails the data tests, not a shopper's page.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a kebab-case slug' });
const positive = z.number().positive();
const cents = z.number().int().positive();

/** Base units: every quantity the shop stores or prices is in one of these. */
export const baseUnit = z.enum(['g', 'ml', 'unit']);
export type BaseUnit = z.infer<typeof baseUnit>;

// The seed may only name the ids the shop's answers and filters know (@mise/contracts).

/** Canada's priority food allergens (Health Canada), as ids. */
export const allergenId = z.enum(allergenIds);
export type AllergenId = z.infer<typeof allergenId>;

/** Diets a recipe can belong to; "everything" is every recipe. */
export const dietId = z.enum(dietIds);
export type DietId = z.infer<typeof dietId>;

export const brandType = z.enum(brandTypes);
export type BrandType = z.infer<typeof brandType>;

export const difficulty = z.enum(difficulties);

/** Units a recipe may write; each converts to the ingredient's base unit (domain/units.ts). */
export const recipeUnit = z.enum([
  'g',
  'kg',
  'mg',
  'oz',
  'lb',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'fl-oz',
  'unit',
  'pinch',
  // Ingredient-specific units, defined per ingredient in `namedUnits` (clove, can, slice...).
  'clove',
  'can',
  'slice',
  'bunch',
  'sprig',
  'stalk',
  'head',
  'leaf',
  'packet',
]);
export type RecipeUnit = z.infer<typeof recipeUnit>;

/** Where a shopper keeps an ingredient once bought (@mise/contracts). */
export const storagePlace = z.enum(storagePlaces);

const nutritionPer100g = z.object({
  calories: z.number().min(0).max(900),
  protein: z.number().min(0).max(100),
  fat: z.number().min(0).max(100),
  carbs: z.number().min(0).max(100),
});

export const seedIngredient = z.object({
  id: slug,
  name: z.string().min(2),
  /** Grocery aisle, an id of seed-data/grocery-categories.json. */
  groceryCategory: slug,
  baseUnit,
  /** Grams per millilitre: needed where volume meets mass (and for ml ingredients' nutrition). */
  density: positive.optional(),
  /** Grams of one piece: needed for `unit` ingredients' nutrition and where recipes count pieces. */
  unitWeight: positive.optional(),
  /** Ingredient-specific units, each as an amount of a standard unit: clove → 5 g. */
  namedUnits: z
    .record(z.string(), z.object({ quantity: positive, unit: z.enum(['g', 'ml', 'unit']) }))
    .optional(),
  allergens: z.array(allergenId),
  /** Diets this ingredient rules out (vegetarian, vegan, pescatarian, gluten-free, ...). */
  breaksDiets: z.array(dietId.exclude(['everything'])),
  /** Staples such as salt and oil are not required: the list offers them, it does not impose them. */
  required: z.boolean(),
  nutritionPer100g,
  /** Where the nutrition figures come from, e.g. "USDA SR Legacy NDB 05062". */
  nutritionSource: z.string().min(4),
  /**
   * Where density and unit weight come from: needed when a substitution converts through
   * them, i.e. for an ml or unit ingredient on either side of a substitute pair.
   */
  weightSource: z.string().min(4).optional(),
  /**
   * How long it keeps once bought, as sold, and where: a pantry lot entered without an expiry
   * date expires this many days after its purchase. From USDA FoodKeeper, cited in `source`.
   */
  shelfLife: z.object({
    days: z.number().int().min(1),
    keep: storagePlace,
    source: z.string().regex(/FoodKeeper/, { error: 'must cite the FoodKeeper entry' }),
  }),
  /**
   * Ingredients that can stand in for this one in most recipes, best first. An id alone
   * swaps the same mass; a culinary ratio (grams of the substitute per gram of this one)
   * comes with its source.
   */
  substitutes: z
    .array(
      z.union([
        slug.transform((id) => ({ id, ratio: undefined, ratioSource: undefined })),
        z.object({ id: slug, ratio: positive, ratioSource: z.string().min(4) }),
      ]),
    )
    .default([]),
});
export type SeedIngredient = z.infer<typeof seedIngredient>;

export const seedProduct = z.object({
  id: slug,
  ingredientId: slug,
  brandType,
  name: z.string().min(2),
  /** Pack content in the ingredient's base unit. */
  packSize: positive,
  priceCents: cents,
});
export type SeedProduct = z.infer<typeof seedProduct>;

export const seedRecipe = z.object({
  id: slug,
  name: z.string().min(3),
  description: z.string().min(20),
  cuisine: slug,
  mealTypes: z.array(slug).min(1),
  /** Category ids; the first one names the recipe's group in a curated box. */
  categories: z.array(slug).min(1),
  difficulty,
  cookingTime: z.number().int().positive(),
  servings: z.object({
    default: z.number().int().positive(),
    min: z.number().int().positive(),
    increment: z.number().int().positive(),
  }),
  ingredients: z
    .array(
      z.object({
        ingredient: slug,
        quantity: positive,
        unit: recipeUnit,
        note: z.string().optional(),
      }),
    )
    .min(2),
  steps: z.array(z.string().min(10)).min(2),
  status: z.enum(['draft', 'published']).default('published'),
});
export type SeedRecipe = z.infer<typeof seedRecipe>;

export const seedExtraProduct = z.object({
  id: slug,
  name: z.string().min(2),
  /** An id of seed-data/extra-categories.json. */
  category: slug,
  priceCents: cents,
  /** What one pack holds, for the tile: 675 g, 2 l, 12 unit. */
  packSize: positive,
  unit: baseUnit,
  /** Pieces in a pack (the spec's `value`), 1 for most products. */
  packCount: z.number().int().positive().default(1),
  taxable: z.boolean(),
});
export type SeedExtraProduct = z.infer<typeof seedExtraProduct>;

const named = z.object({ id: slug, name: z.string().min(2) });

export const seedCategory = named.extend({
  kind: z.enum(['cuisine', 'theme']),
  description: z.string().optional(),
});
export const seedGroceryCategory = named.extend({ order: z.number().int() });
export const seedExtraCategory = named.extend({ order: z.number().int() });
export const seedMealType = named.extend({ order: z.number().int() });
export const seedDiet = named.extend({ id: dietId, description: z.string() });
export const seedAllergy = named.extend({ id: allergenId });

const range = z.tuple([z.number().min(0).max(100), z.number().min(0).max(100)]);
export const seedNutritionProgram = named.extend({
  description: z.string(),
  /** Share of calories from each macro, in percent. */
  carbohydrates: range,
  protein: range,
  fat: range,
  caloriesPerDay: z.number().int().positive(),
});

/** Recipe filters an influencer's storefront applies to every list it shows. */
export const influencerRecipeFilter = z.object({
  diets: z.array(dietId).optional(),
  categories: z.array(slug).optional(),
  mealTypes: z.array(slug).optional(),
  cookingTimeMax: z.number().int().positive().optional(),
  proteinMinDv: z.number().min(0).optional(),
});
export const seedInfluencer = z.object({
  id: slug,
  handle: z.string().regex(/^[a-z0-9_]{2,30}$/),
  name: z.string().min(2),
  tagline: z.string(),
  couponCode: z
    .string()
    .regex(/^[A-Z0-9]{3,20}$/)
    .nullable(),
  disableLogo: z.boolean(),
  isDefaultInfluencer: z.boolean(),
  filters: influencerRecipeFilter,
});
export type SeedInfluencer = z.infer<typeof seedInfluencer>;

export const seedCuratedBox = z.object({
  id: slug,
  name: z.string().min(3),
  description: z.string(),
  /** Handles of the storefronts that show it; empty means the default storefront. */
  influencers: z.array(z.string()).default([]),
  order: z.number().int(),
  recipes: z.array(z.object({ recipeId: slug, mealType: slug, servings: z.number().int() })).min(3),
});
export type SeedCuratedBox = z.infer<typeof seedCuratedBox>;

export const seedFeatureFlag = z.object({ name: z.string(), enabled: z.boolean() });

/** The parts of a catalog, each a list of items of one shape. */
export const seedCatalogParts = {
  allergies: seedAllergy,
  categories: seedCategory,
  curatedBoxes: seedCuratedBox,
  diets: seedDiet,
  extraCategories: seedExtraCategory,
  extraProducts: seedExtraProduct,
  featureFlags: seedFeatureFlag,
  groceryCategories: seedGroceryCategory,
  influencers: seedInfluencer,
  ingredients: seedIngredient,
  mealTypes: seedMealType,
  nutritionPrograms: seedNutritionProgram,
  products: seedProduct,
  recipes: seedRecipe,
} as const;

type Parts = typeof seedCatalogParts;
export type SeedCatalog = { [K in keyof Parts]: z.infer<Parts[K]>[] };
