import { randomUUID } from 'node:crypto';
import type {} from '@fastify/jwt';
import type { SocialProvider } from '@mise/contracts';
import { buildTestServer } from '@mise/platform/testing';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/plugin.js';
import { outbox, socialLogins, users } from '../src/store/schema.js';
import { createUser } from '../src/store/users.js';
import { ProviderBrowser } from './support/oidc-browser.js';
import {
  type ProviderAccount,
  startOidcProvider,
  type TestOidcProvider,
} from './support/oidc-provider.js';

const shop = 'http://shop.test';
let google: TestOidcProvider;
let facebook: TestOidcProvider;
let app: FastifyInstance;

beforeAll(async () => {
  // Google puts the person's claims in the ID token; the other provider gives them only at
  // its userinfo endpoint: both ways are read.
  google = await startOidcProvider({
    redirectUri: `${shop}/api/auth/callback/google`,
    claimsOnlyAtUserinfo: false,
  });
  facebook = await startOidcProvider({
    redirectUri: `${shop}/api/auth/callback/facebook`,
    claimsOnlyAtUserinfo: true,
  });
});
afterAll(async () => {
  await google?.close();
  await facebook?.close();
});
afterEach(async () => {
  await app?.close();
});

const providerEnv = (name: 'GOOGLE' | 'FACEBOOK', provider: TestOidcProvider) => ({
  [`${name}_OIDC_ISSUER`]: provider.issuer,
  [`${name}_CLIENT_ID`]: provider.clientId,
  [`${name}_CLIENT_SECRET`]: provider.clientSecret,
});

async function startShop(env: Record<string, string> = providerEnv('GOOGLE', google)) {
  app = await buildTestServer([identityService], { PUBLIC_ORIGINS: shop, ...env });
}

/** A person at a provider, with an address of their own so tests do not meet. */
function personAt(provider: TestOidcProvider, claims: Partial<ProviderAccount> = {}) {
  const login = randomUUID();
  const account: ProviderAccount = {
    login,
    email: `${login}@example.com`,
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    ...claims,
  };
  provider.addAccount(account);
  return account;
}

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

async function startSignIn(provider: SocialProvider, query = '') {
  const started = await app.inject({ method: 'GET', url: `/api/auth/login-${provider}${query}` });
  expect(started.statusCode).toBe(302);
  const loginState = cookieOf(started, 'social_login');
  expect(loginState).toBeDefined();
  return { authorizationUrl: started.headers.location as string, loginState: loginState?.value };
}

