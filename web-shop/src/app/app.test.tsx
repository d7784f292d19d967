import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/shared/i18n/create-i18n';
import enCA from '@/shared/i18n/locales/en-CA.json';
import frCA from '@/shared/i18n/locales/fr-CA.json';
import { greenKitchen, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './routes';

function renderShop(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders i18n={createI18n('en-CA')} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const landingHeadline = (name: string) => screen.findByRole('heading', { level: 1, name });

let api: ReturnType<typeof stubCatalogApi>;

beforeEach(() => {
  api = stubCatalogApi();
  // jsdom has no layout, so ScrollRestoration's scrolling is a no-op stub here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the shop shell', () => {
  it('sends an unknown path to / and shows the landing page', async () => {
    const router = renderShop('/no-such-page');

    expect(await landingHeadline(enCA.landing.hero.headline)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(document.title).toBe('Mise - Meals & Groceries, Solved');
  });

  it('announces a loading status while the landing page code arrives', async () => {
    renderShop('/');

    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await landingHeadline(enCA.landing.hero.headline);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a guest the spec navigation and a Sign Up link', async () => {
    renderShop('/');
    await landingHeadline(enCA.landing.hero.headline);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(items).toEqual([
      ['Weekly Plan', '/build-menu'],
      ['Explore Recipes', '/recipes'],
      ['How it works', '/#how-it-works'],
      ['FAQ', '/faq'],
      ['Team', '/about-us'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/onboarding/account',
    );
    expect(document.getElementById('how-it-works')).not.toBeNull();
  });

  it('switches to French, remembers the choice and sets <html lang>', async () => {
    renderShop('/');
    await landingHeadline(enCA.landing.hero.headline);
    expect(document.documentElement.lang).toBe('en-CA');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'fr-CA' },
    });

    expect(await landingHeadline(frCA.landing.hero.headline)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem('language')).toBe('fr-CA');
    expect(document.title).toBe('Mise - Repas et épicerie, c’est réglé');
  });
});

describe('start-up', () => {
  it('loads flags, vocabularies, influencer and config in one call before rendering', async () => {
    renderShop('/');
    await landingHeadline(enCA.landing.hero.headline);

    // The session (/api/auth/me) is asked apart: the header reads it once the shop shows.
    const startupCalls = api.calls.filter((url) => !url.pathname.startsWith('/api/auth/'));
    expect(startupCalls.map((url) => url.pathname)).toEqual(['/api/aggr/initialize']);
    expect(Object.fromEntries(api.calls[0]?.searchParams ?? [])).toEqual({
      featureFlags: 'true',
      diets: 'true',
      allergies: 'true',
      mealTypes: 'true',
      influencer: 'true',
      handle: 'mise',
    });
    expect(JSON.parse(localStorage.getItem('config') ?? '{}')).toMatchObject({
      countryCode: 'CA',
      currency: 'CAD',
    });
    expect(JSON.parse(localStorage.getItem('influencer') ?? '{}')).toMatchObject({
      handle: 'mise',
    });
  });

  it('keeps the campaign promo code of the landing URL', async () => {
    renderShop('/?campaignPromoCode=SPRING20');
    await landingHeadline(enCA.landing.hero.headline);

    expect(localStorage.getItem('campaignPromoCode')).toBe('SPRING20');
  });

  it('says so when the shop cannot start, and starts on retry', async () => {
    api = stubCatalogApi({ failing: ['/api/aggr/initialize'] });
    renderShop('/');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(enCA.startup.errorTitle);
    expect(screen.queryByRole('heading', { name: enCA.landing.hero.headline })).toBeNull();

    api.recover();
    fireEvent.click(within(alert).getByRole('button', { name: enCA.startup.retry }));

    expect(await landingHeadline(enCA.landing.hero.headline)).toBeTruthy();
  });

  it('offers the country picker only when US content is enabled', async () => {
    renderShop('/');
    await landingHeadline(enCA.landing.hero.headline);
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    cleanup();

    stubCatalogApi({ usContent: true, countryCode: 'US' });
    renderShop('/');
    await landingHeadline(enCA.landing.hero.headline);
    const picker = screen.getByRole('combobox', { name: 'Country' });
    expect((picker as HTMLSelectElement).value).toBe('US');

    fireEvent.change(picker, { target: { value: 'CA' } });

    expect(JSON.parse(localStorage.getItem('config') ?? '{}')).toMatchObject({
      countryCode: 'CA',
      currency: 'CAD',
    });
  });
});

describe('influencer storefronts', () => {
  it("shows the influencer's name and tagline, with links kept in the storefront", async () => {
    renderShop('/greenkitchen');

    expect(await landingHeadline(greenKitchen.name)).toBeTruthy();
    expect(screen.getByText(greenKitchen.tagline)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Explore Recipes' }).getAttribute('href')).toBe(
      '/greenkitchen/recipes',
    );
    // The start-up call brought the influencer: no second look-up.
    expect(api.calls.some((url) => url.pathname.startsWith('/api/influencer/'))).toBe(false);
  });

  it('sends a handle nobody owns home', async () => {
    const router = renderShop('/nosuchhandle');

    expect(await landingHeadline(enCA.landing.hero.headline)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('looks up a storefront reached after start-up', async () => {
    const router = renderShop('/');
    await landingHeadline(enCA.landing.hero.headline);

    await router.navigate('/greenkitchen');

    expect(await landingHeadline(greenKitchen.name)).toBeTruthy();
    expect(api.calls.map((url) => url.pathname)).toContain('/api/influencer/handle/greenkitchen');
  });
});

describe('the mobile menu', () => {
  async function openMenu() {
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    return { toggle, menu: screen.getByRole('navigation', { name: 'Menu' }) };
  }

  beforeEach(async () => {
    renderShop('/');
    await landingHeadline(enCA.landing.hero.headline);
  });

  it('opens with focus inside and lists the spec items', async () => {
    const { toggle, menu } = await openMenu();

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Weekly Plan', 'Explore recipes', 'How it works', 'FAQ', 'Team', 'Sign up']);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { toggle } = await openMenu();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when a link in it is followed', async () => {
    const { toggle, menu } = await openMenu();

    fireEvent.click(within(menu).getByRole('link', { name: 'Team' }));

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside it', async () => {
    const { toggle } = await openMenu();

    fireEvent.pointerDown(screen.getByRole('main'));

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
