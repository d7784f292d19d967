import { z } from 'zod';
import { amount, brandTypes, dietIds, flag, handle, idList, wholeNumber } from '../catalog/http.js';
import { nutritionPerServing } from '../catalog/pricing-copy.js';

/** Header a guest's requests carry; the cart answer issues the id. */
export const guestUserIdHeader = 'x-guest-user-id';
export const guestUserId = z.uuid({ error: 'must be a guest id issued by the shop' });

export const MAX_CART_RECIPES = 100;
/** Servings of one recipe: a month of dinners for a large family, and a bound on every need. */
export const MAX_RECIPE_SERVINGS = 200;
export const MAX_EXTRA_QUANTITY = 99;

const id = z.string().trim().min(1, { error: 'is required' }).max(200);
const ids = z.array(id).max(1000).default([]);

/** One selected recipe (spec: "Price request" recipes, "Selected recipe entry"). */
export const cartRecipeSelection = z.strictObject({
  id,
  servings: z
    .number()
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be above 0' })
    .max(MAX_RECIPE_SERVINGS, { error: `must be at most ${MAX_RECIPE_SERVINGS}` }),
  mealTypeId: id.optional(),
  curatedBoxId: id.optional(),
  originalRecipeId: id.optional(),
});
export type CartRecipeSelection = z.infer<typeof cartRecipeSelection>;

export const ingredientSubstitution = z.strictObject({
  ingredient: id,
  isSubstituteEnabled: z.boolean(),
  substitute: z.strictObject({ ingredient: id }),
});
export type IngredientSubstitution = z.infer<typeof ingredientSubstitution>;

/**
 * POST /api/cart?getGroceries=true: the whole cart, saved and priced (spec: "Price request").
 * `version` grows with every save the shop makes; a save older than the stored one is
 * discarded and answered with the stored cart. Prices never come from the client.
 */
export const saveCartBody = z.strictObject({
  // Stored in a 32-bit column: a shop saving once a second would take 68 years to reach it.
  version: z
    .number()
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(2_147_483_647, { error: 'must be at most 2147483647' }),
  recipes: z
    .array(cartRecipeSelection)
    .max(MAX_CART_RECIPES, { error: `must list at most ${MAX_CART_RECIPES} recipes` }),
  brandType: z.enum(brandTypes).default('LOW_COST'),
  /** Extra product id to pack count. */
  extraGroceries: z
    .record(
      id,
      z
        .number()
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(MAX_EXTRA_QUANTITY, { error: `must be at most ${MAX_EXTRA_QUANTITY}` }),
    )
    .default({}),
  /** Staples (not-required ingredients) the shopper chose to buy. */
  nonRequiredProductsToCost: ids,
  /** Ingredients the shopper does not want bought. */
  removedIngredientList: ids,
  isIngredientSubstitutionOn: z.boolean().default(true),
  ingredientSubstitutes: z.array(ingredientSubstitution).max(1000).default([]),
  config: z
    .strictObject({ countryCode: z.enum(['CA', 'US']), currency: z.enum(['CAD', 'USD']) })
    .default({ countryCode: 'CA', currency: 'CAD' }),
});
export type SaveCartBody = z.infer<typeof saveCartBody>;
export type SaveCartInput = z.input<typeof saveCartBody>;

export const cartQuery = z.object({
  getGroceries: z.enum(['true', 'false']).optional(),
  adjustDigitalPantry: z.enum(['true', 'false']).optional(),
});

/** The spec's pricePayload; every money field in integer cents. */
export const pricePayload = z.object({
  totalPriceExtra: z.number().int(),
  totalPrice: z.number().int(),
  pricePerServing: z.number().int(),
  totalServings: z.number().int(),
  priceOfRequiredProducts: z.number().int(),
  priceOfUnusedProductsWithRoundingCorrection: z.number().int(),
  /** What the recipes would cost bought as separate kits (actualCostWithoutDiscount by recipe). */
  otherRecipesKitsCost: z.number().int(),
  totalAmountOfRecipes: z.number().int(),
  userSaveAmount: z.number().int(),
  paidPerServing: z.number().int(),
  extraProductTaxes: z.number().int(),
  actualCostWithoutDiscount: z.number().int(),
  usedGroceriesInPercentage: z.number(),
  promoDiscount: z.number().int(),
  subTotal: z.number().int(),
  deliveryFee: z.number().int(),
  serviceFee: z.number().int(),
  waiveOffDeliveryFee: z.boolean(),
});
export type PricePayloadAnswer = z.infer<typeof pricePayload>;