const callback = (provider: SocialProvider, answer: URL, loginState?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/auth/callback/${provider}${answer.search}`,
    cookies: loginState ? { social_login: loginState } : {},
  });

/** The whole trip: the shop, the provider's login and consent, and back to the shop. */
async function signInAs(
  provider: SocialProvider,
  person: ProviderAccount,
  query = '',
): Promise<LightMyRequestResponse> {
  const { authorizationUrl, loginState } = await startSignIn(provider, query);
  const at = provider === 'google' ? google : facebook;
  const answer = await new ProviderBrowser().signIn(authorizationUrl, person.login);
  expect(answer.origin + answer.pathname).toBe(`${shop}/api/auth/callback/${provider}`);
  expect(authorizationUrl.startsWith(at.issuer)).toBe(true);
  return callback(provider, answer, loginState);
}

const redirection = (response: LightMyRequestResponse) =>
  new URL(response.headers.location as string, shop);

async function me(response: LightMyRequestResponse) {
  const token = cookieOf(response, 'token')?.value ?? '';
  expect(token).not.toBe('');
  const answer = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { token } });
  expect(answer.statusCode).toBe(200);
  return answer.json().user;
}

async function outboxEvents() {
  const rows = await app.infra.database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.envelope);
}

async function countRows() {
  const { db } = app.infra.database;
  const [accounts] = await db.select({ n: count() }).from(users);
  const [logins] = await db.select({ n: count() }).from(socialLogins);
  return { users: accounts?.n, socialLogins: logins?.n };
}

/** An account registered here with a password, its address verified or not. */
const passwordAccount = (emailAddress: string, verified: boolean) =>
  createUser(app.infra.database.db, {
    emailAddress,
    firstName: 'Grace',
    lastName: 'Hopper',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
    emailVerifiedAt: verified ? new Date() : null,
  });

describe('which social logins the shop offers', () => {
  it('lists the providers whose three settings are set', async () => {
    await startShop();
    const answer = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ google: true, facebook: false });
  });

  it('lists neither without settings, and a provider missing one setting is off', async () => {
    const { GOOGLE_CLIENT_SECRET: _left, ...withoutSecret } = providerEnv('GOOGLE', google);
    await startShop(withoutSecret);
    const answer = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(answer.json()).toEqual({ google: false, facebook: false });
  });

  it('refuses to start a sign-in with a provider that is not configured', async () => {
    await startShop();
    const answer = await app.inject({ method: 'GET', url: '/api/auth/login-facebook' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Sign-in with Facebook is not offered by this shop.');
  });
});

describe('starting a social sign-in', () => {
  it('sends the browser to the provider with scope, state, nonce and PKCE', async () => {
    await startShop();
    const started = await app.inject({
      method: 'GET',
      url: `/api/auth/login-google?handle=chef_anna&guestUserId=${randomUUID()}`,
    });
    expect(started.statusCode).toBe(302);
    const to = new URL(started.headers.location as string);
    expect(to.origin).toBe(google.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: google.clientId,
      response_type: 'code',
      redirect_uri: `${shop}/api/auth/callback/google`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    expect(cookieOf(started, 'social_login')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/callback',
      maxAge: 600,
    });
  });

  it('names the field and rule of a bad query, and goes nowhere', async () => {
    await startShop();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/login-google?guestUserId=not-a-guest',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      expect.objectContaining({
        field: 'guestUserId',
        message: 'guestUserId must be a guest id issued by the shop',
      }),
    ]);
    expect(cookieOf(answer, 'social_login')).toBeUndefined();
  });

  it('answers 503 with a sentence when the provider cannot be reached, and the shop runs on', async () => {
    await startShop({ ...providerEnv('GOOGLE', google), GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:9' });
    const answer = await app.inject({ method: 'GET', url: '/api/auth/login-google' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(
      'Sign-in with Google is not available right now. Please try again in a few minutes, or sign in with your e-mail and password.',
    );
    const providers = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.statusCode).toBe(200);
  });
});

describe('coming back from the provider', () => {
  it('registers a new shopper, signs them in and carries their cart over', async () => {
    await startShop();
    const person = personAt(google);
    const guestUserId = randomUUID();
    const back = await signInAs('google', person, `?handle=chef_anna&guestUserId=${guestUserId}`);

    expect(back.statusCode).toBe(302);
    const to = redirection(back);
    expect(to.pathname).toBe('/signin/redirection');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      provider: 'google',
      isRegistered: 'true',
      handle: 'chef_anna',
    });
    // The login state is spent.
    expect(cookieOf(back, 'social_login')?.value).toBe('');

    const user = await me(back);
    expect(user).toMatchObject({
      emailAddress: person.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      hasGoogleLogin: true,
      hasFacebookLogin: false,
      isPasswordSet: false,
      isEmailVerified: true,
    });

    const events = await outboxEvents();
    expect(events.map((event) => event.type)).toEqual([
      'identity.user.registered',
      'identity.user.signed-in',
    ]);
    expect(events[0]?.data).toMatchObject({
      userId: user._id,
      emailAddress: person.email,
      method: 'google',
    });
    expect(events[1]?.data).toEqual({ userId: user._id, method: 'google', guestUserId });
  });

  it('signs the same person in again to the same account, registered once', async () => {
    await startShop();
    const person = personAt(google);
    const first = await me(await signInAs('google', person));

    const again = await signInAs('google', person);
    expect(Object.fromEntries(redirection(again).searchParams)).toEqual({
      provider: 'google',
      isRegistered: 'false',
    });
    expect((await me(again))._id).toBe(first._id);
    const types = (await outboxEvents()).map((event) => event.type);
    expect(types).toEqual([
      'identity.user.registered',
      'identity.user.signed-in',
      'identity.user.signed-in',
    ]);
    expect(await countRows()).toEqual({ users: 1, socialLogins: 1 });
  });

  it('reads the claims from userinfo when the ID token has none', async () => {
    await startShop({ ...providerEnv('FACEBOOK', facebook) });
    const person = personAt(facebook, {
      given_name: undefined,
      family_name: undefined,
      name: 'Mary Somerville Fairfax',
    });
    const back = await signInAs('facebook', person);
    expect(redirection(back).searchParams.get('isRegistered')).toBe('true');
    expect(await me(back)).toMatchObject({
      emailAddress: person.email,
      firstName: 'Mary',
      lastName: 'Somerville Fairfax',
      hasFacebookLogin: true,
      isEmailVerified: true,
    });
  });

  it('makes no account from an address the provider has not verified', async () => {
    await startShop();
    const person = personAt(google, { email_verified: false });
    const back = await signInAs('google', person);
    expect(back.headers.location).toBe('/signin?socialError=email-unverified&provider=google');
    expect(cookieOf(back, 'token')).toBeUndefined();
    expect(await countRows()).toEqual({ users: 0, socialLogins: 0 });
    expect(await outboxEvents()).toEqual([]);
  });

  it('joins a verified account of the same address when the provider verified it too', async () => {
    await startShop();
    const person = personAt(google);
    const account = await passwordAccount(person.email, true);

    const back = await signInAs('google', person);
    expect(redirection(back).searchParams.get('isRegistered')).toBe('false');
    expect(await me(back)).toMatchObject({
      _id: account?.id,
      firstName: 'Grace',
      hasGoogleLogin: true,
      isPasswordSet: true,
    });
    const types = (await outboxEvents()).map((event) => event.type);
    expect(types).toEqual(['identity.user.signed-in']);
  });

  it('never opens a password account for an address the provider did not verify', async () => {
    await startShop();
    const person = personAt(google, { email_verified: false });
    await passwordAccount(person.email, true);

    const back = await signInAs('google', person);
    expect(back.headers.location).toBe('/signin?socialError=account-exists&provider=google');
    expect(cookieOf(back, 'token')).toBeUndefined();
    expect(await countRows()).toEqual({ users: 1, socialLogins: 0 });
    expect(await outboxEvents()).toEqual([]);
  });

  it('never opens an account whose address was not verified here', async () => {
    await startShop();
    // Whoever registered this address with a password never proved it is theirs.
    const person = personAt(google);
    await passwordAccount(person.email, false);

    const back = await signInAs('google', person);
    expect(back.headers.location).toBe('/signin?socialError=account-exists&provider=google');
    expect(cookieOf(back, 'token')).toBeUndefined();
    expect(await countRows()).toEqual({ users: 1, socialLogins: 0 });
  });

  it('refuses an answer whose state is not the one this browser started', async () => {
    await startShop();
    const person = personAt(google);
    const { authorizationUrl, loginState } = await startSignIn('google');
    const answer = await new ProviderBrowser().signIn(authorizationUrl, person.login);
    answer.searchParams.set('state', 'a-state-from-another-browser');

    const back = await callback('google', answer, loginState);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/signin?socialError=expired&provider=google');
    expect(cookieOf(back, 'token')).toBeUndefined();
    expect(await countRows()).toEqual({ users: 0, socialLogins: 0 });
  });

  it('refuses an answer that arrives without the login state cookie', async () => {
    await startShop();
    const person = personAt(google);
    const { authorizationUrl } = await startSignIn('google');
    const answer = await new ProviderBrowser().signIn(authorizationUrl, person.login);

    const back = await callback('google', answer);
    expect(back.headers.location).toBe('/signin?socialError=expired&provider=google');
    expect(await countRows()).toEqual({ users: 0, socialLogins: 0 });
  });

  it('refuses a login state cookie sent to another provider', async () => {
    await startShop({ ...providerEnv('GOOGLE', google), ...providerEnv('FACEBOOK', facebook) });
    const person = personAt(google);
    const { authorizationUrl, loginState } = await startSignIn('google');
    const answer = await new ProviderBrowser().signIn(authorizationUrl, person.login);

    const back = await callback('facebook', answer, loginState);
    expect(back.headers.location).toBe('/signin?socialError=expired&provider=facebook');
    expect(await countRows()).toEqual({ users: 0, socialLogins: 0 });
  });

  it('sends a person who gave up at the provider back to the sign-in page', async () => {
    await startShop();
    const { authorizationUrl, loginState } = await startSignIn('google', '?handle=chef_anna');
    const answer = await new ProviderBrowser().refuse(authorizationUrl);
    expect(answer.searchParams.get('error')).toBe('access_denied');

    const back = await callback('google', answer, loginState);
    expect(back.headers.location).toBe(
      '/signin?socialError=cancelled&provider=google&handle=chef_anna',
    );
    expect(await countRows()).toEqual({ users: 0, socialLogins: 0 });
  });

  it('does not take a login state cookie for a session', async () => {
    await startShop();
    const { loginState } = await startSignIn('google');
    // What the sessions check a presented token with.
    expect(() => app.jwt.verify(loginState ?? '')).toThrow();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${loginState}` },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('a social account', () => {
  it('keeps its provider subject: a changed address at the provider still opens it', async () => {
    await startShop();
    const person = personAt(google);
    const first = await me(await signInAs('google', person));
    google.addAccount({ ...person, email: `new-${person.email}` });

    const again = await me(await signInAs('google', person));
    expect(again._id).toBe(first._id);
    const [row] = await app.infra.database.db
      .select({ emailAddress: users.emailAddress })
      .from(users)
      .where(eq(users.id, first._id));
    expect(row?.emailAddress).toBe(person.email);
  });
});
