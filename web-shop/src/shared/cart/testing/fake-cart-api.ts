import {
  type CartAnswer,
  type CityAnswer,
  commonIngredientsBody,
  emailShoppingListBody,
  type GroceryCategory,
  type GroceryIngredient,
  type RecipeSummary,
  type RecommendedRecipe,
  recommendationQuery,
  type SaveCartInput,
  sharedMenuBody,
} from '@mise/contracts';
import { answersOnHold, apiServer } from '@mise/web-testing/api-server';
import {
  type FakeRequest,
  failingPaths,
  json,
  type RecordedRequest,
  type ResolverInfo,
  refusal,
  requestOf,
  requestsAmong,
} from '@mise/web-testing/responses';
import { http } from 'msw';

/**
 * Test support: the cart-pricing service in memory, in front of the other fakes (usually the
 * fake catalog). It keeps one guest cart, discards saves older than the stored one, refuses
 * (400, naming `recipes.N…`) recipes it does not know, servings off their grid and repeats, and
 * prices each serving at `centsPerServing` so tests can check totals, unless it is given the
 * priced `cart`. A delivery address (POST /api/cart/delivery-info) adds its city's fee; a menu
 * shared (POST /api/cart/shared-menu) marks the cart with its link and waives the fee. It queues
 * the e-mailed shopping list and recommends the `recommended` recipes for any cart's leftovers,
 * and the `pantryRecipes` for the shopper's pantry. Given the `pantry`, its cart answers count
 * from the pantry only what the pantry still holds, a few reads after a change, as the service's
 * copy of the pantry follows it from events.
 */

export const fakeGuestId = '0190a4b6-3f5e-7c1a-9b7e-2f4d6c8a1e35';

type FakeCartOptions = {
  recipes?: RecipeSummary[];
  /**
   * The cart as the service last priced it: saves keep its figures (a cart saved with no
   * recipes is emptied) instead of pricing the recipes.
   */
  cart?: CartAnswer;
  /** The cities a delivery address may be in, for its fee (500 elsewhere). */
  cities?: CityAnswer[];
  centsPerServing?: number;
  /** Grocery lines the answer counts, per recipe. */
  groceriesPerRecipe?: number;
  /** What POST /api/recommendation/commonIngredientsRecipe suggests. */
  recommended?: RecommendedRecipe[];
  /**
   * What GET /api/recommendation/unusedIngredientsRecipe answers, in its order: the recipes for
   * the signed-in shopper's pantry.
   */
  pantryRecipes?: RecommendedRecipe[];
  /** Paths (e.g. '/api/cart/email-shopping-list') that answer 500, until `recover()`. */
  failing?: string[];
  pantry?: FakePantryCopy;
};

type FakePantryCopy = {
  /** The ingredients the shopper's pantry holds now (the pantry fake's `heldIngredients`). */
  held: () => string[];
  /** How many cart answers after a pantry change still price the pantry as it was (0 unless told). */
  answersBehind?: number;
};

/**
 * Cart pricing's copy of the pantry: it follows the pantry `answersBehind` answers after a
 * change. A line counted from an ingredient no longer held buys all it needs.
 */
function pantryCopy(pantry: FakePantryCopy | undefined) {
  let copy = new Set(pantry?.held());
  let answersSinceChange = 0;
  const follow = () => {
    if (!pantry) return copy;
    const now = new Set(pantry.held());
    const changed = now.size !== copy.size || [...now].some((id) => !copy.has(id));
    if (!changed) answersSinceChange = 0;
    else if (++answersSinceChange > (pantry.answersBehind ?? 0)) {
      copy = now;
      answersSinceChange = 0;
    }
    return copy;
  };
  const unheld = (line: GroceryIngredient, held: Set<string>): GroceryIngredient =>
    !line.fromUserPantry || held.has(line._id)
      ? line
      : { ...line, fromUserPantry: false, youHave: 0, youNeedQuantity: line.youNeed };
  return (cart: CartAnswer): CartAnswer => {
    if (!pantry) return cart;
    const held = follow();
    const categories = (list: GroceryCategory[]) =>
      list.map((entry) => ({
        ...entry,
        ingredients: entry.ingredients.map((line) => unheld(line, held)),
      }));
    return {
      ...cart,
      groceries: {
        ...cart.groceries,
        requiredProducts: categories(cart.groceries.requiredProducts),
        nonRequiredProducts: categories(cart.groceries.nonRequiredProducts),
      },
    };
  };
}

