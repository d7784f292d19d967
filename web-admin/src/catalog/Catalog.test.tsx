import type { AdminContentPage, AdminRecipe, StaffRole } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { audit, auditApi } from '../audit';
import { openConsoleAt } from '../testing/console';
import { catalogApis, catalogResources } from './index';
import type { ProductRecord } from './records';

const openAt = (path: string, role: StaffRole) =>
  openConsoleAt(path, role, {
    resources: [...catalogResources, audit],
    apis: { ...catalogApis, audit: auditApi },
  });

const kale = (priceCents: number): ProductRecord => ({
  id: 'kale-lc',
  name: 'Everyday Kale',
  ingredientId: 'kale',
  ingredientName: 'Kale',
  brandType: 'LOW_COST',
  packSize: 500,
  baseUnit: 'g',
  priceCents,
});

/** The staff API as the catalog answers it, keeping what the console sends. */
function fakeCatalog() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let price = 399;
  const product = () => ({ ...kale(price), tiers: [kale(price)] });
  const recipe: AdminRecipe = {
    id: 'kale-egg-scramble',
    name: 'Kale & Egg Scramble',
    description: 'Eggs scrambled soft with kale and garlic, on toast.',
    status: 'published',
    cuisine: 'canadian',
    mealTypes: ['breakfast'],
    categories: ['canadian'],
    difficulty: 'easy',
    cookingTime: 15,
    servings: { default: 2, min: 1, increment: 1 },
    steps: ['Wash and chop the kale.', 'Scramble the eggs with the kale.'],
    ingredients: [
      { ingredient: 'kale', ingredientName: 'Kale', quantity: 100, unit: 'g', note: null },
      { ingredient: 'egg', ingredientName: 'Large egg', quantity: 4, unit: 'unit', note: null },
    ],
  };
  const flags = [{ id: 'isCuratedBoxesEnabled', key: 'isCuratedBoxesEnabled', enabled: true }];
  const about: AdminContentPage = {
    id: 'about',
    key: 'about',
    languages: {
      'en-CA': { title: 'About Mise', body: 'A shop.', updatedAt: '2026-11-01T12:00:00.000Z' },
      'fr-CA': { title: 'À propos', body: 'Une boutique.', updatedAt: '2026-11-01T12:00:00.000Z' },
    },
  };
  const keep = async (request: Request) => {
    const body = await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  apiServer.use(
    http.get('*/api/admin/audit', () => HttpResponse.json({ data: [], total: 0 })),
    http.get('*/api/admin/products', () => HttpResponse.json({ data: [kale(price)], total: 1 })),
    http.get('*/api/admin/products/kale-lc', () => HttpResponse.json({ data: product() })),
    http.put('*/api/admin/products/kale-lc/price', async ({ request }) => {
      price = (await keep(request)).priceCents as number;
      return HttpResponse.json({ data: product() });
    }),
    http.get('*/api/admin/recipes/kale-egg-scramble', () => HttpResponse.json({ data: recipe })),
    http.put('*/api/admin/recipes/kale-egg-scramble', async ({ request }) => {
      Object.assign(recipe, await keep(request), { ingredients: recipe.ingredients });
      return HttpResponse.json({ data: recipe });
    }),
    http.get('*/api/admin/feature-flags', () => HttpResponse.json({ data: flags, total: 1 })),
    http.put('*/api/admin/feature-flags/:key', async ({ request }) => {
      const { enabled } = (await keep(request)) as { enabled: boolean };
      Object.assign(flags[0] ?? {}, { enabled });
      return HttpResponse.json({ data: flags[0] });
    }),
    http.get('*/api/admin/content-pages/about', () => HttpResponse.json({ data: about })),
    http.put('*/api/admin/content-pages/about', async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: about });
    }),
  );
  return { sent };
}

describe('products', () => {
  it('lets an admin change a price typed in dollars, with a reason', async () => {
    const { sent } = fakeCatalog();
    openAt('/products/kale-lc/show', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/New price/), { target: { value: '12.34' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Supplier raised the price' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set to $12.34' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/products/kale-lc/price',
          body: { priceCents: 1234, reason: 'Supplier raised the price' },
        },
      ]),
    );
    expect((await screen.findAllByText('$12.34')).length).toBeGreaterThan(0);
  });

  it('offers no price change to support', async () => {
    fakeCatalog();
    openAt('/products/kale-lc/show', 'support');
    expect(await screen.findByText('Tiers of Kale')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change price' })).toBeNull();
  });
});

