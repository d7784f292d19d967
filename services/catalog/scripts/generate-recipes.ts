import { mulberry32 } from '@mise/platform/seeded-random';
import { recipeNutrition } from '../src/domain/nutrition.js';
import type {
  RecipeUnit,
  SeedCatalog,
  SeedCuratedBox,
  SeedIngredient,
  SeedRecipe,
} from '../src/domain/seed-catalog.js';

/**
 * Synthetic recipes made from a real catalog's ingredients, for load tests and for
 * catalogs far larger than the one shipped: the same seed gives the same recipes.
 * Names read like a cook wrote them: cuisine + main ingredient + vegetable + method
 * ("Smoky Chickpea & Kale Skillet"), with sensible quantities for the servings.
 */

/** Small, fast, seedable (mulberry32): the same seed makes the same catalog anywhere. */
export const seededRandom = mulberry32;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

interface Cuisine {
  words: string[];
  spices: string[];
  sauces: string[];
  herbs: string[];
  starches: string[];
}

const cuisines: Record<string, Cuisine> = {
  canadian: {
    words: ['Maple', 'Harvest', 'Smoky'],
    spices: ['smoked-paprika', 'thyme-dried'],
    sauces: ['maple-syrup', 'dijon-mustard'],
    herbs: ['parsley', 'dill', 'chives'],
    starches: ['potato-yukon-gold', 'barley-pearl', 'sourdough'],
  },
  american: {
    words: ['Smoky', 'BBQ', 'Cajun'],
    spices: ['smoked-paprika', 'chili-powder', 'garlic-powder'],
    sauces: ['bbq-sauce', 'hot-sauce'],
    herbs: ['parsley', 'chives'],
    starches: ['potato-russet', 'macaroni', 'burger-buns'],
  },
  mexican: {
    words: ['Chipotle', 'Lime', 'Spiced'],
    spices: ['cumin-ground', 'chili-powder'],
    sauces: ['salsa', 'chipotle-in-adobo'],
    herbs: ['cilantro'],
    starches: ['tortilla-corn', 'rice-white', 'tortilla-flour'],
  },
  italian: {
    words: ['Tuscan', 'Garlicky', 'Herbed'],
    spices: ['italian-seasoning', 'red-pepper-flakes'],
    sauces: ['marinara-sauce', 'pesto'],
    herbs: ['basil', 'parsley'],
    starches: ['penne', 'spaghetti', 'fusilli', 'gnocchi'],
  },
  french: {
    words: ['Provençal', 'Herbed', 'Dijon'],
    spices: ['thyme-dried', 'black-pepper'],
    sauces: ['dijon-mustard'],
    herbs: ['thyme', 'parsley'],
    starches: ['baguette', 'potato-yukon-gold'],
  },
  greek: {
    words: ['Lemon-Oregano', 'Greek', 'Herbed'],
    spices: ['oregano-dried'],
    sauces: ['kalamata-olives'],
    herbs: ['dill', 'mint'],
    starches: ['pita', 'couscous'],
  },
  mediterranean: {
    words: ['Sun-Dried Tomato', 'Herbed', 'Golden'],
    spices: ['cumin-ground', 'paprika'],
    sauces: ['hummus', 'sun-dried-tomatoes', 'tahini'],
    herbs: ['parsley', 'mint'],
    starches: ['couscous', 'bulgur', 'pita'],
  },
  'middle-eastern': {
    words: ['Spiced', 'Tahini', 'Warm'],
    spices: ['cumin-ground', 'coriander-ground', 'cinnamon'],
    sauces: ['tahini'],
    herbs: ['parsley', 'mint'],
    starches: ['rice-basmati', 'pita', 'bulgur'],
  },
  indian: {
    words: ['Tikka', 'Masala', 'Spiced'],
    spices: ['garam-masala', 'turmeric', 'cumin-ground', 'curry-powder'],
    sauces: ['crushed-tomatoes-canned', 'coconut-milk'],
    herbs: ['cilantro'],
    starches: ['rice-basmati', 'naan'],
  },
  chinese: {
    words: ['Ginger-Garlic', 'Five-Spice', 'Hoisin'],
    spices: ['five-spice', 'ginger-ground'],
    sauces: ['soy-sauce', 'hoisin-sauce', 'oyster-sauce'],
    herbs: ['green-onion'],
    starches: ['rice-jasmine', 'egg-noodles'],
  },
  japanese: {
    words: ['Miso', 'Teriyaki-Style', 'Sesame'],
    spices: ['ginger-ground'],
    sauces: ['miso-paste', 'soy-sauce', 'rice-vinegar'],
    herbs: ['green-onion'],
    starches: ['rice-white', 'soba-noodles', 'udon-noodles'],
  },
  korean: {
    words: ['Gochujang', 'Sesame', 'Sweet-Chili'],
    spices: ['red-pepper-flakes'],
    sauces: ['gochujang', 'soy-sauce', 'sesame-oil'],
    herbs: ['green-onion'],
    starches: ['rice-white'],
  },
  thai: {
    words: ['Red Curry', 'Coconut', 'Basil'],
    spices: ['red-pepper-flakes'],
    sauces: ['red-curry-paste', 'fish-sauce', 'coconut-milk'],
    herbs: ['basil', 'cilantro'],
    starches: ['rice-jasmine', 'rice-noodles'],
  },
  vietnamese: {
    words: ['Lime-Chili', 'Caramelized', 'Fresh'],
    spices: ['black-pepper'],
    sauces: ['fish-sauce', 'rice-vinegar'],
    herbs: ['mint', 'cilantro'],
    starches: ['rice-noodles', 'rice-jasmine'],
  },
  caribbean: {
    words: ['Jerk-Spiced', 'Coconut', 'Island'],
    spices: ['cayenne', 'thyme-dried', 'cinnamon'],
    sauces: ['hot-sauce', 'coconut-milk'],
    herbs: ['cilantro'],
    starches: ['rice-white', 'sweet-potato'],
  },
};

