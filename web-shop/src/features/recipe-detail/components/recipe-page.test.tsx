import type { RecipeDetail } from '@mise/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureTexts } from '@/shared/i18n/feature-texts';
import type { Language } from '@/shared/i18n/languages';
import { polyfillDialog, recipe } from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { CookPage } from './cook-page';
import { RecipePage } from './recipe-page';

const curry: RecipeDetail = {
  ...recipe({ _id: 'chickpea-curry', name: 'Chickpea Curry' }),
  defaultServings: 4,
  minServings: 2,
  incrServings: 2,
  allergens: ['milk'],
  nutrition: {
    calories: { value: 500, unit: 'kcal', dailyPercentage: 25 },
    protein: { value: 20, unit: 'g', dailyPercentage: 40 },
    fat: { value: 3, unit: 'g', dailyPercentage: 4 },
    carbs: { value: 60, unit: 'g', dailyPercentage: 22 },
  },
  id: 'chickpea-curry',
  source: 'Mise Kitchen',
  mainImage: '/images/chickpea-curry.svg',
  servings: 4,
  customServings: 4,
  order: null,
  ingredients: [
    {
      _id: 'chickpeas',
      name: 'Chickpeas',
      image: '/images/chickpeas.svg',
      quantity: 540,
      baseUnit: 'g',
      recipeQuantity: 1,
      recipeUnit: 'can',
      note: 'drained',
      required: true,
      allergens: [],
    },
    {
      _id: 'vegetable-oil',
      name: 'Vegetable oil',
      image: '/images/oil.svg',
      quantity: 30,
      baseUnit: 'ml',
      recipeQuantity: 2,
      recipeUnit: 'tbsp',
      note: null,
      required: false,
      allergens: [],
    },
  ],
  steps: ['Warm the oil in a pot.', 'Add the chickpeas and simmer.', 'Serve hot.'],
};

/** The curry as order M-1001 bought it: six servings, vegetable oil swapped for olive oil. */
const curryAsOrdered: RecipeDetail = {
  ...curry,
  customServings: 6,
  order: {
    orderId: 'o-1',
    number: 'M-1001',
    deliveryDate: '2026-12-02',
    servings: 6,
    substitutions: [
      {
        ingredient: { _id: 'vegetable-oil', name: 'Vegetable oil' },
        substitute: { _id: 'olive-oil', name: 'Olive oil' },
      },
    ],
  },
};

function renderAt(path: string, language: Language = 'en-CA') {
  return renderRoutes(
    [
      { path: '/recipes/:id', Component: RecipePage },
      { path: '/recipes/:id/cook', Component: CookPage },
    ],
    path,
    language,
  );
}

/** Whether /api/auth/me answers a shopper, or a visitor (404 here, like any unknown path). */
let signedIn = false;

