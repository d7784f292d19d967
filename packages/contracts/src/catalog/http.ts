import { z } from 'zod';

/**
 * The catalog's HTTP answers and queries (spec: document 1 §3 and §7, document 2 §3 and §7).
 * Field names follow the spec (`_id`, `mealTypes`, `nutritionGoalPrograms`) so the shop reads
 * them as the spec describes. Money is integer cents; quantities are base units.
 */

export const dietIds = [
  'everything',
  'vegetarian',
  'vegan',
  'pescatarian',
  'gluten-free',
  'dairy-free',
  'keto',
  'paleo',
] as const;
export const allergenIds = [
  'eggs',
  'milk',
  'mustard',
  'peanuts',
  'shellfish',
  'fish',
  'sesame',
  'soy',
  'sulphites',
  'tree-nuts',
  'wheat',
] as const;
export const difficulties = ['easy', 'medium', 'hard'] as const;
export const brandTypes = ['LOW_COST', 'PREMIUM', 'ORGANIC'] as const;

// ---------------------------------------------------------------- query parsing helpers

/** A list in a query string: `a,b`, or the key repeated. */
export const idList = z.preprocess(
  (value) => {
    const values = Array.isArray(value) ? value : [value];
    return values
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
  },
  z.array(z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'must be a list of ids' })).max(50),
);

export const wholeNumber = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(max, { error: `must be at most ${max}` });

export const amount = z.coerce
  .number({ error: 'must be a number' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000, { error: 'must be at most 100000' });

export const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const handle = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,30}$/, { error: 'must be a storefront handle' });

const rangeKeys = [
  'cookingTime',
  'calories',
  'protein',
  'carbohydrates',
  'fat',
  'carbsDv',
  'proteinDv',
  'fatDv',
] as const;

/** GET /api/recipes/all: every filter of the spec's recipe list query. */
export const recipeListQuery = z
  .strictObject({
    status: z.literal('published', { error: 'only published recipes are listed' }).optional(),
    // Blank means everything, as the spec's list query sends it.
    diet: z.enum(['', ...dietIds], { error: `must be one of ${dietIds.join(', ')}` }).optional(),
    /** Allergies to exclude. */
    allergies: idList.optional(),
    categories: idList.optional(),
    mealTypes: idList.optional(),
    /** Recipes that use every one of these ingredient ids. */
    ingredients: idList.optional(),
    search: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
    difficultyLevel: z.enum(difficulties, { error: 'must be easy, medium or hard' }).optional(),
    page: wholeNumber(1_000_000).min(1, { error: 'must be 1 or more' }).default(1),
    limit: wholeNumber(100).min(1, { error: 'must be 1 or more' }).default(10),
    /** A cap on how many recipes the whole list may hold. */
    recipeLimit: wholeNumber(100_000).min(1, { error: 'must be 1 or more' }).optional(),
    influencerId: handle.optional(),
    isDefaultInfluencer: flag.optional(),
    cookingTimeMin: wholeNumber(1440).optional(),
    cookingTimeMax: wholeNumber(1440).optional(),
    caloriesMin: amount.optional(),
    caloriesMax: amount.optional(),
    proteinMin: amount.optional(),
    proteinMax: amount.optional(),
    carbohydratesMin: amount.optional(),
    carbohydratesMax: amount.optional(),
    fatMin: amount.optional(),
    fatMax: amount.optional(),
    carbsMinDv: amount.optional(),
    carbsMaxDv: amount.optional(),
    proteinMinDv: amount.optional(),
    proteinMaxDv: amount.optional(),
    fatMinDv: amount.optional(),
    fatMaxDv: amount.optional(),
  })
  .superRefine((query, context) => {
    for (const key of rangeKeys) {
      const [minKey, maxKey] = key.endsWith('Dv')
        ? [`${key.slice(0, -2)}MinDv`, `${key.slice(0, -2)}MaxDv`]
        : [`${key}Min`, `${key}Max`];
      const min = query[minKey as keyof typeof query];
      const max = query[maxKey as keyof typeof query];
      if (typeof min === 'number' && typeof max === 'number' && min > max) {
        context.addIssue({
          code: 'custom',
          path: [minKey],
          message: `must not be above ${maxKey}`,
        });
      }
    }
  });