/** Main ingredients and the word a recipe name uses for each. */
const mains: Record<string, string> = {
  'chicken-breast': 'Chicken',
  'chicken-thigh': 'Chicken Thigh',
  'ground-chicken': 'Chicken',
  'ground-turkey': 'Turkey',
  'turkey-breast': 'Turkey',
  'ground-beef': 'Beef',
  'beef-sirloin': 'Steak',
  'flank-steak': 'Flank Steak',
  'beef-stewing': 'Beef',
  'pork-tenderloin': 'Pork',
  'pork-chop': 'Pork Chop',
  'ground-pork': 'Pork',
  'italian-sausage': 'Sausage',
  'ground-lamb': 'Lamb',
  'salmon-fillet': 'Salmon',
  'cod-fillet': 'Cod',
  'haddock-fillet': 'Haddock',
  'trout-fillet': 'Trout',
  'halibut-fillet': 'Halibut',
  shrimp: 'Shrimp',
  scallops: 'Scallop',
  'tofu-firm': 'Tofu',
  tempeh: 'Tempeh',
  'chickpeas-canned': 'Chickpea',
  'black-beans-canned': 'Black Bean',
  'kidney-beans-canned': 'Kidney Bean',
  'white-beans-canned': 'White Bean',
  'lentils-red': 'Red Lentil',
  'lentils-green': 'Lentil',
  paneer: 'Paneer',
  halloumi: 'Halloumi',
};

/** Vegetables and the word a recipe name uses for each. */
const vegetables: Record<string, string> = {
  kale: 'Kale',
  spinach: 'Spinach',
  broccoli: 'Broccoli',
  cauliflower: 'Cauliflower',
  'bell-pepper-red': 'Pepper',
  zucchini: 'Zucchini',
  eggplant: 'Eggplant',
  'green-beans': 'Green Bean',
  'mushroom-cremini': 'Mushroom',
  'sweet-potato': 'Sweet Potato',
  'butternut-squash': 'Squash',
  'brussels-sprouts': 'Brussels Sprout',
  asparagus: 'Asparagus',
  'bok-choy': 'Bok Choy',
  'cabbage-green': 'Cabbage',
  carrot: 'Carrot',
  'cherry-tomato': 'Tomato',
  'snow-peas': 'Snow Pea',
  'peas-frozen': 'Pea',
  'corn-frozen': 'Corn',
  leek: 'Leek',
  fennel: 'Fennel',
  beet: 'Beet',
};

interface Method {
  name: string;
  mealTypes: string[];
  minutes: [number, number];
  themes: string[];
  /** Whether the dish carries its own starch. */
  starch: boolean;
  /** The starches the dish is made with, when the cuisine's own would not do. */
  starches?: string[];
  /** Portion against a main course: a snack plate is smaller. */
  portion?: number;
  vessel: string;
}

