import type {
  NutritionPerServing,
  PricingCopy,
  PricingCopyProduct,
  PricingCopyRecipe,
} from '@mise/contracts';
import { type Catalog, programAnswer } from './catalog.js';
import { allergensOf, dietsOf } from './diets.js';
import { imageUrl } from './image-urls.js';
import { caloriesOf, type Macros, macrosPerServing } from './nutrition.js';
import type { SeedCatalog, SeedIngredient, SeedProduct, SeedRecipe } from './seed-catalog.js';
import { substituteFactor, toBaseUnits } from './units.js';

/**
 * The catalog as cart-pricing prices against it (GET /api/catalog/pricing-copy): only the
 * facts pricing and recommendations read, with every recipe quantity already in its
 * ingredient's base unit for the recipe's default servings, so the copy needs no unit table.
 * Drafts are left out: they are not for sale, so a cart naming one names an unknown recipe.
 */
export function pricingCopyOf(
  seed: SeedCatalog,
  catalogVersion: string,
  /** The storefront handles that show a recipe. */
  storefrontsOf: (recipeId: string) => readonly string[],
): PricingCopy {
  const ingredients = new Map(seed.ingredients.map((ingredient) => [ingredient.id, ingredient]));
  return {
    catalogVersion,
    recipes: seed.recipes
      .filter((recipe) => recipe.status === 'published')
      .map((recipe) => copyRecipe(recipe, ingredients, storefrontsOf(recipe.id))),
    ingredients: seed.ingredients.map((ingredient) => ({
      _id: ingredient.id,
      name: ingredient.name,
      image: imageUrl.ingredient(ingredient.id),
      baseUnit: ingredient.baseUnit,
      required: ingredient.required,
      groceryCategoryId: ingredient.groceryCategory,
      substitutes: ingredient.substitutes.flatMap(({ id, ratio }) => {
        const substitute = ingredients.get(id);
        const factor = substitute && substituteFactor(ingredient, substitute, ratio);
        return factor === undefined ? [] : [{ ingredientId: id, factor }];
      }),
    })),
    products: seed.products.map(copyProduct),
    extraProducts: seed.extraProducts.map((product) => ({
      _id: product.id,
      name: product.name,
      image: imageUrl.extraProduct(product.id),
      priceCents: product.priceCents,
      taxable: product.taxable,
      packCount: product.packCount,
      quantity: product.packSize,
      units: product.unit,
      categoryId: product.category,
    })),
    groceryCategories: seed.groceryCategories.map(({ id, name, order }) => ({
      _id: id,
      name,
      order,
    })),
    mealTypes: seed.mealTypes.map(({ id, name, order }) => ({ _id: id, name, order, key: id })),
    nutritionPrograms: seed.nutritionPrograms.map(programAnswer),
  };
}

/** Recipe id to the handles of the storefronts that list it, as the storefronts filter them. */
export function storefrontsByRecipe(
  catalog: Catalog,
  handles: readonly string[],
): ReadonlyMap<string, string[]> {
  const shownBy = new Map<string, string[]>();
  for (const handle of handles) {
    for (const { summary } of catalog.storefront(handle)?.recipes ?? []) {
      const list = shownBy.get(summary._id) ?? [];
      list.push(handle);
      shownBy.set(summary._id, list);
    }
  }
  return shownBy;
}

/** Products are the part of the copy that changes between loads (prices), so it is made alone too. */
export function copyProduct(product: SeedProduct): PricingCopyProduct {
  return {
    _id: product.id,
    ingredientId: product.ingredientId,
    brandType: product.brandType,
    name: product.name,
    image: imageUrl.product(product.id),
    packSize: product.packSize,
    priceCents: product.priceCents,
  };
}

function copyRecipe(
  recipe: SeedRecipe,
  ingredients: ReadonlyMap<string, SeedIngredient>,
  storefronts: readonly string[],
): PricingCopyRecipe {
  const lines = recipe.ingredients.map((line) => {
    const ingredient = ingredients.get(line.ingredient);
    if (!ingredient) throw new Error(`recipe ${recipe.id}: unknown ingredient ${line.ingredient}`);
    return { ingredient, quantity: line.quantity, unit: line.unit };
  });
  // A recipe may write one ingredient on two lines (oil for the pan, oil for the dressing):
  // pricing needs one need per ingredient.
  const quantities = new Map<string, number>();
  for (const { ingredient, quantity, unit } of lines) {
    const base = toBaseUnits(ingredient, quantity, unit);
    quantities.set(ingredient.id, (quantities.get(ingredient.id) ?? 0) + base);
  }
  const macros = macrosPerServing(lines, recipe.servings.default);
  const used = lines.map((line) => line.ingredient);
  return {
    _id: recipe.id,
    name: recipe.name,
    image: imageUrl.recipe(recipe.id),
    status: recipe.status,
    defaultServings: recipe.servings.default,
    minServings: recipe.servings.min,
    incrServings: recipe.servings.increment,
    mealTypes: recipe.mealTypes,
    categories: [...new Set([recipe.cuisine, ...recipe.categories])],
    diets: dietsOf(used, macros.carbs),
    allergens: allergensOf(used),
    cookingTime: recipe.cookingTime,
    difficulty: recipe.difficulty,
    nutrition: nutritionOf(macros),
    storefronts: [...storefronts],
    ingredients: [...quantities].map(([ingredientId, quantity]) => ({
      ingredientId,
      quantity: roundQuantity(quantity),
    })),
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Kcal whole and grams to a tenth, as the recipe pages show them. */
function nutritionOf(macros: Macros): NutritionPerServing {
  return {
    calories: Math.round(caloriesOf(macros)),
    protein: oneDecimal(macros.protein),
    fat: oneDecimal(macros.fat),
    carbs: oneDecimal(macros.carbs),
  };
}

/**
 * Base units to a hundredth, as the recipe page shows them: converted measures (a pinch is
 * 0.3 ml) carry float noise that would otherwise show as 0.30000000000000004.
 */
function roundQuantity(quantity: number): number {
  return Math.max(0.01, Math.round(quantity * 100) / 100);
}
