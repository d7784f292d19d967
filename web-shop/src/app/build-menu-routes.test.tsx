import { stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMenuStorageKey, defaultBuildMenu } from '@/features/build-menu/api/build-menu-state';
import { stubPlannerApi } from '@/features/build-menu/testing/fake-planner-api';
import { balanced, planRecipes } from '@/features/build-menu/testing/plan-fixtures';
import { draftStorageKey } from '@/shared/cart/browser-storage';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { renderShop } from './testing/render-shop';

beforeEach(() => {
  stubCatalogApi();
  stubIdentityApi();
  stubPlannerApi();
  // jsdom has no layout, so ScrollRestoration's scrolling is a no-op stub here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the build-menu wizard in the shop', () => {
  it("is where 'Weekly Plan' leads: the first step while no program is chosen", async () => {
    const { router } = renderShop('/recipes');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    fireEvent.click(within(nav).getByRole('link', { name: 'Weekly Plan' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your nutrition program' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/build-menu/nutrition-program');
    expect(await screen.findByRole('radio', { name: /Balanced/ })).toBeTruthy();
  });

  it("keeps a storefront's handle through the steps", async () => {
    const { router } = renderShop('/greenkitchen/build-menu');

    await screen.findByRole('heading', { level: 1, name: 'Choose your nutrition program' });
    expect(router.state.location.pathname).toBe('/greenkitchen/build-menu/nutrition-program');
    fireEvent.click(await screen.findByRole('radio', { name: /Balanced/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next >' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/greenkitchen/build-menu/diets'),
    );
  });
});

describe('the cart bar beside the weekly plan', () => {
  beforeEach(() => {
    stubCartApi({ recipes: planRecipes });
    localStorage.setItem(
      draftStorageKey,
      JSON.stringify({ version: 1, selections: [{ id: 'chickpea-curry', servings: 2 }] }),
    );
    localStorage.setItem(
      buildMenuStorageKey,
      JSON.stringify({
        ...defaultBuildMenu,
        selectedNutritionProgram: balanced,
        selectedMealTypes: [{ mealTypeId: 'breakfast', servings: 2 }],
      }),
    );
  });

  it("stays away from the plan, whose 'Checkout >' is its only way out", async () => {
    renderShop('/build-menu');

    await screen.findByRole('region', { name: "Your plan's meals" });
    expect(screen.queryByRole('region', { name: 'Your cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review & Checkout' })).toBeNull();
  });

  it("stays away from the wizard's steps, in a storefront too", async () => {
    renderShop('/greenkitchen/build-menu/meal-types');

    await screen.findByRole('heading', { level: 1, name: 'Which meals should we plan?' });
    expect(screen.queryByRole('region', { name: 'Your cart' })).toBeNull();
  });

  it('still shows with its checkout on the recipes', async () => {
    renderShop('/recipes');

    const bar = await screen.findByRole('region', { name: 'Your cart' });
    expect(within(bar).getByRole('button', { name: 'Review & Checkout' })).toBeTruthy();
  });
});