export type RecipeListQuery = z.infer<typeof recipeListQuery>;

/** GET /api/categories/:id: a category's recipes, 100 to a page by default (spec §9). */
export const categoryRecipesQuery = z.strictObject({
  page: wholeNumber(1_000_000).min(1, { error: 'must be 1 or more' }).default(1),
  limit: wholeNumber(100).min(1, { error: 'must be 1 or more' }).default(100),
  influencerId: handle.optional(),
});

export const idParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'must be a catalog id' }),
});

export const handleParams = z.object({ handle });

/** GET /api/images/:kind/:file, e.g. /api/images/recipes/chickpea-curry.svg */
export const imageKinds = [
  'recipes',
  'products',
  'ingredients',
  'extra-products',
  'curated-boxes',
] as const;
export type ImageKind = (typeof imageKinds)[number];
export const imageParams = z.object({
  kind: z.enum(imageKinds, { error: `must be one of ${imageKinds.join(', ')}` }),
  file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, { error: 'must be a catalog id and .svg' }),
});

/** An order's id as orders-payments gives it. */
const orderId = z.string().trim().min(1, { error: 'is required' }).max(200);

/** GET /api/recipes/:id?orderId: with orderId, the recipe as that order of the shopper's bought it. */
export const recipeDetailQuery = z.object({
  orderId: orderId.optional(),
  lastOrderDetail: z.string().max(10).optional(),
});

/** GET /api/recipes/print?order&id: an order's printable menu, or one recipe of it. */
export const printMenuQuery = z.strictObject({
  order: orderId,
  id: idParams.shape.id.optional(),
});

export const curatedRecipesQuery = z.strictObject({
  countryCode: z.enum(['CA', 'US'], { error: 'must be CA or US' }).optional(),
  influencerId: handle.optional(),
  sortBy: z.literal('order', { error: 'must be order' }).default('order'),
  order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('asc'),
  page: wholeNumber(1_000_000).min(1, { error: 'must be 1 or more' }).default(1),
  perPage: wholeNumber(100).min(1, { error: 'must be 1 or more' }).default(10),
});

export const curatedRecipeQuery = z.strictObject({
  countryCode: z.enum(['CA', 'US'], { error: 'must be CA or US' }).optional(),
  isDefaultInfluencer: flag.optional(),
  influencerId: handle.optional(),
});

export const influencerScopeQuery = z.strictObject({ influencerId: handle.optional() });
export const nutritionProgramsQuery = z.strictObject({ handle: handle.optional() });

export const initializeQuery = z.strictObject({
  featureFlags: flag.optional(),
  diets: flag.optional(),
  allergies: flag.optional(),
  mealTypes: flag.optional(),
  influencer: flag.optional(),
  handle: handle.optional(),
});

export const ingredientsQuery = z.strictObject({
  search: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  page: wholeNumber(1_000_000).default(0),
  perPage: wholeNumber(1000).min(1, { error: 'must be 1 or more' }).default(1000),
  userId: z.string().max(80).optional(),
  countryCode: z.enum(['CA', 'US'], { error: 'must be CA or US' }).optional(),
});

export const extraProductsQuery = z.strictObject({
  categories: idList.optional(),
  search: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  page: wholeNumber(1_000_000).default(0),
  perPage: wholeNumber(99_999).min(1, { error: 'must be 1 or more' }).default(99_999),
});

// ---------------------------------------------------------------- answers

const nutrient = z.object({
  value: z.number(),
  unit: z.enum(['kcal', 'g']),
  /** Percent of the daily value (calories: of 2,000 kcal). */
  dailyPercentage: z.number(),
});
export const recipeNutrition = z.object({
  calories: nutrient,
  protein: nutrient,
  fat: nutrient,
  carbs: nutrient,
});
export type RecipeNutrition = z.infer<typeof recipeNutrition>;

