import { z } from 'zod';
import { allergenIds, brandTypes, dietIds, difficulties, nutritionProgram } from './http.js';

const baseUnit = z.enum(['g', 'ml', 'unit']);

/** Per serving: kcal, and grams of each macronutrient. */
export const nutritionPerServing = z.object({
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
});
export type NutritionPerServing = z.infer<typeof nutritionPerServing>;

export const pricingCopyRecipe = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  status: z.enum(['draft', 'published']),
  defaultServings: z.number().int(),
  minServings: z.number().int(),
  incrServings: z.number().int(),
  mealTypes: z.array(z.string()),
  /** Category ids, cuisine first. */
  categories: z.array(z.string()),
  diets: z.array(z.enum(dietIds)),
  allergens: z.array(z.enum(allergenIds)),
  cookingTime: z.number(),
  difficulty: z.enum(difficulties),
  nutrition: nutritionPerServing,
  /** Storefront handles that show the recipe (the default storefront shows every recipe). */
  storefronts: z.array(z.string()),
  /** For the default servings, in each ingredient's base unit. */
  ingredients: z.array(z.object({ ingredientId: z.string(), quantity: z.number().positive() })),
});
export type PricingCopyRecipe = z.infer<typeof pricingCopyRecipe>;

export const pricingCopyIngredient = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  baseUnit,
  /** False for staples (salt, oil...): left out unless the shopper adds them. */
  required: z.boolean(),
  groceryCategoryId: z.string(),
  /**
   * Ingredients that can stand in for it, best first, each with the amount of it (in its
   * base unit) that replaces one base unit of this ingredient: same mass through unit weight
   * or density, times the culinary ratio. Only pairs that convert are listed.
   */
  substitutes: z.array(z.object({ ingredientId: z.string(), factor: z.number().positive() })),
});
export type PricingCopyIngredient = z.infer<typeof pricingCopyIngredient>;

export const pricingCopyProduct = z.object({
  _id: z.string(),
  ingredientId: z.string(),
  brandType: z.enum(brandTypes),
  name: z.string(),
  image: z.string(),
  /** Pack content, in the ingredient's base unit. */
  packSize: z.number().positive(),
  priceCents: z.number().int().positive(),
});
export type PricingCopyProduct = z.infer<typeof pricingCopyProduct>;

export const pricingCopyExtraProduct = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  priceCents: z.number().int().positive(),
  taxable: z.boolean(),
  /** Pieces in a pack. */
  packCount: z.number().int().positive(),
  /** What a pack holds, in `units`. */
  quantity: z.number(),
  units: baseUnit,
  categoryId: z.string(),
});
export type PricingCopyExtraProduct = z.infer<typeof pricingCopyExtraProduct>;

const ordered = z.object({ _id: z.string(), name: z.string(), order: z.number() });

/**
 * GET /api/catalog/pricing-copy: everything cart-pricing prices against, in one answer.
 * Cart-pricing keeps it in memory, fetched at start and again on catalog.catalog.loaded.
 */
export const pricingCopy = z.object({
  catalogVersion: z.string(),
  recipes: z.array(pricingCopyRecipe),
  ingredients: z.array(pricingCopyIngredient),
  products: z.array(pricingCopyProduct),
  extraProducts: z.array(pricingCopyExtraProduct),
  groceryCategories: z.array(ordered),
  mealTypes: z.array(ordered.extend({ key: z.string() })),
  /** What the build-menu planner plans to; a copy from before the planner has none. */
  nutritionPrograms: z.array(nutritionProgram).default([]),
});
export type PricingCopy = z.infer<typeof pricingCopy>;
