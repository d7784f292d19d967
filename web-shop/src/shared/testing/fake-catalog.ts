import type {
  CatalogIngredient,
  ExtraProduct,
  Influencer,
  InitializeAnswer,
  RecipeDetail,
  RecipeFiltersAnswer,
  RecipePage,
  RecipeSummary,
} from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import {
  failingPaths,
  json,
  problem,
  type RecordedRequest,
  type ResolverInfo,
  requestsAmong,
} from '@mise/web-testing/responses';
import { http } from 'msw';

/** Test support: a catalog API in memory, answering the shop's calls as the server would. */

export function recipe(
  overrides: Partial<RecipeSummary> & Pick<RecipeSummary, '_id' | 'name'>,
): RecipeSummary {
  const nutrient = (value: number, unit: 'kcal' | 'g') => ({ value, unit, dailyPercentage: 10 });
  return {
    key: overrides._id,
    description: '',
    images: {
      url: `/images/${overrides._id}.svg`,
      large: [{ url: `/images/${overrides._id}-large.svg` }],
    },
    cuisine: { _id: 'indian', name: 'Indian' },
    cookingTime: 25,
    difficulty: 'easy',
    ingredientsAmount: 8,
    totalIngredients: 10,
    ingredientsAvailableAlready: 0,
    freeServings: 0,
    saveUpto: 0,
    recipeScore: { saveUpto: 0 },
    defaultServings: 2,
    minServings: 1,
    incrServings: 1,
    mealTypes: ['dinner'],
    categories: [],
    diets: ['everything'],
    allergens: [],
    nutrition: {
      calories: nutrient(520, 'kcal'),
      protein: nutrient(20, 'g'),
      fat: nutrient(18, 'g'),
      carbs: nutrient(60, 'g'),
    },
    status: 'published',
    ...overrides,
  };
}

export const chickpeaCurry = recipe({
  _id: 'chickpea-curry',
  name: 'Chickpea Curry',
  cookingTime: 25,
  diets: ['everything', 'vegetarian', 'vegan'],
});
export const butterChicken = recipe({
  _id: 'butter-chicken',
  name: 'Butter Chicken',
  cookingTime: 40,
});
export const greekSalad = recipe({
  _id: 'greek-salad',
  name: 'Greek Salad',
  cookingTime: 15,
  diets: ['everything', 'vegetarian'],
  saveUpto: 60,
});

/** An ingredient counted in the units of `unitSizes`, the first one offered first. */
export function ingredient(
  id: string,
  name: string,
  unitSizes: Record<string, number>,
): CatalogIngredient {
  return {
    _id: id,
    name,
    image: `/api/images/ingredients/${id}.svg`,
    category: { _id: 'pantry', name: 'Pantry' },
    baseUnit: 'g',
    allUnits: Object.keys(unitSizes),
    unitSizes,
    allergens: [],
    required: true,
    shelfLife: { days: 365, keep: 'pantry', source: 'USDA FoodKeeper: a dry staple, unopened' },
    gramsPerBaseUnit: 1,
  };
}

export const rice = ingredient('rice', 'Basmati rice', { g: 1, kg: 1000, cup: 185 });
export const onion = ingredient('onion', 'Yellow onion', { unit: 150, g: 1 });

/** A recipe as GET /api/recipes/:id answers it. */
export function recipeDetail(summary: RecipeSummary): RecipeDetail {
  return {
    ...summary,
    id: summary._id,
    source: '',
    mainImage: summary.images.url,
    servings: summary.defaultServings,
    customServings: summary.defaultServings,
    ingredients: [],
    steps: [],
    order: null,
  };
}

function extraProduct(id: string, name: string, category: string, price: number): ExtraProduct {
  return {
    _id: id,
    name,
    image: { url: `/api/images/extra-products/${id}.svg` },
    price,
    value: 1,
    quantity: 1,
    units: 'unit',
    category: { _id: category, name: category },
    taxable: true,
  };
}

export const sparklingWater = extraProduct('sparkling-water', 'Sparkling water', 'drinks', 225);
export const granola = extraProduct('granola', 'Maple granola', 'breakfast', 649);

const extraCategories = [
  { _id: 'drinks', name: 'Drinks', order: 2 },
  { _id: 'breakfast', name: 'Breakfast', order: 1 },
];

const diet = (id: RecipeSummary['diets'][number], name: string) => ({
  _id: id,
  name,
  key: id,
  description: '',
});

export const greenKitchen: Influencer = {
  _id: 'greenkitchen',
  handle: 'greenkitchen',
  name: 'The Green Kitchen (sample)',
  tagline: 'Plant-forward dinners from a sample storefront.',
  couponCode: 'GREEN15',
  disableLogo: false,
  isDefaultInfluencer: false,
  filters: { diets: ['vegetarian'] },
};

const mise: Influencer = {
  ...greenKitchen,
  _id: 'mise',
  handle: 'mise',
  name: 'Mise',
  tagline: 'Meals & Groceries, Solved',
  couponCode: null,
  isDefaultInfluencer: true,
  filters: {},
};

export const filtersAnswer: RecipeFiltersAnswer = {
  diets: [],
  allergies: [],
  categories: [
    {
      _id: 'indian',
      name: 'Indian',
      key: 'indian',
      kind: 'cuisine',
      description: null,
      recipeCount: 2,
    },
  ],
  mealTypes: [],
  difficulties: ['easy', 'medium', 'hard'],
  limits: {
    caloriesMin: 100,
    caloriesMax: 1200,
    proteinMin: 0,
    proteinMax: 80,
    carbohydratesMin: 0,
    carbohydratesMax: 150,
    fatMin: 0,
    fatMax: 90,
    cookingTimeMin: 10,
    cookingTimeMax: 120,
  },
};

