import { fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@/shared/i18n/languages';
import { todayInputValue } from '@/shared/pantry/amounts';
import {
  daysFromToday,
  type FakeLot,
  stubPantryApi,
} from '@/shared/pantry/testing/fake-pantry-api';
import { ingredient, polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { renderPantry } from '../testing/render-pantry';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const rice = ingredient('rice', 'Basmati rice', { g: 1, kg: 1000, cup: 185 });
const onion = ingredient('onion', 'Yellow onion', { unit: 150, g: 1 });
const milk = {
  ...ingredient('milk', 'Milk 2%', { l: 1000, ml: 1 }),
  category: { _id: 'dairy', name: 'Dairy' },
};
const ingredients = [rice, onion, milk];

const lot = (id: string, ingredientId: string, fields: Partial<FakeLot>): FakeLot => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  ingredientId,
  quantity: 1,
  units: 'unit',
  purchaseDate: '2026-11-20',
  expiryDate: null,
  source: 'manual',
  orderId: null,
  ...fields,
});
const milkLot = lot('1', 'milk', { quantity: 1.5, units: 'l', expiryDate: daysFromToday(3) });
const onionLot = lot('2', 'onion', { quantity: 3 });
const riceLots = [
  lot('3', 'rice', { quantity: 500, units: 'g', expiryDate: daysFromToday(30) }),
  lot('4', 'rice', { quantity: 250, units: 'g', purchaseDate: '2026-11-24' }),
];

function openPantry({
  lots = [milkLot, onionLot, ...riceLots],
  failing = [] as string[],
  wastedThisMonth = { cents: 0, grams: 0 },
  language = 'en-CA' as Language,
} = {}) {
  stubCatalogApi({ ingredients });
  stubIdentityApi().signedInAs(fakeCustomer.email);
  const pantry = stubPantryApi({ lots, ingredients, failing, wastedThisMonth });
  renderPantry(language);
  return pantry;
}