const named = z.object({ _id: z.string(), name: z.string() });

export const recipeImages = z.object({
  url: z.string(),
  large: z.array(z.object({ url: z.string() })),
});

/** A recipe in a list or a card (spec: "Recipe (list/cart)"). */
export const recipeSummary = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  images: recipeImages,
  cuisine: named,
  cookingTime: z.number(),
  difficulty: z.enum(difficulties),
  /** Ingredients the recipe needs bought (staples such as salt excluded). */
  ingredientsAmount: z.number(),
  totalIngredients: z.number(),
  ingredientsAvailableAlready: z.number(),
  freeServings: z.number(),
  saveUpto: z.number(),
  recipeScore: z.object({ saveUpto: z.number() }),
  defaultServings: z.number(),
  minServings: z.number(),
  incrServings: z.number(),
  mealTypes: z.array(z.string()),
  categories: z.array(named),
  diets: z.array(z.enum(dietIds)),
  allergens: z.array(z.enum(allergenIds)),
  nutrition: recipeNutrition,
  status: z.enum(['draft', 'published']),
});
export type RecipeSummary = z.infer<typeof recipeSummary>;

export const recipeIngredientLine = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  /** For the recipe's default servings, in the ingredient's base unit. */
  quantity: z.number(),
  baseUnit: z.enum(['g', 'ml', 'unit']),
  /** As the recipe writes it, for the default servings: 2 tbsp, 1 can. */
  recipeQuantity: z.number(),
  recipeUnit: z.string(),
  note: z.string().nullable(),
  required: z.boolean(),
  allergens: z.array(z.enum(allergenIds)),
});
export type RecipeIngredientLine = z.infer<typeof recipeIngredientLine>;

/** An ingredient of the recipe that the order bought another one for (the cart's substitution). */
export const orderedSubstitution = z.object({ ingredient: named, substitute: named });
export type OrderedSubstitution = z.infer<typeof orderedSubstitution>;

/** How one of the shopper's orders bought the recipe. */
export const recipeOrder = z.object({
  orderId: z.string(),
  number: z.string(),
  deliveryDate: z.string(),
  servings: z.number(),
  substitutions: z.array(orderedSubstitution),
});
export type RecipeOrder = z.infer<typeof recipeOrder>;

/** GET /api/recipes/:id (spec: "Recipe detail" and the recipe page). */
export const recipeDetail = recipeSummary.extend({
  /** The spec's Recipe detail names it id; it is the same as _id. */
  id: z.string(),
  source: z.string(),
  mainImage: z.string(),
  /** The servings the ingredient quantities are written for. */
  servings: z.number(),
  /** The servings the shopper cooks: the order's when read with ?orderId, else the default. */
  customServings: z.number(),
  ingredients: z.array(recipeIngredientLine),
  steps: z.array(z.string()),
  /** Set when read with ?orderId: that order's servings and substitutions. */
  order: recipeOrder.nullable(),
});
export type RecipeDetail = z.infer<typeof recipeDetail>;

/** GET /api/recipes/print: the recipes of an order of the shopper's, each as it was ordered. */
export const printMenuAnswer = z.object({
  orderId: z.string(),
  number: z.string(),
  firstName: z.string(),
  deliveryDate: z.string(),
  recipes: z.array(recipeDetail),
});
export type PrintMenuAnswer = z.infer<typeof printMenuAnswer>;

export const recipePage = z.object({
  recipes: z.array(recipeSummary),
  page: z.number(),
  limit: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
});
export type RecipePage = z.infer<typeof recipePage>;

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string(),
  kind: z.enum(['cuisine', 'theme']),
  description: z.string().nullable(),
  recipeCount: z.number(),
});
export type Category = z.infer<typeof category>;
export const categoriesAnswer = z.object({ categories: z.array(category) });
export const categoryRecipesAnswer = recipePage.extend({ category });

export const mealType = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string(),
  order: z.number(),
});
export type MealType = z.infer<typeof mealType>;
export const mealTypesAnswer = z.object({ mealTypes: z.array(mealType) });

