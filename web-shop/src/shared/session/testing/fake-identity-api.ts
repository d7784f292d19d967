import {
  type LoginAccountInfo,
  type MeAnswer,
  meetsPasswordRule,
  PASSWORD_RULE_MESSAGE,
  type UserAnswer,
} from '@mise/contracts';
import { vi } from 'vitest';

/**
 * Test support: the identity service's /api/auth calls in memory, in front of whatever fetch is
 * installed (the fake catalog, the fake cart). Bodies and answers follow the identity contract
 * (packages/contracts/src/identity/http.ts): unknown body fields are refused as the strict
 * schemas do, e-mails compare lower-cased, sign-ins answer the session with its token, and
 * refusals come as problem+json. The session cookie is a variable: `signedInAs` sets it.
 */

export type FakeAccount = {
  email: string;
  firstName?: string;
  /** Null for an account with no password (signed up socially, or never set one). */
  password?: string | null;
  google?: boolean;
  facebook?: boolean;
  isEmailVerified?: boolean;
};

type FakeIdentityOptions = {
  accounts?: FakeAccount[];
  providers?: { google: boolean; facebook: boolean };
  staff?: { email: string; password: string };
  /** Reset codes (from mailed links) and the e-mail whose password each resets. */
  resetCodes?: Record<string, string>;
  verifyTokens?: string[];
  /** Paths outside /api/auth that answer 401 without a session, like the account's pages. */
  protectedPaths?: string[];
};

type Session = { email: string; staff: { staffId: string; emailAddress: string } | null };

export type IdentityRequest = {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
};

export const fakePassword = 'Kale&Rice2024';
export const fakeCustomer: FakeAccount = {
  email: 'ana@example.com',
  firstName: 'Ana',
  password: fakePassword,
};

