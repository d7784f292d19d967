import {
  type CatalogIngredient,
  changePasswordBody,
  type MeAnswer,
  meetsPasswordRule,
  type OnboardingBody,
  onboardingBody,
  type RecipeDetail,
  type RecipeSummary,
  type ShopperInfo,
  setPasswordBody,
  type UpdateUserBody,
  type UserAnswer,
  updateUserBody,
} from '@mise/contracts';
import { vi } from 'vitest';
import {
  type FakeRequest,
  json,
  parsed,
  problem,
  requestOf,
} from '@/shared/testing/fake-responses';

/**
 * Test support: the identity service (and the catalog's recipe and ingredient look-ups) in
 * memory, in front of whatever fetch is installed (usually the fake catalog). Bodies are checked
 * with the contracts, and refusals answered as the server's parseInput does: 400 problem details
 * naming each field (`addresses.0.postalCode`) and its rule.
 */

export function shopper(overrides: Partial<UserAnswer> = {}): UserAnswer {
  return {
    _id: 'user-1',
    firstName: 'Camille',
    lastName: 'Tremblay',
    emailAddress: 'camille@example.ca',
    username: 'camille@example.ca',
    phoneNumber: '',
    role: 'customer',
    language: 'en-CA',
    isPasswordSet: true,
    isEmailVerified: true,
    isFirstOrder: true,
    hasGoogleLogin: false,
    hasFacebookLogin: false,
    addresses: [],
    shopperInfo: { allergies: [], preferences: { noOfServingsPerRecipe: 2, diet: 'everything' } },
    recipeFavorites: [],
    onboardedAt: null,
    ...overrides,
  };
}

export function ingredient(id: string, name: string, allUnits: string[]): CatalogIngredient {
  return {
    _id: id,
    name,
    image: `/api/images/ingredients/${id}.svg`,
    category: { _id: 'pantry', name: 'Pantry' },
    baseUnit: 'g',
    allUnits,
    allergens: [],
    required: true,
  };
}

export const rice = ingredient('rice', 'Basmati rice', ['g', 'kg', 'cup']);
export const onion = ingredient('onion', 'Yellow onion', ['unit', 'g']);

/** A recipe as GET /api/recipes/:id answers it. */
export function recipeDetail(summary: RecipeSummary): RecipeDetail {
  return {
    ...summary,
    source: '',
    mainImage: summary.images.url,
    servings: summary.defaultServings,
    ingredients: [],
    steps: [],
  };
}

type FakeIdentityOptions = {
  /** The signed-in user; none for a guest. */
  user?: UserAnswer;
  password?: string;
  recipes?: RecipeSummary[];
  ingredients?: CatalogIngredient[];
};

type Request = Omit<FakeRequest, 'search'>;

/**
 * As the server merges a profile change: only what the request sent replaces what is held (the
 * contract's defaults fill in the parsed change for fields that were not sent).
 */
function mergedShopperInfo(
  current: ShopperInfo,
  change: UpdateUserBody['shopperInfo'],
  body: unknown,
): ShopperInfo {
  const sent = (body as { shopperInfo?: { allergies?: unknown; preferences?: object } })
    .shopperInfo;
  const sentPreferences = { ...sent?.preferences };
  const { preferences } = current;
  return {
    allergies:
      sent?.allergies !== undefined && change?.allergies ? change.allergies : current.allergies,
    preferences: {
      noOfServingsPerRecipe:
        'noOfServingsPerRecipe' in sentPreferences
          ? (change?.preferences?.noOfServingsPerRecipe ?? preferences.noOfServingsPerRecipe)
          : preferences.noOfServingsPerRecipe,
      diet:
        'diet' in sentPreferences
          ? (change?.preferences?.diet ?? preferences.diet)
          : preferences.diet,
    },
  };
}

export type FakeIdentityApi = ReturnType<typeof stubIdentityApi>;

