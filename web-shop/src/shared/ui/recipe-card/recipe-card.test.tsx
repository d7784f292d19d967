import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/shared/i18n/create-i18n';
import { chickpeaCurry, greekSalad } from '@/shared/testing/fake-catalog';
import { RecipeCard } from './recipe-card';

type CardProps = Parameters<typeof RecipeCard>[0];

function renderCard(props: CardProps, path = '/recipes') {
  const router = createMemoryRouter(
    [
      { path: '/recipes', element: <RecipeCard {...props} /> },
      { path: '/:handle/recipes', element: <RecipeCard {...props} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n('en-CA')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('RecipeCard', () => {
  it('shows the discount badge only for a recipe that saves over half', () => {
    renderCard({ recipe: greekSalad });
    expect(screen.getByText('Save up to 60%')).toBeTruthy();
    cleanup();

    renderCard({ recipe: chickpeaCurry });
    expect(screen.queryByText(/Save up to/)).toBeNull();
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

    expect(screen.getByRole('link', { name: 'Add Chickpea Curry' }).getAttribute('href')).toBe(
      '/greenkitchen/recipes/chickpea-curry',
    );
  });

  it('adds through onAdd when the caller has a menu to add to', () => {
    const onAdd = vi.fn();
    renderCard({ recipe: chickpeaCurry, onAdd, overlay: 'Dinner' });

    fireEvent.click(screen.getByRole('button', { name: 'Add Chickpea Curry' }));

    expect(onAdd).toHaveBeenCalledWith(chickpeaCurry);
    expect(screen.getByText('Dinner')).toBeTruthy();
  });
});