export function userAnswer(account: FakeAccount): UserAnswer {
  return {
    _id: `user-${account.email}`,
    firstName: account.firstName ?? 'Sam',
    lastName: 'Tremblay',
    emailAddress: account.email,
    username: account.email,
    phoneNumber: '',
    role: 'customer',
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
  '/api/auth/login/access-customer-account': ['emailAddress', 'password', 'userEmail'],
  '/api/auth/find-email-accounts': ['emailAddress'],
  '/api/auth/sendResetPasswordLink': ['emailAddress'],
  '/api/auth/resetPassword': ['code', 'password'],
  '/api/auth/verify': ['token'],
  '/api/auth/setPassword': ['emailAddress', 'password'],
};

export function stubIdentityApi(options: FakeIdentityOptions = {}) {
  const delegate = globalThis.fetch;
  const accounts = new Map(
    (options.accounts ?? [fakeCustomer]).map((account) => [account.email, { ...account }]),
  );
  const resetCodes = new Map(Object.entries(options.resetCodes ?? {}));
  const verifyTokens = new Set(options.verifyTokens ?? []);
  const requests: IdentityRequest[] = [];
  let session: Session | null = null;
  /** Answers wait for `release()` while held, to see what the shop shows meanwhile. */
  let held: Array<() => void> | undefined;

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  const problem = (
    status: number,
    message: string,
    fields?: Array<{ field: string; rule: string; message: string }>,
  ) => json({ type: 'about:blank', title: 'Problem', status, message, fields }, status);
  const lower = (value: unknown) => String(value ?? '').toLowerCase();

  const me = (): MeAnswer | null => {
    const account = session && accounts.get(session.email);
    return account ? { user: userAnswer(account), accessedBy: session?.staff ?? null } : null;
  };
  const signIn = (email: string, staff: Session['staff'] = null) => {
    session = { email, staff };
    return json({ ...me(), token: 'header.payload.signature' });
  };

  const answer = (path: string, method: string, body: Record<string, unknown> = {}) => {
    const allowed = allowedFields[path];
    const unknown = allowed && Object.keys(body).find((key) => !allowed.includes(key));
    if (unknown) return problem(400, `${unknown} is not allowed`);
    switch (`${method} ${path}`) {
      case 'GET /api/auth/me': {
        const current = me();
        return current ? json(current) : problem(401, 'Please sign in to continue.');
      }
      case 'GET /api/auth/providers':
        return json(options.providers ?? { google: true, facebook: true });
      case 'POST /api/auth/find-email-accounts': {
        const account = accounts.get(lower(body.emailAddress));
        const info: LoginAccountInfo = {
          hasAccount: Boolean(account),
          hasNormalLogin: Boolean(account?.password),
          hasGoogleLogin: Boolean(account?.google),
          hasFacebookLogin: Boolean(account?.facebook),
        };
        return json({ data: info });
      }
      case 'POST /api/auth/login': {
        const account = accounts.get(lower(body.username));
        if (!account?.password || account.password !== body.password) {
          return problem(401, 'The e-mail or password is not right.');
        }
        return signIn(account.email);
      }
      case 'POST /api/auth/register': {
        const email = lower(body.emailAddress);
        if (accounts.has(email)) return problem(409, 'An account already uses this e-mail.');
        if (!meetsPasswordRule(String(body.password))) {
          return problem(400, 'Bad input', [
            { field: 'password', rule: 'custom', message: PASSWORD_RULE_MESSAGE },
          ]);
        }
        accounts.set(email, {
          email,
          firstName: String(body.firstName),
          password: String(body.password),
        });
        return signIn(email);
      }
      case 'POST /api/auth/logout':
        session = null;
        return json({ message: 'You have been logged out successfully' });
      case 'POST /api/auth/sendResetPasswordLink':
        return json({
          message: 'If an account uses this e-mail, a link to reset its password is on its way.',
        });
      case 'POST /api/auth/resetPassword': {
        const email = resetCodes.get(String(body.code));
        if (!email) return problem(400, 'This link has expired. Ask for a new one.');
        if (!meetsPasswordRule(String(body.password))) return problem(400, PASSWORD_RULE_MESSAGE);
        resetCodes.delete(String(body.code));
        const account = accounts.get(email);
        if (account) account.password = String(body.password);
        return signIn(email);
      }
      case 'PUT /api/auth/verify': {
        const token = String(body.token);
        if (!verifyTokens.has(token)) return problem(400, 'This verification link has expired.');
        verifyTokens.delete(token);
        const account = session && accounts.get(session.email);
        if (account) account.isEmailVerified = true;
        return json({ message: 'Your account has been verified.' });
      }
      case 'PUT /api/auth/setPassword':
        return json({ message: 'We have e-mailed you a link to set your password.' });
      case 'POST /api/auth/sendEmailVerificationLink':
        return session ? json({ message: 'Sent.' }) : problem(401, 'Please sign in to continue.');
      case 'POST /api/auth/login/access-customer-account': {
        const { staff } = options;
        if (
          !staff ||
          lower(body.emailAddress) !== staff.email ||
          body.password !== staff.password
        ) {
          return problem(401, 'The staff e-mail or password is not right.');
        }
        const customer = accounts.get(lower(body.userEmail));
        if (!customer) return problem(404, 'No customer uses this e-mail.');
        return signIn(customer.email, { staffId: 'staff-1', emailAddress: staff.email });
      }
      default:
        if (options.protectedPaths?.includes(path) && !session) {
          return problem(401, 'Please sign in to continue.');
        }
        return undefined;
    }
  };

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : undefined;
    const response = answer(url.pathname, method, body);
    if (!response) return delegate(input, init);
    requests.push({ method, path: url.pathname, body });
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    return response;
  });
  vi.stubGlobal('fetch', fetch);

  return {
    /** The calls answered here, in order. */
    requests,
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    /** Sets the session cookie, as if signed in earlier. */
    signedInAs: (email: string, staff: Session['staff'] = null) => {
      session = { email, staff };
    },
    /** The server forgets the session (it expired, or ended in another tab). */
    endSession: () => {
      session = null;
    },
    isSignedIn: () => session !== null,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const resolve of waiting) resolve();
    },
  };
}

export type FakeIdentityApi = ReturnType<typeof stubIdentityApi>;
