import type { PantryIngredient } from '../../src/domain/pantry-ingredient.js';

/** Ingredients as the pantry's copy of the catalog holds them, for the domain's tests. */
export const kale: PantryIngredient = {
  id: 'kale',
  name: 'Kale',
  image: '/api/images/ingredients/kale.svg',
  category: 'Produce',
  baseUnit: 'g',
  allUnits: ['g', 'bunch'],
  unitSizes: { g: 1, bunch: 150 },
  shelfLifeDays: 3,
  gramsPerBaseUnit: 1,
};

export const rice: PantryIngredient = {
  id: 'rice',
  name: 'Basmati rice',
  image: '/api/images/ingredients/rice.svg',
  category: 'Grains & Pasta',
  baseUnit: 'g',
  allUnits: ['g', 'kg', 'cup'],
  unitSizes: { g: 1, kg: 1000, cup: 185 },
  shelfLifeDays: 730,
  gramsPerBaseUnit: 1,
};

export const catalogOf = (...ingredients: PantryIngredient[]) =>
  new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
