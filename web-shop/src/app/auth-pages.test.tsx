import {
  type FakeIdentityApi,
  fakeCustomer,
  fakePassword,
  stubIdentityApi,
} from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGuestId, stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { dismissNotice } from '@/shared/notices/notices';
import { chickpeaCurry, polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { recordCartReads } from './testing/cart-reads';
import { renderShop, whereIs } from './testing/render-shop';

const staff = {
  id: 'staff-1',
  email: 'staff@mise.example',
  password: 'Staff#Pass1',
  role: 'staff' as const,
};
const resetCode = 'r'.repeat(32);
const verifyToken = 'v'.repeat(32);
let identity: FakeIdentityApi;

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeAll(polyfillDialog);
beforeEach(() => {
  localStorage.clear();
  stubCatalogApi();
  stubCartApi({ recipes: [chickpeaCurry] });
  identity = stubIdentityApi({
    accounts: [fakeCustomer, staff],
    resetCodes: { [resetCode]: fakeCustomer.email },
    verifyTokens: [verifyToken],
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  dismissNotice();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/signin', () => {
  it('signs in on its own page and goes on to the recipes', async () => {
    const { router } = renderShop('/signin');
    await heading('Sign in');

    type('Email', fakeCustomer.email);
    type('Password', fakePassword);
    fireEvent.click(button('Submit'));

    expect(await screen.findByText('You have been logged in successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });

  it('links to the password reset and to signing up', async () => {
    renderShop('/signin');
    await heading('Sign in');
    const page = screen.getByRole('main');

    expect(
      within(page).getByRole('link', { name: 'Forgot your Password?' }).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(within(page).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/onboarding/account',
    );
  });

  it('says so when a social login came back without a session', async () => {
    renderShop('/signin?socialError=1');

    expect(
      await screen.findByText(
        "We couldn't sign you in with that account. Try again, or sign in with your email.",
      ),
    ).toBeTruthy();
  });

  it('says why identity refused a social login, naming the provider', async () => {
    renderShop('/signin?socialError=email-unverified&provider=facebook');

    expect(
      await screen.findByText(
        'Facebook has not confirmed your email address yet. Confirm it there, or sign up with your email.',
      ),
    ).toBeTruthy();
  });

  it('says so when staff disabled the account', async () => {
    renderShop('/signin?socialError=account-disabled&provider=google');

    expect(
      await screen.findByText(
        'This account has been disabled. Please contact Mise customer support.',
      ),
    ).toBeTruthy();
  });
});

it('sends /signup to the account step of onboarding', async () => {
  const { router } = renderShop('/signup');

  await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/account'));
});

describe('/forgot-password', () => {
  it("mails the link and shows the server's message", async () => {
    renderShop('/forgot-password');
    await heading('Forgot your password?');
    expect(button('Send me a link').disabled).toBe(true);

    type('Email', 'Ana@Example.com');
    fireEvent.click(button('Send me a link'));

    expect(
      await screen.findByText(
        'If an account uses this e-mail, a link to reset its password is on its way.',
      ),
    ).toBeTruthy();
    expect(identity.requestsTo('/api/auth/sendResetPasswordLink')[0]?.body).toEqual({
      emailAddress: 'ana@example.com',
    });
  });
});

describe('/resetPassword/:code', () => {
  it('sets the new password, signs in, notifies and goes to /groceries', async () => {
    localStorage.setItem('guestUserId', fakeGuestId);
    const { router } = renderShop(`/resetPassword/${resetCode}`);
    await heading('Choose a new password');

    type('New password', 'short');
    expect(
      screen.getByText(
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
      ),
    ).toBeTruthy();
    type('New password', 'Fresh#Basil7');
    type('Retype password', 'Fresh#Basil7');
    fireEvent.click(button('Save and sign in'));

    expect(await screen.findByText('Your password has been set successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    expect(identity.requestsTo('/api/auth/resetPassword')[0]?.body).toEqual({
      code: resetCode,
      password: 'Fresh#Basil7',
    });
    expect(localStorage.getItem('guestUserId')).toBeNull();
  });

  it("shows the server's words for a code that no longer works", async () => {
    renderShop(`/resetPassword/${'x'.repeat(32)}`);
    await heading('Choose a new password');
    type('New password', 'Fresh#Basil7');
    type('Retype password', 'Fresh#Basil7');

    fireEvent.click(button('Save and sign in'));

    expect(await screen.findByText('This link has expired. Ask for a new one.')).toBeTruthy();
  });
});

describe('e-mail verification', () => {
  it('sends a signed-in shopper a new link, with the notice', async () => {
    identity.signedInAs(fakeCustomer.email);
    renderShop('/verify-email');
    await heading('Verify your email');

    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('Email has been sent to you, please check inbox')).toBeTruthy();
    expect(identity.requestsTo('/api/auth/sendEmailVerificationLink')).toHaveLength(1);
  });

  it('asks a guest to sign in for a new link', async () => {
    const { router } = renderShop('/verify-email');
    await heading('Verify your email');

    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }));

    await waitFor(() => expect(whereIs(router)).toBe('/verify-email?loginmode=signin'));
  });

  it('verifies the token of the mailed link once', async () => {
    renderShop(`/verifyEmail/${verifyToken}`);

    expect(
      (await screen.findAllByText('Your account has been verified successfully')).length,
    ).toBeGreaterThan(0);
    expect(identity.requestsTo('/api/auth/verify')).toEqual([
      { method: 'PUT', path: '/api/auth/verify', body: { token: verifyToken } },
    ]);
  });

  it('explains a link that does not verify and offers a new one', async () => {
    renderShop(`/verifyEmail/${'x'.repeat(32)}`);

    expect(await screen.findByText('This verification link has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe(
      '/verify-email',
    );
  });
});

describe('/signin/redirection, after a social login', () => {
  it('follows the new session, notifies and goes to the grocery list', async () => {
    localStorage.setItem('guestUserId', fakeGuestId);
    identity.signedInAs(fakeCustomer.email);
    const { router } = renderShop(
      '/signin/redirection?provider=google&isRegistered=true&handle=mise',
    );

    expect(await screen.findByText('You have been logged in successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    expect(localStorage.getItem('guestUserId')).toBeNull();
  });

  it("goes back to the influencer's storefront the login started from", async () => {
    identity.signedInAs(fakeCustomer.email);
    const { router } = renderShop(
      '/signin/redirection?provider=facebook&isRegistered=false&handle=greenkitchen',
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/greenkitchen'));
  });

  it('sends the shopper to /signin with the error when no session came back', async () => {
    const { router } = renderShop('/signin/redirection?provider=google&isRegistered=false');

    await waitFor(() => expect(whereIs(router)).toBe('/signin?socialError=failed'));
  });
});

describe('/admin/signin', () => {
  it("opens the customer's account, notifies, goes to /recipes under an orange header", async () => {
    localStorage.setItem('guestUserId', fakeGuestId);
    const cartReads = recordCartReads();
    const { router } = renderShop('/admin/signin');
    await heading('Access a customer account');

    type('Email address', 'Staff@Mise.example');
    type('Password', staff.password);
    type('Customer email', 'ANA@example.com');
    type('Reason (the customer is told)', '  Card refused at checkout ');
    const readsBefore = cartReads.length;
    fireEvent.click(button('Open the account'));

    expect(
      await screen.findByText('You have been logged in user accounr successfully'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
    expect(identity.requestsTo('/api/auth/login/access-customer-account')[0]?.body).toEqual({
      emailAddress: 'staff@mise.example',
      password: staff.password,
      userEmail: 'ana@example.com',
      reason: 'Card refused at checkout',
    });
    expect(
      screen.getByText(
        `Customer account of ${fakeCustomer.email}, opened by staff member ${staff.email}`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('banner').className).toMatch(/staffAccess/);
    // The staff member's own guest cart is not carried into the customer's account.
    expect(cartReads.slice(readsBefore)).toEqual([null]);
  });

  it('shows the refusal for wrong staff credentials', async () => {
    renderShop('/admin/signin');
    await heading('Access a customer account');
    type('Email address', staff.email);
    type('Password', 'wrong');
    type('Customer email', fakeCustomer.email);
    type('Reason (the customer is told)', 'Asked by phone');

    fireEvent.click(button('Open the account'));

    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy();
    expect(identity.isSignedIn()).toBe(false);
  });
});