type FakeCatalogOptions = {
  recipes?: RecipeSummary[];
  /** What GET /api/ingredients searches. */
  ingredients?: CatalogIngredient[];
  /** Answers that fail with 500, by path (e.g. '/api/recipes/all'), until `recover()`. */
  failing?: string[];
  usContent?: boolean;
  countryCode?: 'CA' | 'US';
};

/**
 * Adds the fake's handlers; the returned `calls` are the URLs asked of it, in order, and
 * `requestsTo` the calls to one path (the catalog reads no body: each call's is undefined).
 */
export function stubCatalogApi(options: FakeCatalogOptions = {}) {
  const recipes = options.recipes ?? [chickpeaCurry, butterChicken, greekSalad];
  const ingredients = options.ingredients ?? [rice, onion];
  const failing = failingPaths(options.failing);
  const influencers = new Map([
    ['mise', mise],
    ['greenkitchen', greenKitchen],
  ]);
  const calls: URL[] = [];
  const requests: RecordedRequest[] = [];

  /** Records the call, and answers 500 instead while its path is failing. */
  const answering =
    (answer: (url: URL) => Response) =>
    ({ request }: ResolverInfo) => {
      const url = new URL(request.url);
      calls.push(url);
      const { method, headers } = request;
      requests.push({
        method,
        path: url.pathname,
        search: url.searchParams,
        body: undefined,
        headers,
      });
      return failing.answerTo(url.pathname) ?? answer(url);
    };

  apiServer.use(
    http.get(
      '/api/aggr/initialize',
      answering((url) => {
        const body: InitializeAnswer = {
          featureFlags: [{ name: 'isContentForUSEnabled', enabled: options.usContent ?? false }],
          diets: [
            diet('everything', 'Everything'),
            diet('vegetarian', 'Vegetarian'),
            diet('vegan', 'Vegan'),
          ],
          allergies: [{ _id: 'milk', name: 'Milk', key: 'milk' }],
          mealTypes: { mealTypes: [{ _id: 'dinner', name: 'Dinner', key: 'dinner', order: 3 }] },
          influencer: influencers.get(url.searchParams.get('handle') ?? '') ?? null,
          config: {
            countryCode: options.countryCode ?? 'CA',
            currency: options.countryCode === 'US' ? 'USD' : 'CAD',
            ip: '127.0.0.1',
            city: 'Toronto',
            country: 'Canada',
          },
        };
        return json(body);
      }),
    ),
    http.get(
      '/api/influencer/handle/*',
      answering((url) => {
        const influencer = influencers.get(url.pathname.slice('/api/influencer/handle/'.length));
        return influencer ? json({ influencer }) : json({ message: 'not found' }, 404);
      }),
    ),
    http.get(
      '/api/recipes/filters',
      answering(() => json(filtersAnswer)),
    ),
    http.get(
      '/api/recipes/all',
      answering((url) => json(recipePage(recipes, url.searchParams))),
    ),
    http.get(
      '/api/recipes/:recipeId',
      answering((url) => {
        const id = url.pathname.slice('/api/recipes/'.length);
        const found = recipes.find((entry) => entry._id === id);
        return found ? json(recipeDetail(found)) : problem(404, 'Not Found', 'No such recipe.');
      }),
    ),
    http.get(
      '/api/ingredients',
      answering((url) => {
        const words = url.searchParams.get('search')?.toLowerCase() ?? '';
        const matches = ingredients.filter((entry) => entry.name.toLowerCase().includes(words));
        return json({ ingredients: matches, totalCount: matches.length });
      }),
    ),
    http.get(
      '/api/categories/extra',
      answering(() => json({ categories: extraCategories })),
    ),
    http.get(
      '/api/extraProducts',
      answering((url) => {
        const category = url.searchParams.get('categories');
        const words = url.searchParams.get('search')?.toLowerCase();
        const products = [sparklingWater, granola].filter(
          (product) =>
            (!category || product.category._id === category) &&
            (!words || product.name.toLowerCase().includes(words)),
        );
        return json({ extraProducts: products, totalCount: products.length });
      }),
    ),
    // The shop's other calls reach a catalog that has no such path.
    http.all(
      '/api/*',
      answering(() => json({ message: 'no such path' }, 404)),
    ),
  );

  return {
    calls,
    /** The query of every recipe list request so far. */
    recipeRequests: () =>
      calls.filter((url) => url.pathname === '/api/recipes/all').map((url) => url.searchParams),
    requestsTo: requestsAmong(requests),
    recover: failing.recover,
  };
}

/** The server's filtering, as far as the tests need it: diet, time and a forgiving search. */
function recipePage(recipes: RecipeSummary[], query: URLSearchParams): RecipePage {
  const diet = query.get('diet');
  const maxTime = Number(query.get('cookingTimeMax') ?? Number.POSITIVE_INFINITY);
  const search = query.get('search')?.toLowerCase().slice(0, 3);
  const matching = recipes.filter(
    (recipe) =>
      (!diet || recipe.diets.includes(diet as RecipeSummary['diets'][number])) &&
      recipe.cookingTime <= maxTime &&
      (!search || recipe.name.toLowerCase().includes(search)),
  );
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 10);
  return {
    recipes: matching.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalCount: matching.length,
    totalPages: Math.ceil(matching.length / limit),
  };
}

/** jsdom has no modal dialogs: enough of showModal/close for the popups to open and shut. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