const methods: Method[] = [
  {
    name: 'Skillet',
    mealTypes: ['dinner'],
    minutes: [20, 35],
    themes: ['one-pot'],
    starch: false,
    vessel: 'a large skillet',
  },
  {
    name: 'Stir-Fry',
    mealTypes: ['dinner', 'lunch'],
    minutes: [15, 25],
    themes: [],
    starch: true,
    vessel: 'a wok or large skillet',
  },
  {
    name: 'Curry',
    mealTypes: ['dinner'],
    minutes: [30, 50],
    themes: ['one-pot', 'soups-stews'],
    starch: true,
    vessel: 'a heavy pot',
  },
  {
    name: 'Stew',
    mealTypes: ['dinner'],
    minutes: [45, 90],
    themes: ['one-pot', 'soups-stews', 'comfort-food'],
    starch: false,
    vessel: 'a Dutch oven',
  },
  {
    name: 'Sheet-Pan Dinner',
    mealTypes: ['dinner'],
    minutes: [30, 45],
    themes: ['one-pot', 'family-friendly'],
    starch: false,
    vessel: 'a sheet pan',
  },
  {
    name: 'Bowl',
    mealTypes: ['lunch', 'dinner'],
    minutes: [20, 35],
    themes: ['salads-bowls', 'meal-prep'],
    starch: true,
    vessel: 'a skillet',
  },
  {
    name: 'Tacos',
    mealTypes: ['dinner', 'lunch'],
    minutes: [20, 30],
    themes: ['family-friendly'],
    starch: true,
    vessel: 'a skillet',
  },
  {
    name: 'Pasta',
    mealTypes: ['dinner'],
    minutes: [20, 35],
    themes: ['pasta-noodles', 'comfort-food'],
    starch: true,
    starches: ['penne', 'spaghetti', 'fusilli', 'macaroni'],
    vessel: 'a large pot and a skillet',
  },
  {
    name: 'Salad',
    mealTypes: ['lunch'],
    minutes: [10, 25],
    themes: ['salads-bowls'],
    starch: false,
    vessel: 'a large bowl',
  },
  {
    name: 'Soup',
    mealTypes: ['lunch', 'dinner'],
    minutes: [30, 60],
    themes: ['soups-stews', 'comfort-food'],
    starch: false,
    vessel: 'a soup pot',
  },
  {
    name: 'Noodles',
    mealTypes: ['dinner', 'lunch'],
    minutes: [15, 30],
    themes: ['pasta-noodles'],
    starch: true,
    starches: ['egg-noodles', 'rice-noodles', 'soba-noodles', 'udon-noodles'],
    vessel: 'a wok',
  },
  {
    name: 'Bake',
    mealTypes: ['dinner'],
    minutes: [40, 70],
    themes: ['comfort-food', 'family-friendly'],
    starch: true,
    vessel: 'a baking dish',
  },
  {
    name: 'Hash',
    mealTypes: ['breakfast'],
    minutes: [15, 30],
    themes: [],
    starch: false,
    portion: 0.7,
    vessel: 'a cast-iron skillet',
  },
  {
    name: 'Breakfast Wrap',
    mealTypes: ['breakfast'],
    minutes: [10, 20],
    themes: ['quick-easy'],
    starch: false,
    portion: 0.6,
    vessel: 'a non-stick skillet',
  },
  {
    name: 'Snack Plate',
    mealTypes: ['snack'],
    minutes: [10, 20],
    themes: [],
    starch: false,
    portion: 0.35,
    vessel: 'a small skillet',
  },
];

const staples = {
  oils: ['olive-oil', 'vegetable-oil', 'canola-oil'],
  aromatics: ['onion-yellow', 'onion-red', 'shallot'],
  garlic: 'garlic',
  acids: ['lemon', 'lime'],
  salt: 'salt',
  breakfastExtras: ['egg'],
  wrap: 'tortilla-flour',
};

interface Line {
  ingredient: string;
  quantity: number;
  unit: RecipeUnit;
}

/** To a tidy figure: a quarter under 2, a half under 10, whole under 100, else fives. */
function tidy(value: number): number {
  if (value < 2) return Math.max(0.25, Math.round(value * 4) / 4);
  if (value < 10) return Math.round(value * 2) / 2;
  if (value < 100) return Math.round(value);
  return Math.round(value / 5) * 5;
}

