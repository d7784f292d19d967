import { type FakeIdentityApi, fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/shared/api/http';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { dismissNotice } from '@/shared/notices/notices';
import { cartFollowsSession } from '@/shared/session/testing/cart-owners';
import { fullPageLoad } from '@/shared/session/use-session-guard';
import { chickpeaCurry, polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { renderShop, whereIs } from './testing/render-shop';

let identity: FakeIdentityApi;

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const recipesPage = () => screen.findByLabelText('Add Chickpea Curry');

const shellHeader = () => document.querySelector('header') as HTMLElement;

/** A call to one of the account's pages, as the account's own screens make. */
const callAccountPage = () => act(() => apiFetch('/users/orders').catch(() => undefined));

beforeAll(polyfillDialog);
beforeEach(() => {
  localStorage.clear();
  stubCatalogApi();
  stubCartApi({ recipes: [chickpeaCurry] });
  identity = stubIdentityApi({ protectedPaths: ['/api/users/orders'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  dismissNotice();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the header of a signed-in shopper', () => {
  beforeEach(() => {
    identity.signedInAs(fakeCustomer.email);
    localStorage.setItem('user', JSON.stringify({ email: fakeCustomer.email }));
  });

  it("adds the account's pages to the nav, the favourites and 'My account'", async () => {
    renderShop('/recipes');
    await screen.findByRole('link', { name: 'My account' });

    expect(linksIn(mainNav())).toEqual([
      ['Weekly Plan', '/build-menu'],
      ['Explore Recipes', '/recipes'],
      ['Digital Pantry', '/manage-groceries'],
      ['Orders', '/orders'],
      ['Settings', '/settings'],
      ['Favorites', '/recipes/favorites'],
      ['How it works', '/#how-it-works'],
      ['FAQ', '/faq'],
      ['Team', '/about-us'],
    ]);
    expect(screen.getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe(
      '/recipes/favorites',
    );
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(shellHeader().className).not.toMatch(/staffAccess/);
  });

  it("offers 'Log Out' in the slide-out menu instead of 'Sign up'", async () => {
    renderShop('/recipes');
    await screen.findByRole('link', { name: 'My account' });

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });

    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Digital Pantry' })).toBeTruthy();
  });

  it('has a dashboard menu that never stays open beside the slide-out menu', async () => {
    renderShop('/recipes');
    const dashboardToggle = await screen.findByRole('button', { name: /Account menu/ });
    const menuToggle = screen.getByRole('button', { name: 'Menu' });

    fireEvent.click(dashboardToggle);
    const dashboard = screen.getByRole('navigation', { name: 'Account menu' });
    expect(linksIn(dashboard)).toEqual([
      ['Grocery Management', '/manage-groceries'],
      ['Recent Orders', '/orders'],
      ['Settings', '/settings'],
    ]);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();

    fireEvent.click(menuToggle);
    expect(menuToggle.getAttribute('aria-expanded')).toBe('true');
    expect(dashboardToggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(dashboardToggle);
    expect(dashboardToggle.getAttribute('aria-expanded')).toBe('true');
    expect(menuToggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("logs out: the account's local copies go, the notice shows, the shopper lands home", async () => {
    for (const key of ['deliveryAddress', 'allergies', 'dietPlan']) localStorage.setItem(key, '{}');
    localStorage.setItem(
      'cartDraft',
      JSON.stringify({ version: 2, selections: [{ id: 'chickpea-curry', servings: 2 }] }),
    );
    cartFollowsSession(identity.isSignedIn);
    const { router } = renderShop('/recipes');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('You have been logged out successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(identity.requestsTo('/api/auth/logout')).toHaveLength(1);
    for (const key of ['deliveryAddress', 'allergies', 'dietPlan', 'user']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(JSON.parse(localStorage.getItem('cartDraft') ?? '{}').selections).toEqual([]);
    expect(localStorage.getItem('config')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
  });

  it('turns orange and names the staff member acting as the customer', async () => {
    identity.signedInAs(fakeCustomer.email, {
      staffId: 'staff-1',
      emailAddress: 'staff@mise.example',
    });
    renderShop('/recipes');

    expect(
      await screen.findByText(
        `Customer account of ${fakeCustomer.email}, opened by staff member staff@mise.example`,
      ),
    ).toBeTruthy();
    expect(shellHeader().className).toMatch(/staffAccess/);
  });
});

describe('the way from the cart to the grocery list', () => {
  const addAndReview = async () => {
    fireEvent.click(await screen.findByLabelText('Add Chickpea Curry'));
    const bar = await screen.findByRole('region', { name: 'Your cart' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Review & Checkout' }));
  };

  it('has a guest log in first, in the e-mail step of the popup', async () => {
    const { router } = renderShop('/recipes');
    await addAndReview();

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(whereIs(router)).toBe('/recipes?loginmode=email');
  });

  it('takes a signed-in shopper there from the cart popup too, closing it', async () => {
    identity.signedInAs(fakeCustomer.email);
    const { router } = renderShop('/recipes');
    await screen.findByRole('link', { name: 'My account' });
    fireEvent.click(await screen.findByLabelText('Add Chickpea Curry'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cart, 1 recipe' }));

    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Review & Checkout' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a signed-in shopper straight there', async () => {
    identity.signedInAs(fakeCustomer.email);
    const { router } = renderShop('/recipes');
    await screen.findByRole('link', { name: 'My account' });
    await addAndReview();

    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
  });
});

describe('a session that is not there (401)', () => {
  it('sends a guest home to the login popup', async () => {
    const { router } = renderShop('/recipes');
    await recipesPage();

    await callAccountPage();

    await waitFor(() => expect(whereIs(router)).toBe('/?loginmode=email'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('leaves the shopper where they are while the login popup is open', async () => {
    const { router } = renderShop('/recipes?loginmode=signin');
    await screen.findByRole('dialog');

    await callAccountPage();

    expect(whereIs(router)).toBe('/recipes?loginmode=signin');
  });

  it('starts over at home when a signed-in session ended unseen, keeping config and influencer', async () => {
    const reload = vi.spyOn(fullPageLoad, 'open').mockImplementation(() => undefined);
    identity.signedInAs(fakeCustomer.email);
    localStorage.setItem('user', JSON.stringify({ email: fakeCustomer.email }));
    localStorage.setItem('deliveryAddress', '{}');
    renderShop('/recipes');
    await screen.findByRole('link', { name: 'My account' });

    identity.endSession();
    await callAccountPage();

    expect(reload).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('deliveryAddress')).toBeNull();
    expect(localStorage.getItem('config')).not.toBeNull();
    expect(localStorage.getItem('influencer')).not.toBeNull();
  });

  it('notices on arrival that the session ended, but does not reload the sign-in page', async () => {
    const reload = vi.spyOn(fullPageLoad, 'open').mockImplementation(() => undefined);
    localStorage.setItem('user', JSON.stringify({ email: fakeCustomer.email }));
    localStorage.setItem('dietPlan', '{}');
    renderShop('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(localStorage.getItem('dietPlan')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