describe('recipes', () => {
  it('drafts a recipe with the toggle, sending only the fields staff edit', async () => {
    const { sent } = fakeCatalog();
    openAt('/recipes/kale-egg-scramble', 'operations');
    const toggle = await screen.findByRole('switch', { name: /Published/ });
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText(/Kale, 100 g: note/), {
      target: { value: 'stems removed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/recipes/kale-egg-scramble',
      body: {
        name: 'Kale & Egg Scramble',
        description: 'Eggs scrambled soft with kale and garlic, on toast.',
        status: 'draft',
        servings: { default: 2, min: 1, increment: 1 },
        steps: ['Wash and chop the kale.', 'Scramble the eggs with the kale.'],
        ingredientNotes: ['stems removed', null],
      },
    });
  });

  it('shows support the recipe without a way to save it', async () => {
    fakeCatalog();
    openAt('/recipes/kale-egg-scramble', 'support');
    expect(await screen.findByText(/you may read them/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('feature flags', () => {
  it('switches a flag for an admin, and shows it to operations without a switch to turn', async () => {
    const { sent } = fakeCatalog();
    openAt('/feature-flags', 'admin');
    fireEvent.click(await screen.findByRole('switch', { name: 'isCuratedBoxesEnabled on' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/feature-flags/isCuratedBoxesEnabled',
          body: { enabled: false },
        },
      ]),
    );
    cleanup();
    openAt('/feature-flags', 'operations');
    const seen = await screen.findByRole('switch', { name: /isCuratedBoxesEnabled/ });
    expect((seen as HTMLInputElement).disabled).toBe(true);
  });
});

describe('content pages', () => {
  it('edits a page with a text area per language', async () => {
    const { sent } = fakeCatalog();
    openAt('/content-pages/about', 'support');
    const bodies = await screen.findAllByLabelText(/Body/);
    expect(bodies).toHaveLength(2);
    fireEvent.change(bodies[1] as HTMLElement, { target: { value: 'Une épicerie canadienne.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      languages: {
        'en-CA': { title: 'About Mise', body: 'A shop.' },
        'fr-CA': { title: 'À propos', body: 'Une épicerie canadienne.' },
      },
    });
  });
});

describe('extra products and influencers', () => {
  it('saves an extra product’s fields without its price, which only admins change', async () => {
    const sent: unknown[] = [];
    const sourdough = {
      id: 'x-sourdough',
      name: 'Sourdough loaf, 600 g',
      category: 'bread-bakery',
      priceCents: 499,
      packSize: 600,
      unit: 'g',
      packCount: 1,
      taxable: false,
    };
    apiServer.use(
      http.get('*/api/admin/audit', () => HttpResponse.json({ data: [], total: 0 })),
      http.get('*/api/admin/extra-products/x-sourdough', () =>
        HttpResponse.json({ data: sourdough }),
      ),
      http.put('*/api/admin/extra-products/x-sourdough', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: sourdough });
      }),
    );
    openAt('/extra-products/x-sourdough', 'operations');
    fireEvent.change(await screen.findByLabelText(/Name/), {
      target: { value: 'Sourdough loaf, sliced' },
    });
    expect(screen.queryByRole('button', { name: 'Change price' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: 'Sourdough loaf, sliced',
          category: 'bread-bakery',
          packSize: 600,
          unit: 'g',
          packCount: 1,
          taxable: false,
        },
      ]),
    );
  });

  it('sends an influencer’s filters without the empty ones', async () => {
    const sent: unknown[] = [];
    const green = {
      id: 'greenkitchen',
      handle: 'greenkitchen',
      name: 'The Green Kitchen',
      tagline: 'Plant-forward dinners.',
      couponCode: 'GREEN15',
      disableLogo: false,
      isDefaultInfluencer: false,
      filters: { diets: ['vegetarian'] },
    };
    apiServer.use(
      http.get('*/api/admin/audit', () => HttpResponse.json({ data: [], total: 0 })),
      http.get('*/api/admin/influencers/greenkitchen', () => HttpResponse.json({ data: green })),
      http.put('*/api/admin/influencers/greenkitchen', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: green });
      }),
    );
    openAt('/influencers/greenkitchen', 'admin');
    fireEvent.change(await screen.findByLabelText(/At most \(minutes\)/), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'The Green Kitchen',
      tagline: 'Plant-forward dinners.',
      couponCode: 'GREEN15',
      disableLogo: false,
      filters: { diets: ['vegetarian'], cookingTimeMax: 30 },
    });
  });
});