export const assignedProduct = z.object({
  _id: z.string(),
  brandType: z.enum(brandTypes),
  name: z.string(),
  image: z.object({ url: z.string() }),
  /** Cents for one pack, after any tier coefficient. */
  price: z.number().int(),
  /** Pack content in `units`. */
  packSize: z.number(),
  units: z.enum(['g', 'ml', 'unit']),
  /** Packs bought. */
  count: z.number().int(),
});
export type AssignedProduct = z.infer<typeof assignedProduct>;

/** A grocery list line, with the ingredient card's figures (document 2, 2.9). */
export const groceryIngredient = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  baseMeasurableUnits: z.enum(['g', 'ml', 'unit']),
  assignedProducts: z.array(assignedProduct),
  /** Cents: the packs bought. */
  productsAmount: z.number().int(),
  recipes: z.array(z.string()),
  required: z.boolean(),
  requiredToUser: z.boolean(),
  fromUserPantry: z.boolean(),
  /** The recipes' need (totalIngredientAmountRequired). */
  youNeed: z.number(),
  /** Held in the pantry. */
  youHave: z.number(),
  /** What is left to buy. */
  youNeedQuantity: z.number(),
  /** Delivered by the packs (ingredientAmountDelivered): "You'll get". */
  quantity: z.number(),
  availableQuantity: z.number(),
  leftOverQuantity: z.number(),
  /** Percent 0..100 of the delivered amount the recipes use: "x% used". */
  usagePercentage: z.number(),
  /** The tier had no product: LOW_COST price x the tier coefficient. */
  priceFallback: z.boolean(),
  /** No product is offered for it at all: nothing bought. */
  unavailable: z.boolean(),
  /** Set when this line is a substitute standing in for `originalIngredient`. */
  originalIngredient: z.string().nullable(),
  isSubstitute: z.boolean(),
});
export type GroceryIngredient = z.infer<typeof groceryIngredient>;

export const groceryCategory = z.object({
  category: z.object({ _id: z.string(), name: z.string() }),
  ingredients: z.array(groceryIngredient),
});
export type GroceryCategory = z.infer<typeof groceryCategory>;

export const ingredientToCost = z.object({
  ingredient: z.string(),
  name: z.string(),
  image: z.string(),
  ingredientAmountDelivered: z.number(),
  fromUserPantry: z.boolean(),
  required: z.boolean(),
  requiredToUser: z.boolean(),
  originalIngredient: z.string(),
  isSubstitute: z.boolean(),
  baseMeasurableUnits: z.enum(['g', 'ml', 'unit']),
});
export type IngredientToCost = z.infer<typeof ingredientToCost>;

export const substituteEntry = z.object({
  ingredient: z.object({ _id: z.string(), name: z.string() }),
  substitutes: z.array(
    z.object({
      ingredient: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
      /** Brand tiers that have a product for it. */
      availability: z.array(z.enum(brandTypes)),
    }),
  ),
});
export type SubstituteEntry = z.infer<typeof substituteEntry>;

export const selectedRecipeEntry = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  servings: z.number().int(),
  customServings: z.number().int(),
  defaultServings: z.number().int(),
  minServings: z.number().int(),
  incrServings: z.number().int(),
  mealTypes: z.array(z.string()),
  mealTypeId: z.string().nullable(),
  curatedBoxId: z.string().nullable(),
  originalRecipeId: z.string().nullable(),
  ingredientsAmount: z.number().int(),
  nutrition: nutritionPerServing,
  /** Cents: this recipe bought on its own, at these servings. */
  kitCost: z.number().int(),
});
export type SelectedRecipeEntry = z.infer<typeof selectedRecipeEntry>;

export const extraGroceryLine = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  /** Cents for one pack. */
  price: z.number().int(),
  quantity: z.number().int(),
  taxable: z.boolean(),
  /** Cents: price x quantity. */
  amount: z.number().int(),
});

export const deliveryInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  province: z.string(),
  waiveOffDeliveryFee: z.boolean(),
});
export type DeliveryInfo = z.infer<typeof deliveryInfo>;

/**
 * The delivery fee as far as it is known: the city's once the shopper's city is a served one
 * (`cityKnown`), else anything from the lowest to the highest served city's fee (cents). The
 * cart's total counts the highest until the city is known.
 */
export const deliveryFees = z.object({
  cityKnown: z.boolean(),
  lowest: z.number().int(),
  highest: z.number().int(),
});
export type DeliveryFees = z.infer<typeof deliveryFees>;

export const calorieInfo = z.strictObject({
  totalDays: z.number().int().min(1).max(31),
  members: z.number().int().min(1).max(20),
  caloriesOutside: z.number().int().min(0).max(10_000),
  showForIndividual: z.boolean(),
  mealTypes: z
    .array(z.strictObject({ mealTypeId: id, servings: z.number().int().min(1).max(200) }))
    .max(20),
});
export type CalorieInfo = z.infer<typeof calorieInfo>;