/**
 * `grams` of an ingredient in a unit a cook would write: its can or bunch when the amount
 * is close to whole ones, pieces for counted things, else its base unit.
 */
function measure(ingredient: SeedIngredient, grams: number, spoon = false): Line {
  const id = ingredient.id;
  if (spoon && ingredient.density !== undefined) {
    const millilitres = grams / ingredient.density;
    return millilitres >= 15
      ? { ingredient: id, quantity: tidy(millilitres / 15), unit: 'tbsp' }
      : { ingredient: id, quantity: tidy(millilitres / 5), unit: 'tsp' };
  }
  for (const unit of ['can', 'bunch', 'clove'] as const) {
    const named = ingredient.namedUnits?.[unit];
    if (named?.unit !== 'g') continue;
    const count = grams / named.quantity;
    if (count >= 0.5) return { ingredient: id, quantity: tidy(count), unit };
  }
  if (ingredient.baseUnit === 'unit' && ingredient.unitWeight) {
    return {
      ingredient: id,
      quantity: Math.max(1, Math.round(grams / ingredient.unitWeight)),
      unit: 'unit',
    };
  }
  if (ingredient.baseUnit === 'ml') {
    const millilitres = grams / (ingredient.density ?? 1);
    return { ingredient: id, quantity: tidy(millilitres), unit: 'ml' };
  }
  if (ingredient.baseUnit === 'g') return { ingredient: id, quantity: tidy(grams), unit: 'g' };
  return { ingredient: id, quantity: 1, unit: 'unit' };
}

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const lowerName = (ingredient: SeedIngredient) => ingredient.name.toLowerCase();

export interface GeneratedCatalog {
  recipes: SeedRecipe[];
  curatedBoxes: SeedCuratedBox[];
}

/**
 * `count` recipes from the catalog's ingredients, and its curated boxes filled with them
 * (the shipped boxes name shipped recipes, which a generated catalog does not have).
 */
