import { stubIdentityApi } from '@mise/web-testing/identity';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCartApi, stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { chickpeaCurry, greekSalad, recipe } from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { RecipeCard } from './recipe-card';

type CardProps = Parameters<typeof RecipeCard>[0];

function renderCard(props: CardProps, path = '/recipes') {
  renderRoutes(
    [
      { path: '/recipes', element: <RecipeCard {...props} /> },
      { path: '/:handle/recipes', element: <RecipeCard {...props} /> },
    ],
    path,
  );
}

const stew = recipe({
  _id: 'stew',
  name: 'Lentil Stew',
  defaultServings: 3,
  minServings: 2,
  incrServings: 2,
});
let api: FakeCartApi;

beforeEach(() => {
  localStorage.clear();
  // A guest: the card's favourite heart asks who is signed in.
  stubIdentityApi();
  api = stubCartApi({ recipes: [chickpeaCurry, greekSalad, stew] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecipeCard', () => {
  it('shows the discount badge only for a recipe that saves over half', () => {
    renderCard({ recipe: greekSalad });
    expect(screen.getByText('Save up to 60%')).toBeTruthy();
    cleanup();

    renderCard({ recipe: chickpeaCurry });
    expect(screen.queryByText(/Save up to/)).toBeNull();
  });

  it('counts the pantry staples apart from the ingredients to buy, as the recipe page does', () => {
    renderCard({
      recipe: recipe({ _id: 'dal', name: 'Dal', ingredientsAmount: 6, totalIngredients: 11 }),
    });
    expect(screen.getByText('6 ingredients + 5 pantry staples')).toBeTruthy();
    cleanup();
    renderCard({
      recipe: recipe({ _id: 'toast', name: 'Toast', ingredientsAmount: 2, totalIngredients: 2 }),
    });
    expect(screen.getByText('2 ingredients')).toBeTruthy();
  });

  it('names free servings rather than a percentage', () => {
    renderCard({ recipe: { ...greekSalad, freeServings: 2 } });

    expect(screen.getByText('2 free servings')).toBeTruthy();
  });

  it('reserves the picture space and loads it lazily unless it is a priority', () => {
    renderCard({ recipe: chickpeaCurry });
    const image = document.querySelector('img');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('300');
    expect(image?.getAttribute('loading')).toBe('lazy');
    cleanup();

    renderCard({ recipe: chickpeaCurry, priority: true, size: 'large' });
    const large = document.querySelector('img');
    expect(large?.getAttribute('loading')).toBe('eager');
    expect(large?.getAttribute('src')).toBe('/images/chickpea-curry-large.svg');
  });

  it('keeps the storefront prefix in its links', () => {
    renderCard({ recipe: chickpeaCurry }, '/greenkitchen/recipes');

    expect(screen.getByRole('link', { name: 'Chickpea Curry' }).getAttribute('href')).toBe(
      '/greenkitchen/recipes/chickpea-curry',
    );
  });

  it('re-renders only the card whose servings changed', async () => {
    const renders = { stew: 0, salad: 0 };
    const counted = (id: 'stew' | 'salad', card: CardProps['recipe']) => (
      <Profiler id={id} onRender={() => renders[id]++}>
        <RecipeCard recipe={card} />
      </Profiler>
    );
    renderRoutes(
      [
        {
          path: '/recipes',
          element: (
            <>
              {counted('stew', stew)}
              {counted('salad', greekSalad)}
            </>
          ),
        },
      ],
      '/recipes',
    );
    const before = { ...renders };

    fireEvent.click(screen.getByRole('button', { name: 'Add Lentil Stew' }));
    fireEvent.click(screen.getByRole('button', { name: 'More servings of Lentil Stew' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));

    // Both saves have been answered: the cart went through all its states meanwhile.
    expect(api.saves).toHaveLength(2);
    expect(renders.stew - before.stew).toBe(2);
    expect(renders.salad).toBe(before.salad);
  });

  it('adds the recipe to the cart, then steps its servings on the grid', async () => {
    renderCard({ recipe: stew, overlay: 'Dinner' });
    expect(screen.getByText('Dinner')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Lentil Stew' }));
    // Default 3 is off the grid 2, 4, 6…: the cart takes 4.
    const group = screen.getByRole('group', { name: 'Servings of Lentil Stew' });
    // The pressed button is gone: focus moves to the plus that took its place.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('More servings of Lentil Stew');
    expect(group.textContent).toContain('4 servings');
    fireEvent.click(screen.getByRole('button', { name: 'More servings of Lentil Stew' }));
    expect(group.textContent).toContain('6 servings');

    const fewer = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Fewer servings of Lentil Stew' }));
    fewer();
    fewer();
    expect(group.textContent).toContain('2 servings');
    fewer();
    // At the minimum, minus takes it out: the button is InActive again, and has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Lentil Stew' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.saves[0]?.body.recipes).toEqual([{ id: 'stew', servings: 4 }]);
  });

  it('adds under the meal type and curated box the page chose', async () => {
    renderCard({ recipe: chickpeaCurry, mealTypeId: 'dinner', curatedBoxId: 'weeknight' });

    fireEvent.click(screen.getByRole('button', { name: 'Add Chickpea Curry' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(api.saves[0]?.body.recipes).toEqual([
      { id: 'chickpea-curry', servings: 2, mealTypeId: 'dinner', curatedBoxId: 'weeknight' },
    ]);
  });
});