export const promoState = z.object({
  code: z.string(),
  applied: z.boolean(),
  /** Cents off the product subtotal. */
  discount: z.number().int(),
  error: z.string().nullable(),
});

/** The cart as every cart call answers it (spec: "Cart" and the POST /cart answer). */
export const cartAnswer = z.object({
  guestUserId: z.string().nullable(),
  version: z.number().int(),
  brandType: z.enum(brandTypes),
  selectedRecipes: z.array(selectedRecipeEntry),
  selectedRecipesLength: z.number().int(),
  list: z.object({
    freeServingsList: z.array(z.object({ recipeId: z.string(), servings: z.number().int() })),
    totalAmountOfFreeServings: z.number().int(),
  }),
  cost: pricePayload,
  groceries: z.object({
    requiredProducts: z.array(groceryCategory),
    nonRequiredProducts: z.array(groceryCategory),
    substitutes: z.array(substituteEntry),
  }),
  removedIngredients: z.array(z.string()),
  nonRequiredIngredients: z.array(z.string()),
  ingredientsToCost: z.array(ingredientToCost),
  ingredientSubstitutes: z.array(ingredientSubstitution),
  isIngredientSubstitutionOn: z.boolean(),
  extraGroceries: z.array(extraGroceryLine),
  avgNutrition: nutritionPerServing,
  promo: promoState.nullable(),
  deliveryInfo: deliveryInfo.nullable(),
  deliveryFees,
  calorieInfo: calorieInfo.nullable(),
  sharedCartUrl: z.string().nullable(),
  /** The catalog copy the cart was priced against. */
  catalogVersion: z.string(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

/** How the cart's pricing bought a substitute for an ingredient, said to the shopper. */
export const substitutionNote = z.object({
  ingredient: z.string(),
  substitute: z.string(),
  fromUnit: z.string(),
  toUnit: z.string(),
  factor: z.number(),
  message: z.string(),
});

/** What the cart routes answer: the cart, and the substitutions its pricing made. */
export const cartReply = cartAnswer.extend({ substitutionNotes: z.array(substitutionNote) });

/** POST /api/cart/check-promo */
export const checkPromoBody = z.strictObject({
  promoCode: z.string().trim().max(40, { error: 'must be at most 40 characters' }),
  isRemove: z.boolean().default(false),
  deliveryAddress: z.strictObject({ province: z.string().max(2).optional() }).optional(),
});
export const checkPromoAnswer = z.object({
  applied: z.boolean(),
  error: z.string().nullable(),
  cart: cartAnswer,
});
export const checkPromoReply = checkPromoAnswer.extend({ cart: cartReply });

/** POST /api/cart/delivery-info */
export const deliveryInfoBody = z.strictObject({
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  emailAddress: z
    .union([z.email({ error: 'must be an e-mail address' }), z.literal('')])
    .default(''),
  phoneNumber: z.string().trim().max(30).default(''),
  city: z.string().trim().min(1, { error: 'is required' }).max(100),
  province: z.string().trim().length(2, { error: 'must be a 2-letter province code' }),
});

/**
 * POST /api/cart/shared-menu: the shopper shared their menu (a share button was used) with
 * this link. It is kept with the cart, and a shared menu rides with free delivery.
 */
export const sharedMenuBody = z.strictObject({
  sharedCartUrl: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .max(2048, { error: 'must be at most 2048 characters' })
    .refine((url) => URL.canParse(url) && /^\/s\/[0-9A-Za-z]{10}$/.test(new URL(url).pathname), {
      error: 'must be a short link of the shop (/s/ and its 10-letter id)',
    }),
});

/** POST /api/cart/set-calorie-info */
export const setCalorieInfoBody = z.strictObject({ calorieInfo });

/** POST /api/cart/email-shopping-list */
/** POST /api/cart/email-shopping-list: the spec's payload is `emailAddress` (document 2 §7). */
export const emailShoppingListBody = z.strictObject({
  emailAddress: z.email({ error: 'must be an e-mail address' }),
});
export const emailShoppingListAnswer = z.object({ queued: z.boolean() });

/** POST /api/recommendation/commonIngredientsRecipe (spec: document 1, section 7). */
export const commonIngredientsBody = z.strictObject({
  cartRecipes: z.array(cartRecipeSelection).max(MAX_CART_RECIPES),
  removedIngredientList: ids,
  ingredientSubstitutes: z.array(ingredientSubstitution).max(1000).default([]),
  config: z
    .strictObject({ countryCode: z.enum(['CA', 'US']), currency: z.enum(['CAD', 'USD']) })
    .default({ countryCode: 'CA', currency: 'CAD' }),
});
export const recommendationQuery = z.strictObject({
  categories: idList.optional(),
  allergies: idList.optional(),
  search: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
  diet: z.enum(['', ...dietIds], { error: `must be one of ${dietIds.join(', ')}` }).optional(),
  influencerId: handle.optional(),
  isSubstitutionOn: flag.optional(),
  cookingTimeMax: wholeNumber(24 * 60).optional(),
  caloriesMin: amount.optional(),
  caloriesMax: amount.optional(),
  limit: wholeNumber(100)
    .pipe(z.number().min(1, { error: 'must be at least 1' }))
    .optional(),
});

/** A recommended recipe: how much of the cart's leftovers it uses. */
export const recommendedRecipe = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  cookingTime: z.number(),
  defaultServings: z.number().int(),
  minServings: z.number().int(),
  incrServings: z.number().int(),
  mealTypes: z.array(z.string()),
  /**
   * Percent 0..100, rounded down, of the recipe's own cost (alone, default servings, the cart's
   * tier) that adding it does not add to the cart's product cost (cart-pricing save-upto.ts).
   */
  saveUpto: z.number(),
  recipeScore: z.object({ saveUpto: z.number() }),
  /** The most servings on the recipe's grid that adding costs nothing. */
  freeServings: z.number().int(),
  /** Leftover ingredients it uses, by id (for GET /unusedIngredientsRecipe: pantry ones). */
  commonIngredients: z.array(z.string()),
  nutrition: nutritionPerServing,
  /**
   * GET /unusedIngredientsRecipe only: the soonest expiry day (YYYY-MM-DD) among the pantry lots
   * the recipe uses; null when none of them expires.
   */
  pantryExpiry: z.iso.date().nullable().optional(),
});
export type RecommendedRecipe = z.infer<typeof recommendedRecipe>;
export const recommendationsAnswer = z.object({ recipes: z.array(recommendedRecipe) });

/**
 * POST /api/internal/cart/checkout-quote (services only, speaking for the signed-in shopper):
 * the shopper's saved cart priced for an order to this province and city, with this promo
 * code. orders-payments charges this, never figures sent by the browser.
 */
export const checkoutQuoteBody = z.strictObject({
  /**
   * The order the quote is for: a promo code it applies is reserved for this order until it is
   * paid, fails or is cancelled, so concurrent checkouts cannot both take a code's last use.
   */
  orderId: z.string().min(1).max(100),
  province: z.string().length(2),
  /** The delivery city's fee in cents (delivery-slots owns it). */
  cityFeeCents: z.number().int().min(0).max(500),
  /** Upper-cased; empty for none. */
  promoCode: z.string().max(40),
  /** True when the shopper has no paid order yet (first-order promo codes). */
  firstOrder: z.boolean(),
  /**
   * The chosen delivery day, YYYY-MM-DD in the shop's zone: pantry lots that expire before it
   * are not counted against the cart.
   */
  deliveryDate: z.iso.date(),
});
/** A recipe as an order buys it. */
export const boughtRecipe = z.object({
  recipeId: z.string(),
  name: z.string(),
  image: z.string(),
  servings: z.number().int(),
  mealTypeId: z.string().nullable(),
  curatedBoxId: z.string().nullable(),
  originalRecipeId: z.string().nullable(),
});
/** An extra product as an order buys it; prices in cents. */
export const boughtExtra = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
});
/**
 * A product as an order buys it for its recipes: the packs of one product, prices in cents
 * before any promo discount. Staff refund an order line by line from these.
 */
export const boughtProduct = z.object({
  productId: z.string(),
  name: z.string(),
  /** The ingredient the packs are for, as the grocery list names it. */
  ingredientName: z.string(),
  packs: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
});
/** Some of an ingredient the bought packs leave over, in base units (g, ml, unit). */
export const leftover = z.object({
  ingredientId: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /**
   * What one base unit of it cost in the packs the order bought (their price over what they
   * hold), in cents: the pantry values a lot thrown away at it. Absent in orders placed before.
   */
  centsPerBaseUnit: z.number().min(0).optional(),
});

export const checkoutQuoteAnswer = z.object({
  /** The cart's version that was priced: the order empties the cart only if it is unchanged. */
  cartVersion: z.number().int(),
  brandType: z.enum(brandTypes),
  cost: pricePayload,
  promo: promoState.nullable(),
  recipes: z.array(boughtRecipe),
  products: z.array(boughtProduct),
  extraProducts: z.array(boughtExtra),
  /** What the packs leave over after the recipes, in base units: for the pantry on delivery. */
  leftovers: z.array(leftover),
  /** What the recipes take from the shopper's pantry, in base units: it leaves the pantry then. */
  pantryUsed: z.array(leftover),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteAnswer>;
