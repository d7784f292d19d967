import type { CartAnswer, ExtraProduct, RecommendedRecipe, SaveCartInput } from '@mise/contracts';
import { http } from 'msw';
import { cartAnswer } from '@/shared/cart/testing/cart-answers';
import { apiServer } from '@/shared/testing/api-server';
import { json, type ResolverInfo, requestOf } from '@/shared/testing/fake-responses';

/**
 * Test support: the server side of the groceries pages, in front of the fakes added before
 * (usually the fake catalog). Saves answer `cart` re-stamped with the draft's choices, so the
 * page sees its own version, brand tier and selections come back.
 */

export const sparklingWater = extraProduct('sparkling-water', 'Sparkling water', 'drinks', 225);
export const granola = extraProduct('granola', 'Maple granola', 'breakfast', 649);

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

export const lentilSoup: RecommendedRecipe = {
  _id: 'lentil-soup',
  name: 'Lentil Soup',
  image: '/api/images/recipes/lentil-soup.svg',
  cookingTime: 30,
  defaultServings: 2,
  minServings: 2,
  incrServings: 2,
  mealTypes: ['dinner'],
  saveUpto: 64,
  recipeScore: { saveUpto: 64 },
  freeServings: 2,
  commonIngredients: ['onion'],
  nutrition: { calories: 410, protein: 18, fat: 9, carbs: 55 },
};

type FakeGroceriesOptions = {
  cart?: CartAnswer;
  /** Paths (e.g. '/api/cart/email-shopping-list') that answer 500. */
  failing?: string[];
};

export function stubGroceriesApi(options: FakeGroceriesOptions = {}) {
  const failing = new Set(options.failing ?? []);
  let cart = options.cart ?? cartAnswer();
  const requests: Array<{
    path: string;
    search: URLSearchParams;
    body: unknown;
    headers: Headers;
  }> = [];

  const saved = (body: SaveCartInput): CartAnswer => ({
    ...cart,
    version: body.version,
    brandType: body.brandType ?? cart.brandType,
    removedIngredients: body.removedIngredientList ?? [],
    nonRequiredIngredients: body.nonRequiredProductsToCost ?? [],
    ingredientSubstitutes: body.ingredientSubstitutes ?? [],
  });

  /** Records the call, and answers 500 instead while its path is failing. */
  const route =
    (answer: (body: unknown, search: URLSearchParams) => Response) =>
    async ({ request }: ResolverInfo) => {
      const { path, search, body } = await requestOf(request);
      requests.push({ path, search, body, headers: request.headers });
      return failing.has(path) ? json({ message: 'down' }, 500) : answer(body, search);
    };

  apiServer.use(
    http.get(
      '/api/cart',
      route(() => json(cart)),
    ),
    http.post(
      '/api/cart',
      route((body) => {
        cart = saved(body as SaveCartInput);
        return json(cart);
      }),
    ),
    http.post(
      '/api/cart/check-promo',
      route((body) => {
        const { promoCode } = body as { promoCode: string };
        const applied = promoCode === '10OFF';
        const discount = applied ? 202 : 0;
        cart = {
          ...cart,
          cost: { ...cart.cost, promoDiscount: discount },
          promo: { code: promoCode, applied, discount, error: applied ? null : 'incorrect' },
        };
        return json({ applied, error: applied ? null : 'Coupon code incorrect', cart });
      }),
    ),
    http.post(
      '/api/cart/shared-menu',
      route(() => {
        cart = { ...cart, cost: { ...cart.cost, waiveOffDeliveryFee: true } };
        return json(cart);
      }),
    ),
    http.post(
      '/api/cart/email-shopping-list',
      route(() => json({ queued: true })),
    ),
    http.get(
      '/api/categories/extra',
      route(() =>
        json({
          categories: [
            { _id: 'drinks', name: 'Drinks', order: 2 },
            { _id: 'breakfast', name: 'Breakfast', order: 1 },
          ],
        }),
      ),
    ),
    http.get(
      '/api/extraProducts',
      route((_body, search) => {
        const category = search.get('categories');
        const words = search.get('search')?.toLowerCase();
        const products = [sparklingWater, granola].filter(
          (product) =>
            (!category || product.category._id === category) &&
            (!words || product.name.toLowerCase().includes(words)),
        );
        return json({ extraProducts: products, totalCount: products.length });
      }),
    ),
    http.post(
      '/api/recommendation/commonIngredientsRecipe',
      route(() => json({ recipes: [lentilSoup] })),
    ),
    // Paths the page calls that these fakes leave to the others, failing when a test says so.
    http.all('/api/*', async ({ request }) => {
      const { path, search, body } = await requestOf(request);
      if (!failing.has(path)) return undefined;
      requests.push({ path, search, body, headers: request.headers });
      return json({ message: 'down' }, 500);
    }),
  );

  return {
    /** What was asked of `path`, in order. */
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    /** The bodies of every cart save so far. */
    saves: () =>
      requests
        .filter((request) => request.path === '/api/cart' && request.body !== undefined)
        .map((request) => request.body as SaveCartInput),
    recover: () => failing.clear(),
    /** From now on `path` answers 500. */
    fail: (path: string) => failing.add(path),
  };
}