export const diet = z.object({
  _id: z.enum(dietIds),
  name: z.string(),
  key: z.string(),
  description: z.string(),
});
export type Diet = z.infer<typeof diet>;
export const dietsAnswer = z.object({ diets: z.array(diet) });

export const allergy = z.object({ _id: z.enum(allergenIds), name: z.string(), key: z.string() });
export type Allergy = z.infer<typeof allergy>;
export const allergiesAnswer = z.object({ allergies: z.array(allergy) });

/** Rounded outward to tens (spec §9: maxima up, minima down). */
export const nutritionLimits = z.object({
  caloriesMin: z.number(),
  caloriesMax: z.number(),
  proteinMin: z.number(),
  proteinMax: z.number(),
  carbohydratesMin: z.number(),
  carbohydratesMax: z.number(),
  fatMin: z.number(),
  fatMax: z.number(),
  cookingTimeMin: z.number(),
  cookingTimeMax: z.number(),
});
export type NutritionLimits = z.infer<typeof nutritionLimits>;

/** GET /api/recipes/filters: what the filters popup offers, scoped to a storefront. */
export const recipeFiltersAnswer = z.object({
  diets: z.array(diet),
  allergies: z.array(allergy),
  categories: z.array(category),
  mealTypes: z.array(mealType),
  difficulties: z.array(z.enum(difficulties)),
  limits: nutritionLimits,
});
export type RecipeFiltersAnswer = z.infer<typeof recipeFiltersAnswer>;

/** GET /api/filters: the catalog's vocabularies in one answer. */
export const filtersAnswer = z.object({
  diets: z.array(diet),
  allergies: z.array(allergy),
  categories: z.array(category),
  mealTypes: z.array(mealType),
});

export const nutritionProgram = z.object({
  _id: z.string(),
  goalTitle: z.string(),
  description: z.string(),
  caloriesPerDay: z.number(),
  nutritionPercentage: z.object({
    carbohydrates: z.object({ carbsMin: z.number(), carbsMax: z.number() }),
    protein: z.object({ proteinMin: z.number(), proteinMax: z.number() }),
    fat: z.object({ fatMin: z.number(), fatMax: z.number() }),
  }),
});
export type NutritionProgram = z.infer<typeof nutritionProgram>;
export const nutritionProgramsAnswer = z.object({
  nutritionGoalPrograms: z.array(nutritionProgram),
});

export const influencerFilters = z.object({
  diets: z.array(z.enum(dietIds)).optional(),
  categories: z.array(z.string()).optional(),
  mealTypes: z.array(z.string()).optional(),
  cookingTimeMax: z.number().optional(),
  proteinMinDv: z.number().optional(),
});
export const influencer = z.object({
  _id: z.string(),
  handle: z.string(),
  name: z.string(),
  tagline: z.string(),
  couponCode: z.string().nullable(),
  disableLogo: z.boolean(),
  isDefaultInfluencer: z.boolean(),
  filters: influencerFilters,
});
export type Influencer = z.infer<typeof influencer>;
export const influencerAnswer = z.object({ influencer });

export const featureFlagNames = [
  'isFacebookLoginEnabled',
  'isGoogleLoginEnabled',
  'isContentForUSEnabled',
  'isIngredientSubstituteEnabled',
  'isCuratedBoxesEnabled',
] as const;
export const featureFlag = z.object({ name: z.string(), enabled: z.boolean() });
export type FeatureFlag = z.infer<typeof featureFlag>;
export const featureFlagsAnswer = z.object({ featureFlags: z.array(featureFlag) });

