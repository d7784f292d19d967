/**
 * What makes a cart unpriceable, each naming the field and the rule (answered as a 400). The
 * contract (zod) already holds shapes and bounds; these are the rules that need the catalog.
 * No problem found means priceCart will price the cart.
 */
import type { CartInput, CartProblem, PricingCatalog } from './cart.js';
import { isProvince } from './sales-tax.js';

function recipeProblems(input: CartInput, catalog: PricingCatalog): CartProblem[] {
  const problems: CartProblem[] = [];
  const seen = new Set<string>();
  input.recipes.forEach(({ id, servings, mealTypeId }, i) => {
    const recipe = catalog.recipes.get(id);
    if (recipe?.status !== 'published') {
      problems.push({ field: `recipes.${i}.id`, message: `no recipe '${id}' is on offer` });
      return;
    }
    const { minServings: min, incrServings: step } = recipe;
    if (servings < min || (servings - min) % step !== 0) {
      problems.push({
        field: `recipes.${i}.servings`,
        message: `${recipe.name} is made for ${min} servings or more, in steps of ${step}; got ${servings}`,
      });
    }
    // Adding a recipe again for the same meal type replaces it (spec, "Adding a recipe").
    const key = `${id}\u0000${mealTypeId ?? ''}`;
    if (seen.has(key)) {
      problems.push({
        field: `recipes.${i}`,
        message: `recipe '${id}' is listed twice for meal type '${mealTypeId ?? 'none'}'`,
      });
    }
    seen.add(key);
  });
  return problems;
}

function ingredientListProblems(
  field: string,
  ids: readonly string[],
  catalog: PricingCatalog,
): CartProblem[] {
  return ids.flatMap((id, i) =>
    catalog.ingredients.has(id)
      ? []
      : [{ field: `${field}.${i}`, message: `no ingredient '${id}' is known` }],
  );
}

function substitutionProblems(input: CartInput, catalog: PricingCatalog): CartProblem[] {
  const problems: CartProblem[] = [];
  const seen = new Set<string>();
  input.ingredientSubstitutes.forEach((entry, i) => {
    const field = `ingredientSubstitutes.${i}`;
    const original = catalog.ingredients.get(entry.ingredient);
    const substituteId = entry.substitute.ingredient;
    if (!original) {
      problems.push({
        field: `${field}.ingredient`,
        message: `no ingredient '${entry.ingredient}' is known`,
      });
    } else if (!catalog.ingredients.has(substituteId)) {
      problems.push({
        field: `${field}.substitute.ingredient`,
        message: `no ingredient '${substituteId}' is known`,
      });
    } else if (
      substituteId !== original._id &&
      !original.substitutes.some(({ ingredientId }) => ingredientId === substituteId)
    ) {
      problems.push({
        field: `${field}.substitute.ingredient`,
        message: `'${substituteId}' is not a substitute for '${original._id}'`,
      });
    }
    if (seen.has(entry.ingredient)) {
      problems.push({
        field: `${field}.ingredient`,
        message: `'${entry.ingredient}' has more than one substitution`,
      });
    }
    seen.add(entry.ingredient);
  });
  return problems;
}

export function cartProblems(input: CartInput, catalog: PricingCatalog): CartProblem[] {
  const extras = Object.keys(input.extraGroceries).flatMap((id) =>
    catalog.extraProducts.has(id)
      ? []
      : [{ field: `extraGroceries.${id}`, message: `no extra product '${id}' is on offer` }],
  );
  const province = isProvince(input.delivery.province.trim().toUpperCase())
    ? []
    : [
        {
          field: 'delivery.province',
          message: `'${input.delivery.province}' is not a Canadian province or territory code`,
        },
      ];
  return [
    ...recipeProblems(input, catalog),
    ...extras,
    ...ingredientListProblems('removedIngredientList', input.removedIngredientList, catalog),
    ...ingredientListProblems(
      'nonRequiredProductsToCost',
      input.nonRequiredProductsToCost,
      catalog,
    ),
    ...substitutionProblems(input, catalog),
    ...province,
  ];
}
