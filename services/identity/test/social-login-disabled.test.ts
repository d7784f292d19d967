import { randomUUID } from 'node:crypto';
import { bearerFor, buildTestServer } from '@mise/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/plugin.js';
import { storedUser } from './support/identity-app.js';
import { ProviderBrowser } from './support/oidc-browser.js';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider.js';

const shop = 'http://shop.test';
let google: TestOidcProvider;
let app: FastifyInstance;

beforeAll(async () => {
  google = await startOidcProvider({
    redirectUri: `${shop}/api/auth/callback/google`,
    claimsOnlyAtUserinfo: false,
  });
  app = await buildTestServer([identityService], {
    PUBLIC_ORIGINS: shop,
    GOOGLE_OIDC_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
  });
});
afterAll(async () => {
  await app?.close();
  await google?.close();
});

const tokenCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'token');

/** The whole trip: the shop, the provider's login, and back to the shop's callback. */
async function signInWithGoogle(login: string): Promise<LightMyRequestResponse> {
  const started = await app.inject({ method: 'GET', url: '/api/auth/login-google' });
  expect(started.statusCode).toBe(302);
  const loginState = started.cookies.find((cookie) => cookie.name === 'social_login')?.value;
  const answer = await new ProviderBrowser().signIn(started.headers.location as string, login);
  return app.inject({
    method: 'GET',
    url: `/api/auth/callback/google${answer.search}`,
    cookies: loginState ? { social_login: loginState } : {},
  });
}

describe('a disabled account signing in with Google', () => {
  it('is sent back to the sign-in page with socialError=account-disabled, and gets no session', async () => {
    const login = randomUUID();
    const emailAddress = `${login}@example.com`;
    google.addAccount({
      login,
      email: emailAddress,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const first = await signInWithGoogle(login);
    expect(tokenCookie(first)?.value).toBeTruthy();
    const user = await storedUser(app, emailAddress);
    if (!user) throw new Error('the social sign-in made no account');

    const disabled = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${user.id}/disable`,
      headers: bearerFor(app, 'staff-1', {
        role: 'staff',
        staffRole: 'support',
        emailAddress: 'staff@mise.test',
      }),
      payload: { reason: 'Chargebacks on every order' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);

    const again = await signInWithGoogle(login);
    expect(again.statusCode).toBe(302);
    const to = new URL(again.headers.location as string, shop);
    expect(to.pathname).toBe('/signin');
    expect(to.searchParams.get('socialError')).toBe('account-disabled');
    expect(tokenCookie(again)?.value ?? '').toBe('');
  });
});
