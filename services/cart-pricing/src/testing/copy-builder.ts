/**
 * Test support: PricingCopy parts with every field the engine does not look at filled in, so a
 * test names only what matters to it.
 */
import type {
  PricingCopy,
  PricingCopyExtraProduct,
  PricingCopyIngredient,
  PricingCopyProduct,
  PricingCopyRecipe,
} from '@mise/contracts';
import type { CartInput } from '../domain/cart.js';

type Need<T, K extends keyof T> = Partial<T> & Pick<T, K>;

export function ingredient(fields: Need<PricingCopyIngredient, '_id'>): PricingCopyIngredient {
  return {
    name: fields._id,
    image: `/img/${fields._id}.svg`,
    baseUnit: 'g',
    required: true,
    groceryCategoryId: 'pantry',
    substitutes: [],
    ...fields,
  };
}

export function product(
  fields: Need<PricingCopyProduct, '_id' | 'ingredientId' | 'packSize' | 'priceCents'>,
): PricingCopyProduct {
  return {
    brandType: 'LOW_COST',
    name: fields._id,
    image: `/img/${fields._id}.svg`,
    ...fields,
  };
}

export function recipe(fields: Need<PricingCopyRecipe, '_id' | 'ingredients'>): PricingCopyRecipe {
  return {
    name: fields._id,
    image: `/img/${fields._id}.svg`,
    status: 'published',
    defaultServings: 2,
    minServings: 2,
    incrServings: 2,
    mealTypes: ['dinner'],
    categories: [],
    diets: [],
    allergens: [],
    cookingTime: 30,
    difficulty: 'easy',
    nutrition: { calories: 500, protein: 20, fat: 15, carbs: 60 },
    storefronts: [],
    ...fields,
  };
}

export function extraProduct(
  fields: Need<PricingCopyExtraProduct, '_id' | 'priceCents' | 'taxable'>,
): PricingCopyExtraProduct {
  return {
    name: fields._id,
    image: `/img/${fields._id}.svg`,
    packCount: 1,
    quantity: 1,
    units: 'unit',
    categoryId: 'snacks',
    ...fields,
  };
}

export function pricingCopy(fields: Partial<PricingCopy>): PricingCopy {
  return {
    catalogVersion: 'test-1',
    recipes: [],
    ingredients: [],
    products: [],
    extraProducts: [],
    groceryCategories: [],
    mealTypes: [{ _id: 'dinner', key: 'dinner', name: 'Dinner', order: 1 }],
    nutritionPrograms: [],
    ...fields,
  };
}

/** A cart of the given recipes and nothing else: LOW_COST, no pantry, no promo, Ontario. */
export function cartInput(fields: Partial<CartInput>): CartInput {
  return {
    recipes: [],
    brandType: 'LOW_COST',
    extraGroceries: {},
    nonRequiredProductsToCost: [],
    removedIngredientList: [],
    isIngredientSubstitutionOn: true,
    ingredientSubstitutes: [],
    pantry: new Map(),
    promo: null,
    delivery: { province: 'ON', cityFeeCents: 399, waiveOffDeliveryFee: false },
    ...fields,
  };
}