const row = (name: string) => screen.findByRole('article', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the Digital Pantry', () => {
  it('lists the rows under their categories, open at first, with their amounts and days', async () => {
    const pantry = openPantry();

    expect(await screen.findByRole('heading', { name: 'Your Digital Pantry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add ingredients' })).toBeTruthy();
    const milkRow = await row('Milk 2%');
    const [request] = pantry.requestsTo('GET', '/api/users/pantry');
    expect(request?.search.toString()).toBe('page=0&perPage=1000');
    expect(screen.getByText('Groceries you have')).toBeTruthy();
    expect(
      screen.getByText(
        'Review the amount of leftovers you have to get smarter recipe suggestions.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Est. Expiry Date')).toBeTruthy();
    expect(screen.getByText("We'll remove expired groceries for you from this list.")).toBeTruthy();

    const groups = screen.getAllByRole('button', { expanded: true });
    expect(groups.map((group) => group.textContent)).toEqual(['Dairy1', 'Pantry2']);

    // The picture is decorative: the name beside it says what it shows.
    expect(milkRow.querySelector('img')?.getAttribute('src')).toBe(
      '/api/images/ingredients/milk.svg',
    );
    expect(within(milkRow).getByText('1.5 l')).toBeTruthy();
    expect(within(milkRow).getByText('You have: 1.5 l')).toBeTruthy();
    expect(within(milkRow).getByText('Bought 20-11-26')).toBeTruthy();
    expect(within(milkRow).getByText('3 days left')).toBeTruthy();

    // Quantities of 10 and more show no decimals; a row shows each of its lots.
    const riceRow = await row('Basmati rice');
    expect(within(riceRow).getByText('You have: 750 g')).toBeTruthy();
    expect(within(riceRow).getByText('30 days left')).toBeTruthy();
    expect(within(riceRow).getByText('Bought 24-11-26 · 250 g')).toBeTruthy();
    expect(within(await row('Yellow onion')).getByText('Set expiry date')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Pantry/ }));
    expect(screen.queryByRole('article', { name: 'Yellow onion' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Pantry/, expanded: false })).toBeTruthy();
  });

  it('filters the rows by name as the shopper types', async () => {
    openPantry();
    await row('Milk 2%');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your pantry' }), {
      target: { value: 'ONI' },
    });
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Yellow onion']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your pantry' }), {
      target: { value: 'kale' },
    });
    expect(screen.getByText('Nothing in your pantry matches “kale”')).toBeTruthy();
  });

  it('says what the expiry job threw away this month, only once it threw something', async () => {
    openPantry({ wastedThisMonth: { cents: 1234, grams: 800 } });
    expect(await screen.findByText('You threw away $12.34 of food this month')).toBeTruthy();
    cleanup();

    openPantry();
    await row('Milk 2%');
    expect(screen.queryByText(/You threw away/)).toBeNull();
  });

  it('says so when the pantry is empty', async () => {
    openPantry({ lots: [] });
    expect(await screen.findByText('Your Digital Pantry is empty')).toBeTruthy();
  });

  it('adds an ingredient: its first unit, numbers only, no past expiry', async () => {
    const pantry = openPantry({ lots: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add ingredients' }));
    const popup = await dialog('Add ingredients to your Digital Pantry');

    fireEvent.change(within(popup).getByRole('searchbox', { name: 'Find an ingredient' }), {
      target: { value: 'rice' },
    });
    fireEvent.click(await within(popup).findByRole('button', { name: /Basmati rice/ }));
    expect(within(popup).getByRole('combobox', { name: 'Unit' })).toHaveProperty('value', 'g');

    const quantity = within(popup).getByRole('textbox', { name: 'Quantity' });
    const add = within(popup).getByRole('button', { name: 'Add to pantry' });
    fireEvent.change(quantity, { target: { value: '2a' } });
    expect(quantity).toHaveProperty('value', '1');
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(add).toHaveProperty('disabled', true);
    expect(within(popup).getByRole('button', { name: 'One less' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(popup).getByRole('button', { name: 'One more' }));
    fireEvent.change(quantity, { target: { value: '400' } });
    fireEvent.change(within(popup).getByRole('combobox', { name: 'Unit' }), {
      target: { value: 'kg' },
    });

    const expiry = within(popup).getByLabelText('Expiry date');
    expect(expiry).toHaveProperty('min', todayInputValue());
    fireEvent.change(expiry, { target: { value: '2020-01-05' } });
    expect(within(popup).getByText('Pick today or a later date.')).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);
    fireEvent.change(expiry, { target: { value: '2099-12-05' } });
    expect(within(popup).getByText('05 December')).toBeTruthy();

    fireEvent.click(add);
    expect(await row('Basmati rice')).toBeTruthy();
    const [post] = pantry.requestsTo('POST', '/api/users/pantry');
    expect(post?.body).toEqual({
      items: [
        { id: 'rice', quantity: 400, units: 'kg', expiryDate: new Date(2099, 11, 5).getTime() },
      ],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a row for removal, undoes it, and saves through the review and confirm popups', async () => {
    const pantry = openPantry();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit pantry' }));

    const riceRow = await row('Basmati rice');
    fireEvent.click(within(riceRow).getByRole('button', { name: 'Remove Basmati rice' }));
    fireEvent.click(within(riceRow).getByRole('button', { name: 'Keep Basmati rice' }));
    fireEvent.click(within(riceRow).getByRole('button', { name: 'Remove Basmati rice' }));
    fireEvent.click(
      within(await row('Yellow onion')).getByRole('button', { name: 'Remove Yellow onion' }),
    );
    fireEvent.click(
      within(await row('Yellow onion')).getByRole('button', { name: 'Keep Yellow onion' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = await dialog('Review your Digital Pantry');
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Remove Basmati rice']);
    fireEvent.click(within(review).getByRole('button', { name: 'Save' }));
    const confirm = await dialog('Confirm pantry modification');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Basmati rice' })).toBeNull());
    const [removal] = pantry.requestsTo('PUT', '/api/users/pantry/updateGroceriesAvailability');
    expect(JSON.parse(removal?.search.get('items') ?? '')).toEqual(riceLots.map((each) => each.id));
    expect(pantry.requestsTo('PUT', '/api/users/pantry/updateGroceriesDetails')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit pantry' })).toBeTruthy();
  });

  it('holds a quantity edit until typing pauses, the later replacing the earlier, and saves it', async () => {
    const pantry = openPantry();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit pantry' }));
    const quantity = await screen.findByRole('textbox', {
      name: 'Quantity of Milk 2% bought 20-11-26',
    });
    expect(quantity).toHaveProperty('value', '1.5');

    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = await dialog('Review your Digital Pantry');
    expect(await within(review).findByText('Milk 2%: 2 l')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Skip' }));

    fireEvent.change(quantity, { target: { value: '2.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const again = await dialog('Review your Digital Pantry');
    expect(await within(again).findByText('Milk 2%: 2.25 l')).toBeTruthy();
    expect(within(again).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await dialog('Confirm pantry modification')).getByRole('button', { name: 'Confirm' }),
    );

    expect(await within(await row('Milk 2%')).findByText('You have: 2.25 l')).toBeTruthy();
    const [edit] = pantry.requestsTo('PUT', '/api/users/pantry/updateGroceriesDetails');
    expect(edit?.body).toEqual({ items: [{ id: milkLot.id, quantity: 2.25 }] });
  });

  it('takes an expiry edit into the same pending list, refusing days before today', async () => {
    const pantry = openPantry();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit pantry' }));
    const onionRow = await row('Yellow onion');
    const expiry = within(onionRow).getByLabelText('Expiry date of Yellow onion bought 20-11-26');
    expect(within(onionRow).getByText('No expiry date set')).toBeTruthy();

    fireEvent.change(expiry, { target: { value: '2020-01-05' } });
    expect(within(onionRow).getByText('Pick today or a later date.')).toBeTruthy();
    fireEvent.change(expiry, { target: { value: '2099-12-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = await dialog('Review your Digital Pantry');
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yellow onion: expires 05-12-99']);
    fireEvent.click(within(review).getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await dialog('Confirm pantry modification')).getByRole('button', { name: 'Confirm' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [edit] = pantry.requestsTo('PUT', '/api/users/pantry/updateGroceriesDetails');
    expect(edit?.body).toEqual({
      items: [{ id: onionLot.id, expiryDate: new Date(2099, 11, 5).getTime() }],
    });
  });

  it('drops unsaved edits on leaving edit mode', async () => {
    openPantry();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit pantry' }));
    fireEvent.click(
      within(await row('Yellow onion')).getByRole('button', { name: 'Remove Yellow onion' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit pantry' }));
    expect(
      within(await row('Yellow onion')).getByRole('button', { name: 'Remove Yellow onion' }),
    ).toBeTruthy();
  });

  it('says when saving failed, and keeps the changes to try again', async () => {
    const pantry = openPantry({ failing: ['/api/users/pantry/updateGroceriesAvailability'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit pantry' }));
    fireEvent.click(
      within(await row('Yellow onion')).getByRole('button', { name: 'Remove Yellow onion' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    fireEvent.click(
      within(await dialog('Review your Digital Pantry')).getByRole('button', { name: 'Save' }),
    );
    const confirm = await dialog('Confirm pantry modification');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Your pantry could not be updated. Please try again.',
    );
    expect(pantry.requestsTo('PUT', '/api/users/pantry/updateGroceriesAvailability')).toHaveLength(
      1,
    );
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('article', { name: 'Yellow onion' })).toBeTruthy();
  });

  it('speaks French', async () => {
    stubCatalogApi({ ingredients });
    stubIdentityApi().signedInAs(fakeCustomer.email);
    stubPantryApi({ lots: [milkLot], ingredients });
    renderPantry('fr-CA');

    expect(
      await screen.findByRole('heading', { name: 'Votre garde-manger numérique' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter des ingrédients' })).toBeTruthy();
    const milkRow = await row('Milk 2%');
    expect(screen.getByText('Épiceries que vous avez')).toBeTruthy();
    expect(within(milkRow).getByText('Vous avez : 1,5 l')).toBeTruthy();
    expect(within(milkRow).getByText('Acheté le 20-11-26')).toBeTruthy();
    expect(within(milkRow).getByText('3 jours restants')).toBeTruthy();
  });

  it('says what was thrown away in French', async () => {
    openPantry({ wastedThisMonth: { cents: 1234, grams: 800 }, language: 'fr-CA' });
    expect(
      await screen.findByText('Vous avez jeté pour 12,34 $ de nourriture ce mois-ci'),
    ).toBeTruthy();
  });
});
