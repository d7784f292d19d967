import type { SeedCatalog } from './seed-catalog.js';
import { substituteFactor, toBaseUnits, UnitConversionError } from './units.js';

function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => seen.has(id) || !seen.add(id));
}

/**
 * Everything in a catalog that points nowhere or cannot be converted: the data's own
 * integrity, checked before a catalog is loaded and by the data tests.
 */
export function catalogProblems(catalog: SeedCatalog): string[] {
  const problems: string[] = [];
  const idsOf = (items: { id: string }[]) => new Set(items.map((item) => item.id));
  const ingredients = new Map(catalog.ingredients.map((i) => [i.id, i]));
  const groceryCategories = idsOf(catalog.groceryCategories);
  const categories = idsOf(catalog.categories);
  const mealTypes = idsOf(catalog.mealTypes);
  const recipes = idsOf(catalog.recipes);
  const extraCategories = idsOf(catalog.extraCategories);
  const handles = new Set(catalog.influencers.map((i) => i.handle));

  const unique: [string, { id: string }[]][] = [
    ['ingredient', catalog.ingredients],
    ['product', catalog.products],
    ['recipe', catalog.recipes],
    ['extra product', catalog.extraProducts],
    ['category', catalog.categories],
    ['curated box', catalog.curatedBoxes],
  ];
  for (const [kind, items] of unique) {
    for (const id of duplicates(items.map((item) => item.id)))
      problems.push(`${kind} ${id} is defined twice`);
  }

  for (const ingredient of catalog.ingredients) {
    if (!groceryCategories.has(ingredient.groceryCategory)) {
      problems.push(
        `ingredient ${ingredient.id}: unknown grocery category ${ingredient.groceryCategory}`,
      );
    }
    if (ingredient.baseUnit === 'ml' && ingredient.density === undefined) {
      problems.push(
        `ingredient ${ingredient.id}: an ml ingredient needs a density for its nutrition`,
      );
    }
    if (ingredient.baseUnit === 'unit' && ingredient.unitWeight === undefined) {
      problems.push(
        `ingredient ${ingredient.id}: a unit ingredient needs a unitWeight for its nutrition`,
      );
    }
    for (const { id, ratio } of ingredient.substitutes) {
      const substitute = ingredients.get(id);
      if (!substitute) {
        problems.push(`ingredient ${ingredient.id}: unknown substitute ${id}`);
        continue;
      }
      // A pair copied number for number across units is what this refuses: 100 g of green
      // onion bought as 100 red onions.
      if (substituteFactor(ingredient, substitute, ratio) === undefined) {
        problems.push(
          `ingredient ${ingredient.id}: cannot convert to substitute ${id} without a density or unit weight`,
        );
      }
      for (const side of [ingredient, substitute]) {
        if (side.baseUnit !== 'g' && side.weightSource === undefined) {
          problems.push(
            `ingredient ${ingredient.id}: substitute ${id} converts through ${side.id}'s ${side.baseUnit === 'ml' ? 'density' : 'unit weight'}, which needs a weightSource`,
          );
        }
      }
    }
    const tiers = catalog.products
      .filter((p) => p.ingredientId === ingredient.id)
      .map((p) => p.brandType);
    if (!tiers.includes('LOW_COST'))
      problems.push(`ingredient ${ingredient.id}: no LOW_COST product`);
  }

  for (const product of catalog.products) {
    if (!ingredients.has(product.ingredientId)) {
      problems.push(`product ${product.id}: unknown ingredient ${product.ingredientId}`);
    }
  }

  for (const recipe of catalog.recipes) {
    const where = `recipe ${recipe.id}`;
    if (!categories.has(recipe.cuisine))
      problems.push(`${where}: unknown cuisine ${recipe.cuisine}`);
    for (const category of recipe.categories) {
      if (!categories.has(category)) problems.push(`${where}: unknown category ${category}`);
    }
    for (const mealType of recipe.mealTypes) {
      if (!mealTypes.has(mealType)) problems.push(`${where}: unknown meal type ${mealType}`);
    }
    const { min, default: byDefault, increment } = recipe.servings;
    if (byDefault < min || (byDefault - min) % increment !== 0) {
      problems.push(
        `${where}: default servings ${byDefault} is not min ${min} plus steps of ${increment}`,
      );
    }
    for (const line of recipe.ingredients) {
      const ingredient = ingredients.get(line.ingredient);
      if (!ingredient) {
        problems.push(`${where}: unknown ingredient ${line.ingredient}`);
        continue;
      }
      try {
        toBaseUnits(ingredient, line.quantity, line.unit);
      } catch (error) {
        if (!(error instanceof UnitConversionError)) throw error;
        problems.push(`${where}: ${error.message}`);
      }
    }
  }

  for (const product of catalog.extraProducts) {
    if (!extraCategories.has(product.category)) {
      problems.push(`extra product ${product.id}: unknown category ${product.category}`);
    }
  }

  for (const box of catalog.curatedBoxes) {
    for (const entry of box.recipes) {
      if (!recipes.has(entry.recipeId))
        problems.push(`curated box ${box.id}: unknown recipe ${entry.recipeId}`);
      if (!mealTypes.has(entry.mealType))
        problems.push(`curated box ${box.id}: unknown meal type ${entry.mealType}`);
    }
    for (const handle of box.influencers) {
      if (!handles.has(handle))
        problems.push(`curated box ${box.id}: unknown influencer ${handle}`);
    }
  }
  return problems;
}