/** Country and currency of the visitor (spec README: trusted proxy header, else CA). */
export const shopConfig = z.object({
  countryCode: z.enum(['CA', 'US']),
  currency: z.enum(['CAD', 'USD']),
  ip: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ShopConfig = z.infer<typeof shopConfig>;

/** GET /api/aggr/initialize: everything the shop needs before it renders a route. */
export const initializeAnswer = z.object({
  featureFlags: z.array(featureFlag).optional(),
  diets: z.array(diet).optional(),
  allergies: z.array(allergy).optional(),
  mealTypes: z.object({ mealTypes: z.array(mealType) }).optional(),
  influencer: influencer.nullable().optional(),
  config: shopConfig,
});
export type InitializeAnswer = z.infer<typeof initializeAnswer>;

export const curatedBoxSummary = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  order: z.number(),
  image: z.string(),
  recipeCount: z.number(),
  totalServings: z.number(),
});
export type CuratedBoxSummary = z.infer<typeof curatedBoxSummary>;
export const curatedRecipesAnswer = z.object({
  curatedRecipes: z.array(curatedBoxSummary),
  currentPage: z.number(),
  nextPage: z.number().nullable(),
  totalPage: z.number(),
  limit: z.number(),
});

export const curatedBoxRecipe = z.object({
  recipeId: z.string(),
  mealTypeId: z.string(),
  servings: z.number(),
  categories: z.array(named),
  recipe: recipeSummary,
});
export const curatedBoxDetail = curatedBoxSummary.extend({
  showRecipesByCategory: z.boolean(),
  recipes: z.array(curatedBoxRecipe),
  /** The recipes grouped by the name of their first category, in box order. */
  groups: z.array(z.object({ category: z.string(), recipes: z.array(curatedBoxRecipe) })),
});
export type CuratedBoxDetail = z.infer<typeof curatedBoxDetail>;

/** Where a shopper keeps an ingredient once bought, as sold. */
export const storagePlaces = ['fridge', 'freezer', 'pantry'] as const;

/** How long an ingredient keeps once bought, and where (USDA FoodKeeper, cited in `source`). */
export const shelfLife = z.object({
  days: z.number().int().min(1),
  keep: z.enum(storagePlaces),
  source: z.string(),
});
export type ShelfLife = z.infer<typeof shelfLife>;

export const catalogIngredient = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  category: named,
  baseUnit: z.enum(['g', 'ml', 'unit']),
  allUnits: z.array(z.string()),
  /** How much of the base unit one of each of `allUnits` holds: { cup: 250, tbsp: 15, ml: 1 }. */
  unitSizes: z.record(z.string(), z.number().positive()),
  allergens: z.array(z.enum(allergenIds)),
  required: z.boolean(),
  shelfLife,
  /**
   * Grams in one base unit (1 for g; the density for ml; the weight of one for unit); null when
   * the catalog does not know it. The pantry weighs the food it throws away with it.
   */
  gramsPerBaseUnit: z.number().positive().nullable(),
});
export type CatalogIngredient = z.infer<typeof catalogIngredient>;
export const ingredientsAnswer = z.object({
  ingredients: z.array(catalogIngredient),
  totalCount: z.number(),
});

export const extraProduct = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.object({ url: z.string() }),
  /** Cents. */
  price: z.number().int(),
  /** Pieces in a pack. */
  value: z.number(),
  /** What a pack holds, in `units`. */
  quantity: z.number(),
  units: z.enum(['g', 'ml', 'unit']),
  category: named,
  taxable: z.boolean(),
});
export type ExtraProduct = z.infer<typeof extraProduct>;
export const extraProductsAnswer = z.object({
  extraProducts: z.array(extraProduct),
  totalCount: z.number(),
});
export const extraCategoriesAnswer = z.object({
  categories: z.array(named.extend({ order: z.number() })),
});

/** GET /api/linkedinbio/?influencerId (also without the slash): the storefront's link-in-bio page (document 2 §7). */
export const linkInBioQuery = influencerScopeQuery;
export const linkInBioAnswer = z.object({
  influencer,
  /** The storefront's weekly meal plans, in its order. */
  mealPlans: z.array(curatedBoxSummary),
  /** A few of the storefront's recipes, first in its own order. */
  featuredRecipes: z.array(
    recipeSummary.pick({ _id: true, name: true, images: true, cookingTime: true }),
  ),
});
export type LinkInBioAnswer = z.infer<typeof linkInBioAnswer>;
