import {
  type AuditEntry,
  changePasswordBody,
  type LoginAccountInfo,
  type MeAnswer,
  meetsPasswordRule,
  type OnboardingBody,
  onboardingBody,
  PASSWORD_RULE_MESSAGE,
  type ShopperInfo,
  type StaffRole,
  setPasswordBody,
  type UpdateUserBody,
  type UserAnswer,
  type UserRole,
  updateUserBody,
} from '@mise/contracts';
import { http } from 'msw';
import { answersOnHold, apiServer } from './api-server';
import {
  type FakeRequest,
  json,
  paramsOf,
  parsed,
  problem,
  type ResolverInfo,
  requestOf,
  requestsAmong,
} from './responses';

/**
 * Test support: the identity service in memory, as the shop and the staff console meet it, in
 * front of the fakes added before (in the shop, the fake catalog answers the recipe and
 * ingredient look-ups the account pages make, the fake cart the cart). Bodies and answers follow the identity contract
 * (packages/contracts/src/identity/http.ts): unknown body fields are refused as the strict
 * schemas do, e-mails compare lower-cased, sign-ins answer the session with its token, and
 * refusals come as problem+json like parseInput's, naming each field (`addresses.0.postalCode`)
 * and its rule. The session cookie is a variable: `signedInAs` and `signIn` set it. Staff are
 * accounts with the role `staff`: they sign in to the console, read its access log, and open a
 * customer's account in the shop.
 */

export type FakeAccount = {
  email: string;
  /** The user id; `user-<email>` unless given. */
  id?: string;
  role?: UserRole;
  /** A staff account's role: admin unless given. */
  staffRole?: StaffRole;
  firstName?: string;
  /** Null for an account with no password (signed up socially, or never set one). */
  password?: string | null;
  google?: boolean;
  facebook?: boolean;
  isEmailVerified?: boolean;
};

type FakeIdentityOptions = {
  accounts?: FakeAccount[];
  /** Signed in as this user from the start, with `password`. */
  user?: UserAnswer;
  password?: string;
  providers?: { google: boolean; facebook: boolean };
  /** The audit log of staff writes, newest first as the service keeps it. */
  auditLog?: AuditEntry[];
  /** Reset codes (from mailed links) and the e-mail whose password each resets. */
  resetCodes?: Record<string, string>;
  verifyTokens?: string[];
  /** Paths beyond the account's own that answer 401 without a session, like the orders. */
  protectedPaths?: string[];
};

type Session = { email: string; staff: MeAnswer['accessedBy'] };

/** An account as the service keeps it: its sign-in means and the user it answers. */
type KeptAccount = FakeAccount & { user: UserAnswer };

/** A call as recorded: its query, as text, only when it had one. */
export type IdentityRequest = Omit<FakeRequest, 'search'> & { query?: string };

export const fakePassword = 'Kale&Rice2024';
export const fakeCustomer: FakeAccount = {
  email: 'ana@example.com',
  firstName: 'Ana',
  password: fakePassword,
};

export function userAnswer(account: FakeAccount): UserAnswer {
  return {
    _id: account.id ?? `user-${account.email}`,
    firstName: account.firstName ?? 'Sam',
    lastName: 'Tremblay',
    emailAddress: account.email,
    username: account.email,
    phoneNumber: '',
    role: account.role ?? 'customer',
    staffRole: account.role === 'staff' ? (account.staffRole ?? 'admin') : null,
    language: 'en-CA',
    isPasswordSet: Boolean(account.password),
    isEmailVerified: account.isEmailVerified ?? false,
    isFirstOrder: true,
    hasGoogleLogin: account.google ?? false,
    hasFacebookLogin: account.facebook ?? false,
    addresses: [],
    shopperInfo: {
      allergies: [],
      preferences: { noOfServingsPerRecipe: 2, diet: 'everything' },
    },
    recipeFavorites: [],
    onboardedAt: null,
  };
}

/** A signed-up shopper with a password and a verified e-mail, as the account pages see one. */
export function shopper(overrides: Partial<UserAnswer> = {}): UserAnswer {
  return {
    ...userAnswer({
      email: 'camille@example.ca',
      firstName: 'Camille',
      password: 'Current#Pass1',
      isEmailVerified: true,
    }),
    _id: 'user-1',
    ...overrides,
  };
}

const allowedFields: Record<string, readonly string[]> = {
  '/api/auth/login': ['username', 'password', 'guestUserId'],
  '/api/auth/register': [
    'firstName',
    'lastName',
    'emailAddress',
    'username',
    'phoneNumber',
    'password',
    'influencerId',
    'language',
    'guestUserId',
  ],
  '/api/auth/login/access-customer-account': ['emailAddress', 'password', 'userEmail', 'reason'],
  '/api/auth/find-email-accounts': ['emailAddress'],
  '/api/auth/sendResetPasswordLink': ['emailAddress'],
  '/api/auth/resetPassword': ['code', 'password'],
  '/api/auth/verify': ['token'],
  '/api/auth/setPassword': ['emailAddress', 'password'],
};

