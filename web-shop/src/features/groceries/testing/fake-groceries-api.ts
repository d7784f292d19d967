import type { CartAnswer, ExtraProduct, RecommendedRecipe, SaveCartInput } from '@mise/contracts';
import { vi } from 'vitest';
import { cartAnswer } from '@/shared/cart/testing/cart-answers';

/**
 * Test support: the server side of the groceries pages, in front of whatever fetch is installed
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
  const delegate = globalThis.fetch;
  const failing = new Set(options.failing ?? []);
  let cart = options.cart ?? cartAnswer();
  const requests: Array<{
    path: string;
    search: URLSearchParams;
    body: unknown;
    headers: Headers;
  }> = [];

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
    });

  const saved = (body: SaveCartInput): CartAnswer => ({
    ...cart,
    version: body.version,
    brandType: body.brandType ?? cart.brandType,
    removedIngredients: body.removedIngredientList ?? [],
    nonRequiredIngredients: body.nonRequiredProductsToCost ?? [],
    ingredientSubstitutes: body.ingredientSubstitutes ?? [],
  });

  const answer = (path: string, search: URLSearchParams, body: unknown, method: string) => {
    if (failing.has(path)) return json({ message: 'down' }, 500);
    switch (path) {
      case '/api/cart':
        if (method === 'POST') cart = saved(body as SaveCartInput);
        return json(cart);
      case '/api/cart/check-promo': {
        const { promoCode } = body as { promoCode: string };
        const applied = promoCode === '10OFF';
        const discount = applied ? 202 : 0;
        cart = {
          ...cart,
          cost: { ...cart.cost, promoDiscount: discount },
          promo: { code: promoCode, applied, discount, error: applied ? null : 'incorrect' },
        };
        return json({ applied, error: applied ? null : 'Coupon code incorrect', cart });
      }
      case '/api/cart/shared-menu':
        cart = { ...cart, cost: { ...cart.cost, waiveOffDeliveryFee: true } };
        return json(cart);
      case '/api/cart/email-shopping-list':
        return json({ queued: true });
      case '/api/share-url':
        return json({ shortUrl: 'http://shop.test/s/Ab3dE5gH7j' });
      case '/api/categories/extra':
        return json({
          categories: [
            { _id: 'drinks', name: 'Drinks', order: 2 },
            { _id: 'breakfast', name: 'Breakfast', order: 1 },
          ],
        });
      case '/api/extraProducts': {
        const category = search.get('categories');
        const words = search.get('search')?.toLowerCase();
        const products = [sparklingWater, granola].filter(
          (product) =>
            (!category || product.category._id === category) &&
            (!words || product.name.toLowerCase().includes(words)),
        );
        return json({ extraProducts: products, totalCount: products.length });
      }
      case '/api/recommendation/commonIngredientsRecipe':
        return json({ recipes: [lentilSoup] });
      default:
        return undefined;
    }
  };

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const body: unknown = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    const response = answer(url.pathname, url.searchParams, body, init?.method ?? 'GET');
    if (!response) return delegate(input, init);
    requests.push({
      path: url.pathname,
      search: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    });
    return response;
  });
  vi.stubGlobal('fetch', fetch);

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