/** Installs the fake over the current global fetch; returns its state and what it was asked. */
export function stubIdentityApi(options: FakeIdentityOptions = {}) {
  const delegate = globalThis.fetch;
  let user: UserAnswer | null = options.user ?? null;
  let password = options.password ?? 'Current#Pass1';
  const recipes = new Map((options.recipes ?? []).map((recipe) => [recipe._id, recipe]));
  const ingredients = options.ingredients ?? [rice, onion];
  const requests: Request[] = [];
  const onboardings: OnboardingBody[] = [];
  /** Answers to these paths wait for `release()` while held. */
  let held: Promise<void> | null = null;
  let release = () => {};
  const failing = new Set<string>();

  const session = (): MeAnswer | null => (user ? { user, accessedBy: null } : null);
  const signedOut = () => problem(401, 'Unauthorized', 'You need to log in first.');

  function answer({ method, path, body }: Request, search: URLSearchParams): Response | null {
    if (failing.has(path)) return problem(500, 'Internal Server Error', 'Something went wrong.');
    if (path === '/api/auth/me' || path === '/api/users/me') {
      const me = session();
      return me ? json(me) : signedOut();
    }
    if (path === '/api/ingredients') {
      const words = search.get('search')?.toLowerCase() ?? '';
      const matches = ingredients.filter((entry) => entry.name.toLowerCase().includes(words));
      return json({ ingredients: matches, totalCount: matches.length });
    }
    const recipeId = path.match(/^\/api\/recipes\/([^/]+)$/)?.[1];
    if (recipeId && recipeId !== 'all' && recipeId !== 'filters') {
      const recipe = recipes.get(recipeId);
      return recipe ? json(recipeDetail(recipe)) : problem(404, 'Not Found', 'No such recipe.');
    }
    if (!user) {
      const needsSession =
        path.startsWith('/api/users/') ||
        path.startsWith('/api/recipe-favorites') ||
        path === '/api/auth/changePassword' ||
        path === '/api/auth/setPassword' ||
        path === '/api/auth/logout-everywhere';
      return needsSession ? signedOut() : null;
    }

    if (method === 'PUT' && path === `/api/users/${user._id}`) {
      const change = parsed(updateUserBody, body);
      if (change.refused) return change.refused;
      const { shopperInfo, ...fields } = change.value;
      user = {
        ...user,
        ...fields,
        shopperInfo: mergedShopperInfo(user.shopperInfo, shopperInfo, body),
      };
      return json(user);
    }
    if (method === 'PUT' && path.startsWith('/api/users/')) {
      return problem(403, 'Forbidden', 'You can only change your own profile.');
    }
    if (method === 'POST' && path === '/api/users/onboarding') {
      const choices = parsed(onboardingBody, body);
      if (choices.refused) return choices.refused;
      const { diet, allergies, servings } = choices.value;
      onboardings.push(choices.value);
      user = {
        ...user,
        shopperInfo: { allergies, preferences: { diet, noOfServingsPerRecipe: servings } },
        onboardedAt: new Date().toISOString(),
      };
      return json(user);
    }
    if (method === 'PUT' && path === '/api/auth/changePassword') {
      const change = parsed(changePasswordBody, body);
      if (change.refused) return change.refused;
      if (change.value.currentPassword !== password) {
        return problem(400, 'Bad Request', 'The current password is not correct.', [
          {
            field: 'currentPassword',
            rule: 'matches-current',
            message: 'currentPassword is not your current password',
          },
        ]);
      }
      password = change.value.newPassword;
      return json({ message: 'Password has been changed successfully' });
    }
    if (method === 'PUT' && path === '/api/auth/setPassword') {
      const set = parsed(setPasswordBody, body);
      if (set.refused) return set.refused;
      if (!('password' in set.value) || !meetsPasswordRule(set.value.password)) {
        return problem(400, 'Bad Request', 'The request body is not valid.');
      }
      if (user.isPasswordSet) {
        return problem(409, 'Conflict', 'Your account already has a password.');
      }
      password = set.value.password;
      user = { ...user, isPasswordSet: true };
      return json({ user, accessedBy: null, token: 'session-token' });
    }
    if (method === 'POST' && path === '/api/auth/logout-everywhere') {
      user = null;
      return json({ message: 'You have been logged out of all devices' });
    }
    if (path === '/api/recipe-favorites' && method === 'GET') {
      return json({ recipeFavorites: user.recipeFavorites });
    }
    const favourite = path.match(/^\/api\/recipe-favorites\/([^/]+)$/)?.[1];
    if (favourite && (method === 'POST' || method === 'DELETE')) {
      const others = user.recipeFavorites.filter((entry) => entry.recipeId !== favourite);
      const recipeFavorites =
        method === 'POST'
          ? [...others, { _id: `favourite-${favourite}`, recipeId: favourite }]
          : others;
      user = { ...user, recipeFavorites };
      return json({ recipeFavorites }, method === 'POST' ? 201 : 200);
    }
    return null;
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { search, ...request } = requestOf(input, init);
    const response = answer(request, search);
    if (!response) return delegate(input, init);
    requests.push(request);
    if (held && request.method !== 'GET') await held;
    return response;
  });
  vi.stubGlobal('fetch', fetch);

  return {
    /** The user as the server holds it now. */
    user: () => user,
    password: () => password,
    onboardings,
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** A session starts, as after a sign-up or a login elsewhere in the shop. */
    signIn: (account: UserAnswer) => {
      user = account;
    },
    /** From now on `path` answers 500. */
    fail: (path: string) => failing.add(path),
    /** Writes wait until `release()`, to see what the page shows meanwhile. */
    hold: () => {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => {
      release();
      held = null;
    },
  };
}
