import type { LinkInBioAnswer } from '@mise/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureTexts } from '@/shared/i18n/feature-texts';
import { renderRoutes } from '@/shared/testing/render-routes';
import { LinkInBioPage } from './link-in-bio-page';

const image = { url: '/api/images/recipes/tofu-bowl.svg', large: [] };
const greenKitchen: LinkInBioAnswer = {
  influencer: {
    _id: 'greenkitchen',
    handle: 'greenkitchen',
    name: 'The Green Kitchen',
    tagline: 'Plant-forward dinners.',
    couponCode: 'GREEN15',
    disableLogo: false,
    isDefaultInfluencer: false,
    filters: {},
  },
  mealPlans: [
    {
      _id: 'plant-week',
      name: 'Plant-Powered Week',
      description: '',
      order: 1,
      image: '',
      recipeCount: 5,
      totalServings: 20,
    },
  ],
  featuredRecipes: [{ _id: 'tofu-bowl', name: 'Tofu Bowl', images: image, cookingTime: 25 }],
};

let asked: string[];

beforeAll(async () => {
  await loadFeatureTexts('link-in-bio');
});

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Response.json(greenKitchen);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the link-in-bio page', () => {
  it("links into an influencer's storefront, with its coupon", async () => {
    renderRoutes(
      [{ path: '/linkedinbio', Component: LinkInBioPage }],
      '/linkedinbio?influencerId=greenkitchen',
    );
    await screen.findByRole('heading', { level: 1, name: 'The Green Kitchen' });
    expect(asked.some((url) => url.endsWith('/api/linkedinbio/?influencerId=greenkitchen'))).toBe(
      true,
    );
    expect(screen.getByText('Use code GREEN15 at checkout')).toBeTruthy();
    const links = screen.getByRole('navigation');
    expect(within(links).getByRole('link', { name: "This week's meal plan" })).toHaveProperty(
      'pathname',
      '/greenkitchen/meal-plan',
    );
    expect(screen.getByRole('link', { name: 'Plant-Powered Week' })).toHaveProperty(
      'pathname',
      '/greenkitchen/meal-plan/plant-week',
    );
    expect(screen.getByRole('link', { name: /Tofu Bowl/ })).toHaveProperty(
      'pathname',
      '/greenkitchen/recipes/tofu-bowl',
    );
  });

  it('speaks French', async () => {
    renderRoutes([{ path: '/linkedinbio', Component: LinkInBioPage }], '/linkedinbio', 'fr-CA');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Recettes en vedette' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorer les recettes' })).toBeTruthy();
  });
});