export function generateRecipes(
  catalog: SeedCatalog,
  count: number,
  seed: number,
): GeneratedCatalog {
  const random = seededRandom(seed);
  const ingredients = new Map(catalog.ingredients.map((i) => [i.id, i]));
  const known = (ids: readonly string[]) => ids.filter((id) => ingredients.has(id));
  const get = (id: string) => ingredients.get(id) as SeedIngredient;
  const categoryIds = new Set(catalog.categories.map((c) => c.id));
  const cuisineIds = Object.keys(cuisines).filter((id) => categoryIds.has(id));
  const mainIds = known(Object.keys(mains));
  const vegetableIds = known(Object.keys(vegetables));
  const mealTypeIds = new Set(catalog.mealTypes.map((m) => m.id));
  const usableMethods = methods.filter((m) => m.mealTypes.every((t) => mealTypeIds.has(t)));
  if (cuisineIds.length === 0 || mainIds.length === 0 || vegetableIds.length === 0) {
    throw new Error('The catalog lacks the cuisines, mains or vegetables recipes are made of');
  }

  const recipes: SeedRecipe[] = [];
  for (let n = 0; n < count; n++) {
    const cuisineId = pick(random, cuisineIds);
    const cuisine = cuisines[cuisineId] as Cuisine;
    const method = pick(random, usableMethods);
    const isBreakfast = method.mealTypes.includes('breakfast');
    const mainId =
      isBreakfast && ingredients.has('egg') && random() < 0.6 ? 'egg' : pick(random, mainIds);
    const vegetableId = pick(random, vegetableIds);
    const servings = isBreakfast
      ? { default: pick(random, [1, 2, 2]), min: 1, increment: 1 }
      : { default: pick(random, [2, 4, 4, 6]), min: 2, increment: 2 };
    const people = servings.default * (method.portion ?? 1);

    const lines: Line[] = [];
    const add = (id: string | undefined, grams: number, spoon = false) => {
      if (!id || !ingredients.has(id) || lines.some((line) => line.ingredient === id)) return;
      lines.push(measure(get(id), grams * people, spoon));
    };
    const main = get(mainId);
    add(mainId, main.id === 'egg' ? 100 : main.groceryCategory === 'legumes-canned' ? 135 : 140);
    add(vegetableId, 90);
    add(pick(random, known(staples.aromatics)), 25);
    add(staples.garlic, 4);
    add(pick(random, known(cuisine.spices)), 1, true);
    const sauce = pick(random, known(cuisine.sauces));
    add(sauce, 12, true);
    if (method.starch) {
      const own = known(cuisine.starches);
      const fitting = method.starches ? own.filter((id) => method.starches?.includes(id)) : own;
      const starches = fitting.length > 0 ? fitting : known(method.starches ?? []);
      add(pick(random, starches), method.name === 'Tacos' ? 60 : 80);
    }
    if (method.name === 'Breakfast Wrap') add(staples.wrap, 50);
    add(pick(random, known(cuisine.herbs)), 3);
    if (random() < 0.5) add(pick(random, known(staples.acids)), 25);
    add(pick(random, known(staples.oils)), 7, true);
    add(staples.salt, 1, true);

    const word = pick(random, cuisine.words);
    const mainWord = main.id === 'egg' ? 'Egg' : (mains[mainId] as string);
    const name = `${word} ${mainWord} & ${vegetables[vegetableId]} ${method.name}`;
    const [shortest, longest] = method.minutes;
    const cookingTime = Math.round((shortest + random() * (longest - shortest)) / 5) * 5;
    const nutrition = recipeNutrition(
      lines.map((line) => ({
        ingredient: get(line.ingredient),
        quantity: line.quantity,
        unit: line.unit,
      })),
      servings.default,
    );
    const themes = new Set(method.themes);
    if (cookingTime <= 30) themes.add('quick-easy');
    if (nutrition.protein.value >= 30) themes.add('high-protein');
    if (['legumes-canned', 'plant-protein', 'dairy-eggs'].includes(main.groceryCategory))
      themes.add('budget');
    const cuisineName = catalog.categories.find((c) => c.id === cuisineId)?.name ?? cuisineId;
    const vegetable = get(vegetableId);
    const oil = lines.find((line) => staples.oils.includes(line.ingredient));

    recipes.push({
      id: `${slugOf(name).slice(0, 60).replace(/-$/, '')}-${n.toString(36)}`,
      name,
      description: `A ${cuisineName.toLowerCase()}-inspired ${method.name.toLowerCase()} of ${lowerName(main)} and ${lowerName(vegetable)}, seasoned with ${lowerName(get(sauce ?? staples.salt))}. Ready in about ${cookingTime} minutes.`,
      cuisine: cuisineId,
      mealTypes: method.mealTypes,
      categories: [cuisineId, ...[...themes].filter((theme) => categoryIds.has(theme))],
      difficulty: cookingTime <= 25 ? 'easy' : cookingTime <= 50 ? 'medium' : 'hard',
      cookingTime,
      servings,
      ingredients: lines,
      steps: [
        `Prepare the ${lowerName(vegetable)} and the aromatics: wash, trim and chop them into bite-sized pieces.`,
        `Heat the ${oil ? lowerName(get(oil.ingredient)) : 'oil'} in ${method.vessel} over medium-high heat and cook the ${lowerName(main)} until golden.`,
        `Add the vegetables, spices and sauce and cook, stirring now and then, until everything is tender, about ${Math.max(5, cookingTime - 15)} minutes.`,
        'Taste, season with salt, and serve hot with the fresh herbs scattered over.',
      ],
      status: 'published',
    });
  }
  return { recipes, curatedBoxes: refilledBoxes(catalog.curatedBoxes, recipes, random) };
}

/** The catalog's boxes, each place taken by a generated recipe of the same meal type. */
function refilledBoxes(
  boxes: readonly SeedCuratedBox[],
  recipes: readonly SeedRecipe[],
  random: Random,
): SeedCuratedBox[] {
  if (recipes.length < 3) return [];
  return boxes.map((box) => {
    const chosen = new Set<string>();
    const entries = box.recipes.map((entry) => {
      const fitting = recipes.filter(
        (r) => r.mealTypes.includes(entry.mealType) && !chosen.has(r.id),
      );
      const pool = fitting.length > 0 ? fitting : recipes.filter((r) => !chosen.has(r.id));
      const recipe = pick(random, pool.length > 0 ? pool : recipes);
      chosen.add(recipe.id);
      const mealType = recipe.mealTypes.includes(entry.mealType)
        ? entry.mealType
        : (recipe.mealTypes[0] as string);
      return { ...entry, recipeId: recipe.id, mealType };
    });
    return { ...box, recipes: entries };
  });
}
