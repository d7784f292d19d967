import type { RecipeDetail, RecipeIngredientLine, RecipeSummary } from '@mise/contracts';
import { allergensOf, dietsOf } from './diets.js';
import { imageUrl } from './image-urls.js';
import { macrosPerServing, nutritionFacts } from './nutrition.js';
import type { SeedIngredient, SeedRecipe } from './seed-catalog.js';
import { toBaseUnits } from './units.js';

/** Who wrote the shipped recipes. */
export const RECIPE_SOURCE = 'Mise Kitchen';

export interface Named {
  _id: string;
  name: string;
}

/** What a recipe's view needs from the rest of the catalog. */
export interface RecipeContext {
  ingredients: ReadonlyMap<string, SeedIngredient>;
  /** Categories (cuisines and themes) by id, each made once and shared by every recipe. */
  categories: ReadonlyMap<string, Named>;
}

function ingredientsOf(recipe: SeedRecipe, context: RecipeContext): SeedIngredient[] {
  return recipe.ingredients.map((line) => {
    const ingredient = context.ingredients.get(line.ingredient);
    if (!ingredient) throw new Error(`recipe ${recipe.id}: unknown ingredient ${line.ingredient}`);
    return ingredient;
  });
}

function categoryOf(id: string, context: RecipeContext): Named {
  return context.categories.get(id) ?? { _id: id, name: id };
}

/** A recipe as lists and cards show it. Its quantities are for its default servings. */
export function recipeSummary(recipe: SeedRecipe, context: RecipeContext): RecipeSummary {
  const ingredients = ingredientsOf(recipe, context);
  const macros = macrosPerServing(
    recipe.ingredients.map((line, i) => ({
      ingredient: ingredients[i] as SeedIngredient,
      quantity: line.quantity,
      unit: line.unit,
    })),
    recipe.servings.default,
  );
  const image = imageUrl.recipe(recipe.id);
  return {
    _id: recipe.id,
    key: recipe.id,
    name: recipe.name,
    description: recipe.description,
    images: { url: image, large: [{ url: image }] },
    cuisine: categoryOf(recipe.cuisine, context),
    cookingTime: recipe.cookingTime,
    difficulty: recipe.difficulty,
    ingredientsAmount: ingredients.filter((ingredient) => ingredient.required).length,
    totalIngredients: ingredients.length,
    // Pantry and cart facts: the catalog knows no shopper, cart-pricing fills them in.
    ingredientsAvailableAlready: 0,
    freeServings: 0,
    saveUpto: 0,
    recipeScore: { saveUpto: 0 },
    defaultServings: recipe.servings.default,
    minServings: recipe.servings.min,
    incrServings: recipe.servings.increment,
    mealTypes: recipe.mealTypes,
    categories: recipe.categories.map((id) => categoryOf(id, context)),
    diets: dietsOf(ingredients, macros.carbs),
    allergens: allergensOf(ingredients),
    nutrition: nutritionFacts(macros),
    status: recipe.status,
  };
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The recipe page: the summary plus every ingredient line, in base units and as written. */
export function recipeDetail(
  recipe: SeedRecipe,
  summary: RecipeSummary,
  context: RecipeContext,
): RecipeDetail {
  const ingredients = ingredientsOf(recipe, context);
  const lines = recipe.ingredients.map((line, i): RecipeIngredientLine => {
    const ingredient = ingredients[i] as SeedIngredient;
    return {
      _id: ingredient.id,
      name: ingredient.name,
      image: imageUrl.ingredient(ingredient.id),
      quantity: twoDecimals(toBaseUnits(ingredient, line.quantity, line.unit)),
      baseUnit: ingredient.baseUnit,
      recipeQuantity: line.quantity,
      recipeUnit: line.unit,
      note: line.note ?? null,
      required: ingredient.required,
      allergens: ingredient.allergens,
    };
  });
  return {
    ...summary,
    id: summary._id,
    source: RECIPE_SOURCE,
    mainImage: summary.images.url,
    servings: recipe.servings.default,
    customServings: recipe.servings.default,
    ingredients: lines,
    steps: recipe.steps,
    order: null,
  };
}