/** The account's own paths: a guest's call to one is answered 401. */
const needsSession = (path: string) =>
  path.startsWith('/api/users/') ||
  path.startsWith('/api/recipe-favorites') ||
  path.startsWith('/api/admin/') ||
  path === '/api/auth/changePassword' ||
  path === '/api/auth/logout-everywhere';

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

/** A query's whole number, at least `least`; `fallback` when absent, undefined when not one. */
function wholeNumberAtLeast(text: string | null, fallback: number, least: number) {
  if (text === null) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= least ? value : undefined;
}

const wrongCredentials = () => problem(401, 'Unauthorized', 'Incorrect email or password.');
const staffOnly = () => problem(403, 'Forbidden', 'This needs a staff account.');

export type FakeIdentityApi = ReturnType<typeof stubIdentityApi>;

/** Adds the fake's handlers; returns its state and what it was asked. */
export function stubIdentityApi(options: FakeIdentityOptions = {}) {
  const accounts = new Map<string, KeptAccount>();
  const keep = (account: FakeAccount, user = userAnswer(account)) =>
    accounts.set(account.email, { ...account, user });
  for (const account of options.accounts ?? [fakeCustomer]) keep(account);
  const resetCodes = new Map(Object.entries(options.resetCodes ?? {}));
  const verifyTokens = new Set(options.verifyTokens ?? []);
  const protectedPaths = new Set(options.protectedPaths ?? []);
  const requests: IdentityRequest[] = [];
  const onboardings: OnboardingBody[] = [];
  const failing = new Set<string>();
  /** Things that happen elsewhere just before the next call to a route ('GET /api/…'). */
  const happenings = new Map<string, () => void>();
  const writes = answersOnHold((request) => request.method !== 'GET');
  let session: Session | null = null;

  const current = () => (session ? accounts.get(session.email) : undefined);
  const me = (): MeAnswer | null => {
    const account = current();
    return account ? { user: account.user, accessedBy: session?.staff ?? null } : null;
  };
  /** Starts a session, answered with its token as a sign-in is. */
  const openSession = (email: string, staff: Session['staff'] = null) => {
    session = { email, staff };
    return json({ ...me(), token: 'header.payload.signature' });
  };
  /** A session starts for `user`, kept as the account with that e-mail. */
  const signInUser = (user: UserAnswer) => {
    const known = accounts.get(user.emailAddress);
    const password = known?.password ?? options.password ?? 'Current#Pass1';
    keep({ ...known, email: user.emailAddress, password }, user);
    session = { email: user.emailAddress, staff: null };
  };
  if (options.user) signInUser(options.user);
  const signedOut = () => problem(401, 'Unauthorized', 'Please sign in to continue.');
  const lower = (value: unknown) => String(value ?? '').toLowerCase();

  /**
   * A route's resolver: refuses body fields the route's contract does not know, records the
   * call and holds a write's answer while `hold()` is on. An answer of undefined leaves the call
   * to the fakes behind.
   */
  const route =
    (
      answer: (
        body: Record<string, unknown>,
        asked: FakeRequest,
        params: Record<string, string>,
      ) => Response | undefined,
    ) =>
    async (info: ResolverInfo) => {
      const { request, requestId } = info;
      const asked = await requestOf(request);
      const happening = `${asked.method} ${asked.path}`;
      happenings.get(happening)?.();
      happenings.delete(happening);
      const body = (asked.body ?? {}) as Record<string, unknown>;
      const allowed = allowedFields[asked.path];
      const unknown = allowed && Object.keys(body).find((key) => !allowed.includes(key));
      const response = unknown
        ? problem(400, 'Bad Request', `${unknown} is not allowed`)
        : answer(body, asked, paramsOf(info));
      if (!response) return undefined;
      const { search, ...recorded } = asked;
      requests.push({ ...recorded, ...(search.size > 0 && { query: search.toString() }) });
      if (asked.method !== 'GET') await writes.passage(requestId);
      return response;
    };
  /** A route of the signed-in account; a guest's call was answered 401 before it. */
  const own = (
    answer: (account: KeptAccount, body: Record<string, unknown>, asked: FakeRequest) => Response,
  ) =>
    route((body, asked) => {
      const account = current();
      return account ? answer(account, body, asked) : undefined;
    });
  const changeUser = (account: KeptAccount, user: UserAnswer) => {
    account.user = user;
    return json(user);
  };

  apiServer.use(
    // Before the routes: a failing path answers 500, and a guest's call that needs a session 401.
    http.all(
      '/api/*',
      route((_body, { path }) => {
        if (failing.has(path))
          return problem(500, 'Internal Server Error', 'Something went wrong.');
        if (session || path === '/api/users/me') return undefined;
        return needsSession(path) || protectedPaths.has(path) ? signedOut() : undefined;
      }),
    ),
    ...['/api/auth/me', '/api/users/me'].map((path) =>
      http.get(
        path,
        route(() => {
          const answer = me();
          return answer ? json(answer) : signedOut();
        }),
      ),
    ),
    http.get(
      '/api/auth/providers',
      route(() => json(options.providers ?? { google: true, facebook: true })),
    ),
    http.post(
      '/api/auth/find-email-accounts',
      route((body) => {
        const account = accounts.get(lower(body.emailAddress));
        const info: LoginAccountInfo = {
          hasAccount: Boolean(account),
          hasNormalLogin: Boolean(account?.password),
          hasGoogleLogin: Boolean(account?.google),
          hasFacebookLogin: Boolean(account?.facebook),
        };
        return json({ data: info });
      }),
    ),
    http.post(
      '/api/auth/login',
      route((body) => {
        const account = accounts.get(lower(body.username));
        if (!account?.password || account.password !== body.password) return wrongCredentials();
        return openSession(account.email);
      }),
    ),
    http.post(
      '/api/auth/register',
      route((body) => {
        const email = lower(body.emailAddress);
        if (accounts.has(email)) {
          return problem(409, 'Conflict', 'An account already uses this e-mail.');
        }
        if (!meetsPasswordRule(String(body.password))) {
          return problem(400, 'Bad Request', 'Bad input', [
            { field: 'password', rule: 'custom', message: PASSWORD_RULE_MESSAGE },
          ]);
        }
        keep({ email, firstName: String(body.firstName), password: String(body.password) });
        return openSession(email);
      }),
    ),
    http.post(
      '/api/auth/logout',
      route(() => {
        session = null;
        return json({ message: 'You have been logged out successfully' });
      }),
    ),
    http.post(
      '/api/auth/logout-everywhere',
      own(() => {
        session = null;
        return json({ message: 'You have been logged out of all devices' });
      }),
    ),
    http.post(
      '/api/auth/sendResetPasswordLink',
      route(() =>
        json({
          message: 'If an account uses this e-mail, a link to reset its password is on its way.',
        }),
      ),
    ),
    http.post(
      '/api/auth/resetPassword',
      route((body) => {
        const email = resetCodes.get(String(body.code));
        if (!email) return problem(400, 'Bad Request', 'This link has expired. Ask for a new one.');
        if (!meetsPasswordRule(String(body.password))) {
          return problem(400, 'Bad Request', PASSWORD_RULE_MESSAGE);
        }
        resetCodes.delete(String(body.code));
        const account = accounts.get(email);
        if (account) {
          account.password = String(body.password);
          account.user = { ...account.user, isPasswordSet: true };
        }
        return openSession(email);
      }),
    ),
    http.put(
      '/api/auth/verify',
      route((body) => {
        const token = String(body.token);
        if (!verifyTokens.has(token)) {
          return problem(400, 'Bad Request', 'This verification link has expired.');
        }
        verifyTokens.delete(token);
        const account = current();
        if (account) account.user = { ...account.user, isEmailVerified: true };
        return json({ message: 'Your account has been verified.' });
      }),
    ),
    http.post(
      '/api/auth/sendEmailVerificationLink',
      route(() => (session ? json({ message: 'Sent.' }) : signedOut())),
    ),
    http.post(
      '/api/auth/login/access-customer-account',
      route((body) => {
        const staff = accounts.get(lower(body.emailAddress));
        if (!staff?.password || staff.password !== body.password) return wrongCredentials();
        if (staff.user.role !== 'staff') return staffOnly();
        if (typeof body.reason !== 'string' || body.reason.trim().length < 3) {
          return problem(400, 'Bad Request', 'reason must say why, in at least 3 characters');
        }
        const customer = accounts.get(lower(body.userEmail));
        if (!customer) return problem(404, 'Not Found', 'No customer uses this e-mail.');
        return openSession(customer.email, { staffId: staff.user._id, emailAddress: staff.email });
      }),
    ),
    http.put(
      '/api/auth/changePassword',
      own((account, body) => {
        const change = parsed(changePasswordBody, body);
        if (change.refused) return change.refused;
        if (change.value.currentPassword !== account.password) {
          return problem(400, 'Bad Request', 'The current password is not correct.', [
            {
              field: 'currentPassword',
              rule: 'matches-current',
              message: 'currentPassword is not your current password',
            },
          ]);
        }
        account.password = change.value.newPassword;
        return json({ message: 'Password has been changed successfully' });
      }),
    ),
    // With an e-mail address, the link to set one is mailed; with a password, a signed-in
    // account without one sets it.
    http.put(
      '/api/auth/setPassword',
      route((body) => {
        if (!('password' in body)) {
          return json({ message: 'We have e-mailed you a link to set your password.' });
        }
        const account = current();
        if (!account) return signedOut();
        const set = parsed(setPasswordBody, body);
        if (set.refused) return set.refused;
        if (!('password' in set.value) || !meetsPasswordRule(set.value.password)) {
          return problem(400, 'Bad Request', 'The request body is not valid.');
        }
        if (account.user.isPasswordSet) {
          return problem(409, 'Conflict', 'Your account already has a password.');
        }
        account.password = set.value.password;
        account.user = { ...account.user, isPasswordSet: true };
        return json({ user: account.user, accessedBy: null, token: 'session-token' });
      }),
    ),
    http.put(
      '/api/users/:userId',
      own((account, body, { path }) => {
        if (path !== `/api/users/${account.user._id}`) {
          return problem(403, 'Forbidden', 'You can only change your own profile.');
        }
        const change = parsed(updateUserBody, body);
        if (change.refused) return change.refused;
        const { shopperInfo, ...fields } = change.value;
        return changeUser(account, {
          ...account.user,
          ...fields,
          shopperInfo: mergedShopperInfo(account.user.shopperInfo, shopperInfo, body),
        });
      }),
    ),
    http.post(
      '/api/users/onboarding',
      own((account, body) => {
        const choices = parsed(onboardingBody, body);
        if (choices.refused) return choices.refused;
        const { diet, allergies, servings } = choices.value;
        onboardings.push(choices.value);
        return changeUser(account, {
          ...account.user,
          shopperInfo: { allergies, preferences: { diet, noOfServingsPerRecipe: servings } },
          onboardedAt: new Date().toISOString(),
        });
      }),
    ),
    http.get(
      '/api/admin/audit',
      route((_body, { search }) => {
        if (current()?.user.role !== 'staff' || session?.staff) return staffOnly();
        const page = wholeNumberAtLeast(search.get('page'), 0, 0);
        const perPage = wholeNumberAtLeast(search.get('perPage'), 25, 1);
        if (page === undefined || perPage === undefined || perPage > 200) {
          return problem(400, 'Bad Request', 'The request query is not valid.');
        }
        const words = search.get('q')?.toLowerCase();
        const auditLog = (options.auditLog ?? []).filter(
          (entry) => !words || JSON.stringify(entry).toLowerCase().includes(words),
        );
        return json({
          data: auditLog.slice(page * perPage, (page + 1) * perPage),
          total: auditLog.length,
        });
      }),
    ),
    http.get(
      '/api/recipe-favorites',
      own((account) => json({ recipeFavorites: account.user.recipeFavorites })),
    ),
    ...(['post', 'delete'] as const).map((method) =>
      http[method](
        '/api/recipe-favorites/:recipeId',
        route((_body, _asked, { recipeId = '' }) => {
          const account = current();
          if (!account) return undefined;
          const others = account.user.recipeFavorites.filter(
            (entry) => entry.recipeId !== recipeId,
          );
          const recipeFavorites =
            method === 'post' ? [...others, { _id: `favourite-${recipeId}`, recipeId }] : others;
          account.user = { ...account.user, recipeFavorites };
          return json({ recipeFavorites }, method === 'post' ? 201 : 200);
        }),
      ),
    ),
  );

  return {
    /** The calls answered here, in order. */
    requests,
    /** The calls answered here to `path`, or to `method path`. */
    requestsTo: requestsAmong(requests),
    /** The session the cookie holds, as the server sees it: whose, and which staff member's. */
    session: () => session && { userId: current()?.user._id, accessedBy: session.staff },
    /** The user as the server holds it now; null without a session. */
    user: () => current()?.user ?? null,
    password: () => current()?.password,
    onboardings,
    /** Sets the session cookie, as if signed in earlier. */
    signedInAs: (email: string, staff: Session['staff'] = null) => {
      session = { email, staff };
    },
    /** A session starts, as after a sign-up or a login elsewhere in the shop. */
    signIn: signInUser,
    /** The server forgets the session (it expired, or ended in another tab). */
    endSession: () => {
      session = null;
    },
    isSignedIn: () => session !== null,
    /** From now on `path` answers 500. */
    fail: (path: string) => failing.add(path),
    /** Runs `happening` once, just before the server handles the next `METHOD /path`. */
    before: (route: string, happening: () => void) => happenings.set(route, happening),
    /** Writes wait until `release()`, to see what the shop shows meanwhile. */
    hold: writes.hold,
    release: () => writes.release(),
  };
}
