import type { RecommendedRecipe } from '@mise/contracts';
import { fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lentilSoup } from '@/shared/cart/testing/cart-answers';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import type { Language } from '@/shared/i18n/languages';
import {
  dayOf,
  daysFromToday,
  type FakeLot,
  stubPantryApi,
} from '@/shared/pantry/testing/fake-pantry-api';
import { ingredient } from '@/shared/testing/fake-catalog';
import { renderPantry } from '../testing/render-pantry';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const rice = ingredient('rice', 'Basmati rice', { g: 1, kg: 1000 });
const onion = ingredient('onion', 'Yellow onion', { unit: 150, g: 1 });
const milk = ingredient('milk', 'Milk 2%', { l: 1000, ml: 1 });
const ingredients = [rice, onion, milk];

const lot = (id: string, ingredientId: string, expiresIn: number | null): FakeLot => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  ingredientId,
  quantity: 1,
  units: 'unit',
  purchaseDate: '2026-11-20',
  expiryDate: expiresIn === null ? null : daysFromToday(expiresIn),
  source: 'manual',
  orderId: null,
});
const lots = [lot('1', 'milk', 0), lot('2', 'onion', null), lot('3', 'rice', 1)];

const expiringIn = (days: number) => dayOf(new Date(daysFromToday(days)));
const recipe = (fields: Partial<RecommendedRecipe>): RecommendedRecipe => ({
  ...lentilSoup,
  freeServings: 0,
  ...fields,
});
// In the answer's order, which is the server's (soonest expiry first): the page keeps it.
const pantryRecipes = [
  recipe({
    _id: 'milk-soup',
    name: 'Creamy Onion Soup',
    saveUpto: 64,
    commonIngredients: ['milk', 'onion'],
    pantryExpiry: expiringIn(0),
  }),
  recipe({
    _id: 'rice-pilaf',
    name: 'Rice Pilaf',
    saveUpto: 12,
    commonIngredients: ['rice'],
    pantryExpiry: expiringIn(1),
  }),
  recipe({
    _id: 'onion-tart',
    name: 'Onion Tart',
    saveUpto: 80,
    commonIngredients: ['onion'],
    pantryExpiry: null,
  }),
];

function openSignedIn({
  held = lots,
  failing = [] as string[],
  language = 'en-CA' as Language,
} = {}) {
  stubIdentityApi().signedInAs(fakeCustomer.email);
  stubPantryApi({ lots: held, ingredients });
  const cart = stubCartApi({ pantryRecipes: held.length > 0 ? pantryRecipes : [], failing });
  const router = renderPantry(language, '/use-pantry?source=groceries');
  return { cart, router };
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the recipes that use the pantry', () => {
  it("lists them in the answer's order: saving, pantry groceries and how soon they expire", async () => {
    const { cart, router } = openSignedIn();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cook what you have' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Recipes that use the groceries in your pantry, those expiring soonest first.',
      ),
    ).toBeTruthy();
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual(['Creamy Onion Soup', 'Rice Pilaf', 'Onion Tart']);

    const soup = screen.getByRole('article', { name: 'Creamy Onion Soup' });
    expect(within(soup).getByText('Save up to 64%')).toBeTruthy();
    expect(within(soup).getByText('Expires today')).toBeTruthy();
    expect(within(soup).getByText('From your pantry: Milk 2% and Yellow onion')).toBeTruthy();
    expect(within(soup).getByRole('link', { name: 'Creamy Onion Soup' }).getAttribute('href')).toBe(
      '/recipes/milk-soup',
    );

    const pilaf = screen.getByRole('article', { name: 'Rice Pilaf' });
    expect(within(pilaf).getByText('Save up to 12%')).toBeTruthy();
    expect(within(pilaf).getByText('Uses items expiring in 1 day')).toBeTruthy();
    expect(within(pilaf).getByText('From your pantry: Basmati rice')).toBeTruthy();

    // Nothing it uses expires: no expiry line.
    const tart = screen.getByRole('article', { name: 'Onion Tart' });
    expect(within(tart).getByText('Save up to 80%')).toBeTruthy();
    expect(within(tart).queryByText(/expir/i)).toBeNull();

    expect(cart.requestsTo('GET', '/api/recommendation/unusedIngredientsRecipe')).toHaveLength(1);
    // The query says where the shopper came from; the page leaves it in the address.
    expect(router.state.location.search).toBe('?source=groceries');
  });

  it('says so when the pantry is empty, and leads to the pantry', async () => {
    openSignedIn({ held: [] });

    expect(await screen.findByText('Your pantry is empty')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Add groceries to your pantry' }).getAttribute('href'),
    ).toBe('/manage-groceries');
  });

  it('asks a guest to log in, in the popup over the page, as the pantry does', async () => {
    stubIdentityApi();
    const pantry = stubPantryApi({ lots, ingredients });
    const cart = stubCartApi({ pantryRecipes });
    const router = renderPantry('en-CA', '/use-pantry?source=recipes');

    expect(
      await screen.findByRole('heading', { name: 'Log in to see recipes that use your pantry' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?source=recipes&loginmode=email'),
    );
    expect(cart.requestsTo('/api/recommendation/unusedIngredientsRecipe')).toEqual([]);
    expect(pantry.requestsTo('/api/users/pantry')).toEqual([]);
  });

  it('says once that the recipes could not be loaded, and tries again when asked', async () => {
    const { cart } = openSignedIn({ failing: ['/api/recommendation/unusedIngredientsRecipe'] });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Recipes for your pantry could not be loaded. Please try again.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    cart.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Creamy Onion Soup' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is reached from the pantry', async () => {
    stubIdentityApi().signedInAs(fakeCustomer.email);
    stubPantryApi({ lots, ingredients });
    stubCartApi({ pantryRecipes });
    const router = renderPantry();

    fireEvent.click(await screen.findByRole('link', { name: 'Recipes that use your pantry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cook what you have' }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?source=groceries');
  });

  it('speaks French', async () => {
    openSignedIn({ language: 'fr-CA' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cuisinez ce que vous avez' }),
    ).toBeTruthy();
    const soup = await screen.findByRole('article', { name: 'Creamy Onion Soup' });
    expect(within(soup).getByText('Jusqu’à 64 % d’économie')).toBeTruthy();
    expect(within(soup).getByText('Se périme aujourd’hui')).toBeTruthy();
    expect(within(soup).getByText('De votre garde-manger : Milk 2% et Yellow onion')).toBeTruthy();
    const pilaf = screen.getByRole('article', { name: 'Rice Pilaf' });
    expect(
      within(pilaf).getByText('Utilise des aliments qui se périment dans 1 jour'),
    ).toBeTruthy();
  });
});
