import { PASSWORD_RULE_MESSAGE } from '@mise/contracts';
import {
  type FakeIdentityApi,
  fakeCustomer,
  fakePassword,
  stubIdentityApi,
} from '@mise/web-testing/identity';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCartApi, fakeGuestId, stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { dismissNotice } from '@/shared/notices/notices';
import { chickpeaCurry, polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { recordCartReads } from './testing/cart-reads';
import { renderShop, whereIs } from './testing/render-shop';

let identity: FakeIdentityApi;
let cart: FakeCartApi;

function stubShop(options: Parameters<typeof stubIdentityApi>[0] = {}) {
  stubCatalogApi();
  cart = stubCartApi({ recipes: [chickpeaCurry], centsPerServing: 450 });
  identity = stubIdentityApi({
    accounts: [
      fakeCustomer,
      { email: 'gus@example.com', password: null, google: true },
      { email: 'fay@example.com', password: null, facebook: true },
      { email: 'nora@example.com', password: null },
    ],
    ...options,
  });
}

const popup = () => screen.findByRole('dialog');
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const notice = () => screen.findByText(/successfully/);

beforeAll(polyfillDialog);
beforeEach(() => {
  localStorage.clear();
  stubShop();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  dismissNotice();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the login popup, e-mail step', () => {
  it('opens on loginmode=email with Continue, Log In, social logins and the consent links', async () => {
    renderShop('/recipes?loginmode=email');

    const dialog = await popup();
    expect(within(dialog).getByRole('heading', { name: 'Enter email & get started' })).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(
      (await within(dialog).findByRole('link', { name: 'Continue with Google' })).getAttribute(
        'href',
      ),
    ).toBe('/api/auth/login-google?handle=mise');
    expect(
      within(dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href'),
    ).toBe('/tos');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('keeps Continue off for an invalid e-mail and says why once the field is left', async () => {
    renderShop('/recipes?loginmode=email');
    await popup();

    type('Email', 'ana@');

    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(button('Continue').disabled).toBe(true);
  });

  it('looks the e-mail up lower-cased and pushes signin for an account with a password', async () => {
    const { router } = renderShop('/recipes?loginmode=email');
    await popup();

    type('Email', ' Ana@Example.com ');
    fireEvent.click(button('Continue'));

    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(identity.requestsTo('/api/auth/find-email-accounts')[0]?.body).toEqual({
      emailAddress: 'ana@example.com',
    });
    expect(whereIs(router)).toBe('/recipes?loginmode=signin');
    expect(router.state.historyAction).toBe('PUSH');
    expect(field('Email').value).toBe('ana@example.com');
    expect(localStorage.getItem('emailInPopup')).toBe('ana@example.com');
  });

  it('goes on to the sign-up form for an e-mail without an account', async () => {
    const { router } = renderShop('/recipes?loginmode=email');
    await popup();

    type('Email', 'new@example.com');
    fireEvent.click(button('Continue'));

    expect(await screen.findByRole('heading', { name: 'Get started now' })).toBeTruthy();
    expect(whereIs(router)).toBe('/recipes?loginmode=signup');
    expect(field('Email').value).toBe('new@example.com');
  });

  it.each([
    ['gus@example.com', 'Use your Google account to continue:', 'Continue with Google'],
    ['fay@example.com', 'Use your Facebook account to continue:', 'Continue with Facebook'],
  ])('titles a social-only account %s and puts its provider first', async (email, title, first) => {
    renderShop('/recipes?loginmode=email');
    await popup();

    type('Email', email);
    fireEvent.click(button('Continue'));

    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const social = screen.getAllByRole('link', { name: /^Continue with/ });
    expect(social[0]?.textContent).toBe(first);
  });

  it('offers Set Password, then "or", to an account with no way to sign in', async () => {
    renderShop('/recipes?loginmode=email');
    await popup();
    type('Email', 'nora@example.com');
    fireEvent.click(button('Continue'));

    expect(await screen.findByText('Set your password to access your account.')).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    fireEvent.click(button('Set Password'));

    expect(
      await screen.findByText('We have e-mailed you a link to set your password.'),
    ).toBeTruthy();
    expect(identity.requestsTo('/api/auth/setPassword')[0]).toMatchObject({
      method: 'PUT',
      body: { emailAddress: 'nora@example.com' },
    });
  });
});

describe('the login popup, switching modes', () => {
  it('switches between sign-in and sign-up with new history entries', async () => {
    const { router } = renderShop('/recipes?diet=vegan&loginmode=email');
    await popup();

    fireEvent.click(button('Log In'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(whereIs(router)).toBe('/recipes?diet=vegan&loginmode=signin');
    expect(screen.getByText(/New to Mise\?/)).toBeTruthy();

    fireEvent.click(button('Sign Up'));
    expect(await screen.findByRole('heading', { name: 'Get started now' })).toBeTruthy();
    expect(whereIs(router)).toBe('/recipes?diet=vegan&loginmode=signup');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('closes by removing loginmode and nothing else', async () => {
    const { router } = renderShop('/recipes?diet=vegan&loginmode=signin');
    await popup();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(whereIs(router)).toBe('/recipes?diet=vegan');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes loginmode for a shopper who is signed in already', async () => {
    identity.signedInAs(fakeCustomer.email);
    const { router } = renderShop('/recipes?loginmode=email');

    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    await waitFor(() => expect(whereIs(router)).toBe('/recipes'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('signing in from the popup', () => {
  it('checks the fields as they change and keeps Submit off until both are valid', async () => {
    renderShop('/recipes?loginmode=signin');
    await popup();
    expect(button('Submit').disabled).toBe(true);

    type('Email', 'nobody');
    type('Password', '');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();

    type('Email', fakeCustomer.email);
    type('Password', 'anything');
    expect(screen.queryByText('Invalid email')).toBeNull();
    expect(button('Submit').disabled).toBe(false);
  });

  it("reads 'Submiting...' while busy, then notifies, goes to /groceries and shows the account", async () => {
    const { router } = renderShop('/recipes?loginmode=signin');
    await popup();
    type('Email', 'ANA@example.com');
    type('Password', fakePassword);

    identity.hold();
    fireEvent.click(button('Submit'));
    expect(await screen.findByRole('button', { name: 'Submiting...' })).toBeTruthy();
    expect(button('Submiting...').disabled).toBe(true);
    identity.release();

    expect((await notice()).textContent).toBe('You have been logged in successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/orders');
    expect(identity.requestsTo('/api/auth/login')[0]?.body).toEqual({
      username: 'ana@example.com',
      password: fakePassword,
    });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      email: fakeCustomer.email,
    });
  });

  it("hands the guest's cart over: guest id in the login, one cart read with it, then gone", async () => {
    localStorage.setItem('guestUserId', fakeGuestId);
    localStorage.setItem('deliveryAddress', JSON.stringify({ lineOne: '1 Guest St' }));
    const cartReads = recordCartReads();
    renderShop('/recipes?loginmode=signin');
    await popup();
    const readsBefore = cartReads.length;
    type('Email', fakeCustomer.email);
    type('Password', fakePassword);

    fireEvent.click(button('Submit'));
    await notice();

    expect(identity.requestsTo('/api/auth/login')[0]?.body).toMatchObject({
      guestUserId: fakeGuestId,
    });
    // The first cart call with both the session and the guest id is where the server moves it.
    expect(cartReads.slice(readsBefore)).toEqual([fakeGuestId]);
    expect(localStorage.getItem('guestUserId')).toBeNull();
    expect(localStorage.getItem('deliveryAddress')).toBeNull();
    expect(cart.gets()).toBe(cartReads.length);
  });

  it("shows the server's refusal and stays in the popup", async () => {
    const { router } = renderShop('/recipes?loginmode=signin');
    await popup();
    type('Email', fakeCustomer.email);
    type('Password', 'not-it');

    fireEvent.click(button('Submit'));

    const refusal = await screen.findByText('Incorrect email or password.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(whereIs(router)).toBe('/recipes?loginmode=signin');
    expect(identity.isSignedIn()).toBe(false);
  });
});

describe('signing up from the popup', () => {
  function fillSignUp(password = 'Lentil$oup9') {
    type('First name', 'Zoé');
    type('Last name', 'Gagnon');
    type('Email', 'Zoe@Example.com');
    type('Password', password);
    type('Retype password', password);
  }

  it('says what each field needs, with the password rule and the mismatch', async () => {
    renderShop('/recipes?loginmode=signup');
    await popup();
    for (const name of ['First name', 'Last name', 'Email', 'Password', 'Retype password']) {
      type(name, '');
    }
    expect(screen.getAllByText('Required')).toHaveLength(5);

    type('Email', 'zoe@');
    type('Password', 'lentils');
    type('Retype password', 'lentil');

    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText(PASSWORD_RULE_MESSAGE)).toBeTruthy();
    expect(screen.getByText("Pass Don't match!")).toBeTruthy();
    expect(button('Sign Up').disabled).toBe(true);
  });

  it("reads 'Creating...' while busy, then creates, notifies and goes to /groceries", async () => {
    localStorage.setItem('guestUserId', fakeGuestId);
    const { router } = renderShop('/recipes?loginmode=signup');
    await popup();
    fillSignUp();
    expect(button('Sign Up').disabled).toBe(false);

    identity.hold();
    fireEvent.click(button('Sign Up'));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    identity.release();

    expect((await notice()).textContent).toBe(
      'Your account has been successfully created, check inbox to verify your email',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    expect(identity.requestsTo('/api/auth/register')[0]?.body).toEqual({
      firstName: 'Zoé',
      lastName: 'Gagnon',
      emailAddress: 'zoe@example.com',
      username: 'zoe@example.com',
      password: 'Lentil$oup9',
      language: 'en-CA',
      influencerId: 'mise',
      guestUserId: fakeGuestId,
    });
    expect(localStorage.getItem('guestUserId')).toBeNull();
  });

  it('shows the join-now banner with the price per serving of the cart', async () => {
    localStorage.setItem(
      'cartDraft',
      JSON.stringify({ version: 1, selections: [{ id: 'chickpea-curry', servings: 2 }] }),
    );
    renderShop('/recipes?loginmode=signup');
    await popup();

    expect(
      await screen.findByRole('heading', { name: 'Join now & eat at: $4.50/serv.' }),
    ).toBeTruthy();
    expect(screen.getByText('No commitments or subscription')).toBeTruthy();
  });

  it('leaves the figure out of the banner while the cart is empty', async () => {
    renderShop('/recipes?loginmode=email');
    await popup();

    expect(screen.getByRole('heading', { name: 'Join now' })).toBeTruthy();
  });
});

describe('social logins offered', () => {
  it('shows only the providers the server has configured', async () => {
    stubShop({ providers: { google: false, facebook: true } });
    renderShop('/recipes?loginmode=email');
    await popup();

    expect(await screen.findByRole('link', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });

  it('hides a provider whose feature flag is off, and carries the guest id', async () => {
    localStorage.setItem('guestUserId', fakeGuestId);
    turnFlagOff('isFacebookLoginEnabled');
    renderShop('/greenkitchen/recipes?loginmode=email');
    await popup();

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(
      `/api/auth/login-google?handle=greenkitchen&guestUserId=${fakeGuestId}`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
  });
});

/** The start-up answer with one more feature flag turned off. */
function turnFlagOff(name: string) {
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await inner(input, init);
      if (!String(input).startsWith('/api/aggr/initialize')) return response;
      const body = await response.json();
      body.featureFlags.push({ name, enabled: false });
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}