type PromoCheck = { promoCode: string; isRemove?: boolean };

export type FakeCartApi = ReturnType<typeof stubCartApi>;

/** Adds the fake cart's handlers, in front of those added before; returns what it was asked. */
export function stubCartApi(options: FakeCartOptions) {
  const centsPerServing = options.centsPerServing ?? 450;
  const recipes = options.recipes ?? [];
  const cities = options.cities ?? [];
  const saves: Array<{ body: SaveCartInput; guestId: string | null }> = [];
  const promoChecks: PromoCheck[] = [];
  const requests: RecordedRequest[] = [];
  const failing = failingPaths(options.failing);
  const record = async (request: Request) => {
    const asked = await requestOf(request);
    requests.push({ ...asked, headers: request.headers });
    return asked;
  };
  let stored: CartAnswer | undefined = options.cart;
  const withPantry = pantryCopy(options.pantry);
  /** GET /api/cart?… calls so far. */
  let reads = 0;
  const answers = answersOnHold((request) => new URL(request.url).pathname.startsWith('/api/cart'));

  const priced = (body: SaveCartInput): CartAnswer => {
    const selected = body.recipes.map((entry) => {
      const recipe = recipes.find((candidate) => candidate._id === entry.id);
      if (!recipe) throw new Error(`unknown recipe ${entry.id}`);
      return { entry, recipe };
    });
    const servings = selected.reduce((sum, { entry }) => sum + entry.servings, 0);
    const total = servings * centsPerServing;
    const nutrition = { calories: 500, protein: 20, fat: 15, carbs: 60 };
    const lines = selected.length * (options.groceriesPerRecipe ?? 3);
    return {
      guestUserId: fakeGuestId,
      version: body.version,
      brandType: body.brandType ?? 'LOW_COST',
      selectedRecipes: selected.map(({ entry, recipe }) => ({
        _id: recipe._id,
        name: recipe.name,
        image: recipe.images.url,
        servings: entry.servings,
        customServings: entry.servings,
        defaultServings: recipe.defaultServings,
        minServings: recipe.minServings,
        incrServings: recipe.incrServings,
        mealTypes: recipe.mealTypes,
        mealTypeId: entry.mealTypeId ?? null,
        curatedBoxId: entry.curatedBoxId ?? null,
        originalRecipeId: entry.originalRecipeId ?? null,
        ingredientsAmount: recipe.ingredientsAmount,
        nutrition,
        kitCost: entry.servings * centsPerServing,
      })),
      selectedRecipesLength: selected.length,
      list: { freeServingsList: [], totalAmountOfFreeServings: 0 },
      cost: {
        totalPriceExtra: 0,
        totalPrice: total,
        pricePerServing: servings ? Math.round(total / servings) : 0,
        totalServings: servings,
        priceOfRequiredProducts: total,
        priceOfUnusedProductsWithRoundingCorrection: 0,
        otherRecipesKitsCost: total,
        totalAmountOfRecipes: selected.length,
        userSaveAmount: 0,
        paidPerServing: servings ? Math.round(total / servings) : 0,
        extraProductTaxes: 0,
        actualCostWithoutDiscount: total,
        usedGroceriesInPercentage: 100,
        promoDiscount: 0,
        subTotal: total,
        deliveryFee: 0,
        serviceFee: 0,
        waiveOffDeliveryFee: false,
      },
      groceries: {
        requiredProducts: [
          {
            category: { _id: 'produce', name: 'Produce' },
            ingredients: Array.from({ length: lines }, (_, index) => groceryLine(index)),
          },
        ],
        nonRequiredProducts: [],
        substitutes: [],
      },
      removedIngredients: body.removedIngredientList ?? [],
      nonRequiredIngredients: body.nonRequiredProductsToCost ?? [],
      ingredientsToCost: [],
      ingredientSubstitutes: body.ingredientSubstitutes ?? [],
      isIngredientSubstitutionOn: body.isIngredientSubstitutionOn ?? true,
      extraGroceries: [],
      avgNutrition: selected.length ? nutrition : { calories: 0, protein: 0, fat: 0, carbs: 0 },
      promo: null,
      deliveryInfo: null,
      // Every city delivers free here: the fee is the same whatever the address.
      deliveryFees: { cityKnown: false, lowest: 0, highest: 0 },
      calorieInfo: null,
      sharedCartUrl: null,
      catalogVersion: 'test',
    };
  };

  /**
   * A save of the given priced cart: its version and the choices it sent (brand tier, removed
   * ingredients, staples and swaps), and no recipes once it is cleared.
   */
  const restamped = (cart: CartAnswer, save: SaveCartInput): CartAnswer => ({
    ...cart,
    version: save.version,
    brandType: save.brandType ?? cart.brandType,
    removedIngredients: save.removedIngredientList ?? [],
    nonRequiredIngredients: save.nonRequiredProductsToCost ?? [],
    ingredientSubstitutes: save.ingredientSubstitutes ?? [],
    ...(save.recipes.length === 0 && { selectedRecipes: [], selectedRecipesLength: 0 }),
  });

  /** The field problems the real service answers for a cart it cannot price. */
  const recipeProblems = (body: SaveCartInput) => {
    const seen = new Set<string>();
    return body.recipes.flatMap((entry, i) => {
      const recipe = recipes.find((candidate) => candidate._id === entry.id);
      const key = `${entry.id}/${entry.mealTypeId ?? ''}`;
      const repeated = seen.has(key);
      seen.add(key);
      if (!recipe) return [{ field: `recipes.${i}.id`, rule: 'known', message: 'not on offer' }];
      const { minServings: min, incrServings: step } = recipe;
      if (entry.servings < min || (entry.servings - min) % step !== 0) {
        return [{ field: `recipes.${i}.servings`, rule: 'grid', message: 'off the grid' }];
      }
      return repeated ? [{ field: `recipes.${i}`, rule: 'unique', message: 'listed twice' }] : [];
    });
  };

  const refused = (fields: Array<{ field: string; rule: string; message: string }>) =>
    json(
      { type: 'about:blank', title: 'Bad Request', status: 400, message: 'Bad cart', fields },
      400,
    );

  const checkPromo = (body: PromoCheck): Response => {
    const cart = stored ?? priced({ version: 0, recipes: [] });
    const applied = !body.isRemove && body.promoCode === '10OFF';
    const discount = applied ? Math.round(cart.cost.subTotal / 10) : 0;
    stored = {
      ...cart,
      cost: {
        ...cart.cost,
        promoDiscount: discount,
        // The discount replaces the one before; fees stay in the total.
        totalPrice: cart.cost.totalPrice + cart.cost.promoDiscount - discount,
      },
      promo: body.isRemove ? null : { code: body.promoCode, applied, discount, error: null },
    };
    return json({
      applied,
      error: applied || body.isRemove ? null : 'Coupon code incorrect',
      cart: stored,
    });
  };

  /**
   * A write's resolver: records the call and answers it (500 instead while its path is failing),
   * once a held answer is let go.
   */
  const route =
    (answer: (asked: FakeRequest, request: Request) => Response) =>
    async ({ request, requestId }: ResolverInfo) => {
      const asked = await record(request);
      const response = failing.answerTo(asked.path) ?? answer(asked, request);
      await answers.passage(requestId);
      return response;
    };

  apiServer.use(
    http.post(
      '/api/cart/check-promo',
      route(({ body }) => {
        const check = body as PromoCheck;
        promoChecks.push(check);
        return checkPromo(check);
      }),
    ),
    http.post(
      '/api/cart',
      route(({ body }, request) => {
        const save = body as SaveCartInput;
        saves.push({ body: save, guestId: request.headers.get('x-guest-user-id') });
        const problems = options.cart ? [] : recipeProblems(save);
        if (problems.length === 0 && (!stored || save.version >= stored.version)) {
          stored = options.cart && stored ? restamped(stored, save) : priced(save);
        }
        return problems.length > 0 ? refused(problems) : json(stored && withPantry(stored));
      }),
    ),
    http.get('/api/cart', async ({ request, requestId }) => {
      // A read has no body to wait for: recorded at once, so it is answered as soon as before.
      const { pathname, searchParams } = new URL(request.url);
      const read = { method: 'GET', path: pathname, body: undefined, search: searchParams };
      requests.push({ ...read, headers: request.headers });
      if (new URL(request.url).search !== '') reads += 1;
      const response =
        failing.answerTo(pathname) ??
        json(withPantry(stored ?? priced({ version: 0, recipes: [] })));
      await answers.passage(requestId);
      return response;
    }),
    http.post(
      '/api/cart/delivery-info',
      route(({ body }) => {
        const info = body as { city: string };
        const cart = stored ?? priced({ version: 0, recipes: [] });
        const city = cities.find((entry) => entry.name === info.city);
        const fee = cart.cost.waiveOffDeliveryFee ? 0 : (city?.deliveryFee ?? 500);
        stored = {
          ...cart,
          deliveryInfo: {
            firstName: '',
            lastName: '',
            emailAddress: '',
            phoneNumber: '',
            waiveOffDeliveryFee: false,
            ...(info as object),
          } as CartAnswer['deliveryInfo'],
          cost: {
            ...cart.cost,
            deliveryFee: fee,
            totalPrice: cart.cost.totalPrice - cart.cost.deliveryFee + fee,
          },
        };
        return json(stored);
      }),
    ),
    http.post(
      '/api/cart/shared-menu',
      route(({ body }) => {
        const shared = sharedMenuBody.safeParse(body);
        if (!shared.success) return refusal(shared.error);
        const cart = stored ?? priced({ version: 0, recipes: [] });
        stored = {
          ...cart,
          sharedCartUrl: shared.data.sharedCartUrl,
          cost: {
            ...cart.cost,
            waiveOffDeliveryFee: true,
            totalPrice: cart.cost.totalPrice - cart.cost.deliveryFee,
            deliveryFee: 0,
          },
        };
        return json(stored);
      }),
    ),
    http.post(
      '/api/cart/email-shopping-list',
      route(({ body }) => {
        const email = emailShoppingListBody.safeParse(body);
        return email.success ? json({ queued: true }) : refusal(email.error);
      }),
    ),
    http.post(
      '/api/recommendation/commonIngredientsRecipe',
      route(({ body }) => {
        const leftovers = commonIngredientsBody.safeParse(body);
        return leftovers.success
          ? json({ recipes: options.recommended ?? [] })
          : refusal(leftovers.error);
      }),
    ),
    http.get(
      '/api/recommendation/unusedIngredientsRecipe',
      route(({ search }) => {
        const filters = recommendationQuery.safeParse(Object.fromEntries(search));
        return filters.success
          ? json({ recipes: options.pantryRecipes ?? [] })
          : refusal(filters.error, 'query');
      }),
    ),
    http.all('/api/cart/*', async ({ requestId }) => {
      await answers.passage(requestId);
      return json({ message: 'no such path' }, 404);
    }),
  );

  return {
    /** Every POST /api/cart body taken (not those answered 500), with its guest id header. */
    saves,
    /** Every POST /api/cart/check-promo body, in order. */
    promoChecks,
    gets: () => reads,
    /** The calls to `path`, or to `method path`, in order (those answered 500 too). */
    requestsTo: requestsAmong(requests),
    stored: () => stored,
    /** From now on `path` answers 500. */
    fail: failing.fail,
    recover: failing.recover,
    /** Answers wait for `release()` from now on, to test answers that come late. */
    hold: answers.hold,
    release: answers.release,
  };
}

function groceryLine(index: number) {
  return {
    _id: `grocery-${index}`,
    name: `Grocery ${index}`,
    image: '',
    baseMeasurableUnits: 'g' as const,
    assignedProducts: [],
    productsAmount: 100,
    recipes: [],
    required: true,
    requiredToUser: false,
    fromUserPantry: false,
    youNeed: 100,
    youHave: 0,
    youNeedQuantity: 100,
    quantity: 100,
    availableQuantity: 100,
    leftOverQuantity: 0,
    usagePercentage: 100,
    priceFallback: false,
    unavailable: false,
    originalIngredient: null,
    isSubstitute: false,
  };
}
