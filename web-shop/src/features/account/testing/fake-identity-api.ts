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
import { http } from 'msw';
import { answersOnHold, apiServer } from '@/shared/testing/api-server';
import {
  type FakeRequest,
  json,
  parsed,
  problem,
  requestOf,
} from '@/shared/testing/fake-responses';

/**
 * Test support: the identity service (and the catalog's recipe and ingredient look-ups) in
 * memory, in front of the fakes added before (usually the fake catalog). Bodies are checked
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

type AccountRequest = Omit<FakeRequest, 'search'>;

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

/** Adds the fake's handlers; returns its state and what it was asked. */
export function stubIdentityApi(options: FakeIdentityOptions = {}) {
  let user: UserAnswer | null = options.user ?? null;
  let password = options.password ?? 'Current#Pass1';
  const recipes = new Map((options.recipes ?? []).map((recipe) => [recipe._id, recipe]));
  const ingredients = options.ingredients ?? [rice, onion];
  const requests: AccountRequest[] = [];
  const onboardings: OnboardingBody[] = [];
  const writes = answersOnHold((request) => request.method !== 'GET');
  const failing = new Set<string>();

  const session = (): MeAnswer | null => (user ? { user, accessedBy: null } : null);
  const signedOut = () => problem(401, 'Unauthorized', 'You need to log in first.');
  const needsSession = (path: string) =>
    path.startsWith('/api/users/') ||
    path.startsWith('/api/recipe-favorites') ||
    path === '/api/auth/changePassword' ||
    path === '/api/auth/setPassword' ||
    path === '/api/auth/logout-everywhere';

  /**
   * A route's resolver: records the call and holds a write's answer while `hold()` is on. The
   * answer is given the signed-in user; undefined leaves the call to the fakes behind.
   */
  const route =
    (
      answer: (
        asked: AccountRequest & { search: URLSearchParams },
        params: Record<string, string>,
      ) => Response | undefined,
    ) =>
    async ({
      request,
      requestId,
      params,
    }: {
      request: Request;
      requestId: string;
      params: Record<string, unknown>;
    }) => {
      const asked = await requestOf(request);
      const response = answer(asked, params as Record<string, string>);
      if (!response) return undefined;
      const { search: _search, ...recorded } = asked;
      requests.push(recorded);
      if (asked.method !== 'GET') await writes.passage(requestId);
      return response;
    };
  /** A route that answers the signed-in user only: a guest's call is left to the check before. */
  const own = (answer: (current: UserAnswer, asked: AccountRequest) => Response) =>
    route((asked) => (user ? answer(user, asked) : undefined));

  apiServer.use(
    // Before the routes: a failing path answers 500, and a guest's call that needs a session 401.
    http.all(
      '/api/*',
      route(({ path }) => {
        if (failing.has(path))
          return problem(500, 'Internal Server Error', 'Something went wrong.');
        if (path === '/api/auth/me' || path === '/api/users/me' || user) return undefined;
        return needsSession(path) ? signedOut() : undefined;
      }),
    ),
    ...['/api/auth/me', '/api/users/me'].map((path) =>
      http.get(
        path,
        route(() => {
          const me = session();
          return me ? json(me) : signedOut();
        }),
      ),
    ),
    http.get(
      '/api/ingredients',
      route(({ search }) => {
        const words = search.get('search')?.toLowerCase() ?? '';
        const matches = ingredients.filter((entry) => entry.name.toLowerCase().includes(words));
        return json({ ingredients: matches, totalCount: matches.length });
      }),
    ),
    http.all(
      '/api/recipes/:recipeId',
      route((_asked, { recipeId = '' }) => {
        if (recipeId === 'all' || recipeId === 'filters') return undefined;
        const recipe = recipes.get(recipeId);
        return recipe ? json(recipeDetail(recipe)) : problem(404, 'Not Found', 'No such recipe.');
      }),
    ),
    http.put(
      '/api/users/:userId',
      own((current, { path, body }) => {
        if (path !== `/api/users/${current._id}`) {
          return problem(403, 'Forbidden', 'You can only change your own profile.');
        }
        const change = parsed(updateUserBody, body);
        if (change.refused) return change.refused;
        const { shopperInfo, ...fields } = change.value;
        user = {
          ...current,
          ...fields,
          shopperInfo: mergedShopperInfo(current.shopperInfo, shopperInfo, body),
        };
        return json(user);
      }),
    ),
    http.post(
      '/api/users/onboarding',
      own((current, { body }) => {
        const choices = parsed(onboardingBody, body);
        if (choices.refused) return choices.refused;
        const { diet, allergies, servings } = choices.value;
        onboardings.push(choices.value);
        user = {
          ...current,
          shopperInfo: { allergies, preferences: { diet, noOfServingsPerRecipe: servings } },
          onboardedAt: new Date().toISOString(),
        };
        return json(user);
      }),
    ),
    http.put(
      '/api/auth/changePassword',
      own((_current, { body }) => {
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
      }),
    ),
    http.put(
      '/api/auth/setPassword',
      own((current, { body }) => {
        const set = parsed(setPasswordBody, body);
        if (set.refused) return set.refused;
        if (!('password' in set.value) || !meetsPasswordRule(set.value.password)) {
          return problem(400, 'Bad Request', 'The request body is not valid.');
        }
        if (current.isPasswordSet) {
          return problem(409, 'Conflict', 'Your account already has a password.');
        }
        password = set.value.password;
        user = { ...current, isPasswordSet: true };
        return json({ user, accessedBy: null, token: 'session-token' });
      }),
    ),
    http.post(
      '/api/auth/logout-everywhere',
      own(() => {
        user = null;
        return json({ message: 'You have been logged out of all devices' });
      }),
    ),
    http.get(
      '/api/recipe-favorites',
      own((current) => json({ recipeFavorites: current.recipeFavorites })),
    ),
    ...(['post', 'delete'] as const).map((method) =>
      http[method](
        '/api/recipe-favorites/:recipeId',
        route((_asked, { recipeId = '' }) => {
          if (!user) return undefined;
          const others = user.recipeFavorites.filter((entry) => entry.recipeId !== recipeId);
          const recipeFavorites =
            method === 'post' ? [...others, { _id: `favourite-${recipeId}`, recipeId }] : others;
          user = { ...user, recipeFavorites };
          return json({ recipeFavorites }, method === 'post' ? 201 : 200);
        }),
      ),
    ),
  );

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
    hold: writes.hold,
    release: () => writes.release(),
  };
}