beforeEach(() => {
  signedIn = false;
  polyfillDialog();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://shop.test');
      const { searchParams } = new URL(String(input), 'http://shop.test');
      if (pathname === '/api/auth/me' && signedIn) {
        return Response.json({ user: { _id: 'user-1', recipeFavorites: [] }, accessedBy: null });
      }
      if (pathname === '/api/recipes/chickpea-curry' && searchParams.has('orderId')) {
        // Order o-1 is the signed-in shopper's; orders-payments knows no other as theirs.
        return searchParams.get('orderId') === 'o-1'
          ? Response.json(curryAsOrdered)
          : Response.json({ message: 'You have no order with that id.' }, { status: 404 });
      }
      if (pathname === '/api/recipes/chickpea-curry') return Response.json(curry);
      return new Response(JSON.stringify({ message: 'not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const amountOf = (id: string) => screen.getByTestId(`amount-${id}`).textContent;
const servingsShown = () =>
  within(screen.getByRole('group', { name: 'Servings' })).getByRole('status').textContent;

describe('the recipe page', () => {
  it('shows the recipe at its default servings, staples and allergens marked', async () => {
    renderAt('/recipes/chickpea-curry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' })).toBeTruthy();

    expect(servingsShown()).toBe('4');
    expect(amountOf('chickpeas')).toBe('1\u00a0can(540\u00a0g)');
    expect(amountOf('vegetable-oil')).toBe('2\u00a0tbsp(30\u00a0ml)');
    expect(screen.getAllByText('pantry staple')).toHaveLength(1);
    expect(screen.getByText('Milk')).toBeTruthy();
    expect(screen.getByTestId('total-calories').textContent).toBe('2,000\u00a0kcal');
  });

  it('counts the ingredients it lists as a recipe card does: to buy, then pantry staples', async () => {
    renderAt('/recipes/chickpea-curry');
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    const count = screen.getByText('Ingredients', { selector: 'dt' }).nextElementSibling;
    const staples = curry.ingredients.filter((line) => !line.required).length;
    expect(screen.getAllByText('pantry staple')).toHaveLength(staples);
    expect(count?.textContent).toBe(
      `${curry.ingredients.length - staples} ingredient + ${staples} pantry staple`,
    );
  });

  it('marks low and high daily values', async () => {
    renderAt('/recipes/chickpea-curry');
    const table = await screen.findByRole('table', { name: 'Nutrition per serving' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Protein')).getByText('High')).toBeTruthy();
    expect(within(row('Fat')).getByText('Low')).toBeTruthy();
    expect(within(row('Calories')).getByText('High')).toBeTruthy();
  });

  it('scales amounts and totals in the recipe increments, never below the minimum', async () => {
    const router = renderAt('/recipes/chickpea-curry');
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });

    fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(servingsShown()).toBe('6');
    expect(amountOf('chickpeas')).toBe('1½\u00a0cans(810\u00a0g)');
    expect(amountOf('vegetable-oil')).toBe('3\u00a0tbsp(45\u00a0ml)');
    expect(screen.getByTestId('total-calories').textContent).toBe('3,000\u00a0kcal');
    expect(router.state.location.search).toBe('?servings=6');

    const fewer = screen.getByRole('button', { name: 'Fewer servings' });
    fireEvent.click(fewer);
    fireEvent.click(fewer);
    expect(servingsShown()).toBe('2');
    expect(amountOf('vegetable-oil')).toBe('1\u00a0tbsp(15\u00a0ml)');
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the chosen servings on the way to cooking and printing', async () => {
    renderAt('/recipes/chickpea-curry?servings=8');
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(screen.getByRole('link', { name: 'Start cooking' }).getAttribute('href')).toBe(
      '/recipes/chickpea-curry/cook?servings=8',
    );
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe(
      '/recipes/chickpea-curry/print?servings=8',
    );
  });

  it('speaks French, units and decimals included', async () => {
    renderAt('/recipes/chickpea-curry?servings=6', 'fr-CA');
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(amountOf('chickpeas')).toBe('1½\u00a0boîte(810\u00a0g)');
    expect(amountOf('vegetable-oil')).toBe('3\u00a0c. à soupe(45\u00a0ml)');
    expect(screen.getByRole('columnheader', { name: 'Pour 6 portions' })).toBeTruthy();
  });

  it('shows the recipe as the order bought it: its servings and substitutions', async () => {
    await loadFeatureTexts('recipe-orders');
    signedIn = true;
    renderAt('/recipes/chickpea-curry?orderId=o-1');
    const note = await screen.findByRole('region', { name: 'As you ordered it' });
    expect(servingsShown()).toBe('6');
    expect(amountOf('chickpeas')).toBe('1½\u00a0cans(810\u00a0g)');
    expect(note.textContent).toContain(
      'Order M-1001, delivered Wednesday, December 2, 2026: 6 servings.',
    );
    expect(within(note).getByRole('listitem').textContent).toBe(
      'Olive oil instead of Vegetable oil',
    );
    expect(screen.getByRole('link', { name: 'Print as ordered' }).getAttribute('href')).toBe(
      '/recipes/print?order=o-1&id=chickpea-curry',
    );
    expect(screen.getByRole('link', { name: 'Start cooking' }).getAttribute('href')).toBe(
      '/recipes/chickpea-curry/cook?servings=6',
    );
  });

  it('shows a visitor, or a shopper whose order it is not, the recipe itself', async () => {
    await loadFeatureTexts('recipe-orders');
    renderAt('/recipes/chickpea-curry?orderId=o-1&servings=6');
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(screen.queryByRole('region', { name: 'As you ordered it' })).toBeNull();
    expect(servingsShown()).toBe('6');
    cleanup();

    signedIn = true;
    renderAt('/recipes/chickpea-curry?orderId=someone-elses');
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(screen.queryByRole('region', { name: 'As you ordered it' })).toBeNull();
    expect(servingsShown()).toBe('4');
  });

  it('shares the recipe to X, Facebook, WhatsApp and e-mail, and copies its link', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/recipes/chickpea-curry?servings=8');
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    fireEvent.click(screen.getByRole('button', { name: 'Share recipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this recipe' });
    // The shared link is the recipe's own, without this visit's servings.
    const url = `${window.location.origin}/recipes/chickpea-curry`;
    const text = encodeURIComponent(`Check out my recipe: ${url}`);
    const href = (name: string) => within(dialog).getByRole('link', { name }).getAttribute('href');
    expect(href('Share on X')).toBe(`https://twitter.com/intent/tweet?text=${text}`);
    expect(href('Share on Facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(href('Share on WhatsApp')).toBe(`https://wa.me/?text=${text}`);
    expect(href('Share by e-mail')).toBe(
      `mailto:?subject=${encodeURIComponent('Check out my recipe:')}&body=${text}`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Link to this recipe' })).toHaveProperty(
      'value',
      url,
    );

    vi.useFakeTimers();
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
      await act(async () => {});
      expect(writeText).toHaveBeenCalledWith(url);
      expect(within(dialog).getByRole('tooltip').textContent).toBe('Copied');
      expect(within(dialog).getByText('The sharable link is copied!')).toBeTruthy();
      act(() => vi.advanceTimersByTime(699));
      expect(within(dialog).queryByRole('tooltip')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(within(dialog).queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when there is no such recipe and links to the recipes', async () => {
    renderAt('/recipes/no-such-recipe');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that recipe" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all recipes' }).getAttribute('href')).toBe(
      '/recipes',
    );
  });
});

describe('cooking mode', () => {
  it('moves step by step with the buttons and arrow keys, then finishes', async () => {
    renderAt('/recipes/chickpea-curry/cook');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByText('Warm the oil in a pot.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Add the chickpeas and simmer.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Ingredients for this step/ }));
    const drawer = screen.getByRole('dialog', { name: 'Ingredients for this step' });
    expect(within(drawer).getByText('Chickpeas')).toBeTruthy();
    expect(within(drawer).queryByText('Vegetable oil')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('button', { name: /Finish/ }));
    expect(screen.getByRole('heading', { name: 'Done' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the recipe' }).getAttribute('href')).toBe(
      '/recipes/chickpea-curry',
    );
  });
});
