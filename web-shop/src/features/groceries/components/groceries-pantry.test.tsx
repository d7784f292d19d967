import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { wasRemindedThisVisit } from '../api/pantry-reminder';
import { onionLot, stubGroceriesServices } from '../testing/groceries-services';
import { fixtureSelections, rememberDraft, renderGroceries } from '../testing/render-groceries';

/** The grocery list of a shopper whose pantry holds the fixture's onions unless told. */
function openGroceries(
  options: Parameters<typeof stubGroceriesServices>[0] = {},
  render: { withCheckout?: boolean } = {},
) {
  const api = stubGroceriesServices({ signedIn: true, ...options });
  rememberDraft(fixtureSelections);
  const router = renderGroceries('/groceries', 'en-CA', render);
  return { api, router };
}

const listLoaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Customize Your Groceries' });
/** Checkout, once the list is priced (the button waits for that). */
async function startCheckout() {
  const checkout = screen.getByRole('button', { name: 'Checkout' });
  await waitFor(() => expect(checkout).toHaveProperty('disabled', false));
  fireEvent.click(checkout);
}
const onionCard = () => screen.getByRole('article', { name: 'Yellow onion' });
const removalsOf = (api: ReturnType<typeof stubGroceriesServices>) =>
  api
    .requestsTo('PUT', '/api/users/pantry/updateGroceriesAvailability')
    .map((request) =>
      JSON.parse((request as { search: URLSearchParams }).search.get('items') ?? ''),
    );

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe("the grocery list's pantry", () => {
  it("takes an ingredient's lots out on 'Don't have anymore', busy until the cart buys it again", async () => {
    // Cart pricing hears of the change late: its next two answers still count the onions.
    const { api } = openGroceries({ answersBehind: 2 });
    await listLoaded();
    const readsBefore = api.requestsTo('GET', '/api/cart').length;

    fireEvent.click(within(onionCard()).getByRole('button', { name: "Don't have anymore" }));
    await waitFor(() => expect(onionCard().getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(removalsOf(api)).toEqual([[onionLot.id]]));
    expect(api.pantry.rows()).toEqual([]);

    await waitFor(() =>
      expect(within(onionCard()).queryByRole('button', { name: "Don't have anymore" })).toBeNull(),
    );
    await waitFor(() => expect(onionCard().getAttribute('aria-busy')).not.toBe('true'));
    // Read again until it was priced without them: the first answers still counted them.
    expect(api.requestsTo('GET', '/api/cart').length - readsBefore).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(onionCard()).getByRole('button', { name: 'Info' }));
    expect(within(onionCard()).getByText('0 g')).toBeTruthy();
  });

  it('checks what the pantry covers as checkout starts, and buys what the shopper no longer has', async () => {
    const { api, router } = openGroceries({}, { withCheckout: true });
    await listLoaded();

    await startCheckout();
    const check = await screen.findByRole('dialog', {
      name: 'Are you missing these pantry items for your recipes',
    });
    const onion = within(check).getByRole('listitem');
    expect(within(onion).getByText('Yellow onion')).toBeTruthy();
    expect(within(onion).getByText('You have: 150 g')).toBeTruthy();
    expect(onion.querySelector('img')?.getAttribute('src')).toBe(
      '/api/images/ingredients/onion.svg',
    );

    fireEvent.click(
      within(onion).getByRole('button', { name: "I don't have Yellow onion anymore" }),
    );
    await waitFor(() => expect(within(check).queryByRole('listitem')).toBeNull());
    expect(removalsOf(api)).toEqual([[onionLot.id]]);

    // On to the checkout-start popup: the fixture's olive oil is still on offer.
    const onward = within(check).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(onward).toHaveProperty('disabled', false));
    fireEvent.click(onward);
    const start = await screen.findByRole('dialog', { name: 'Anything else for your kitchen?' });
    fireEvent.click(within(start).getByRole('button', { name: 'No thanks, continue to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('checks nothing for a guest, whose list counts nothing from a pantry', async () => {
    openGroceries({ signedIn: false }, { withCheckout: true });
    await listLoaded();

    await startCheckout();
    expect(
      await screen.findByRole('dialog', { name: 'Anything else for your kitchen?' }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('dialog', {
        name: 'Are you missing these pantry items for your recipes',
      }),
    ).toBeNull();
  });
});

/** The fixture's onions, bought long ago: a pantry worth reviewing. */
const staleLots = [{ ...onionLot, purchaseDate: '2026-01-05' }];

describe("the reminder 'Save time with groceries'", () => {
  it('invites a shopper whose pantry was not stocked for weeks to review it, once per visit', async () => {
    const { router } = openGroceries({ lots: staleLots });

    const reminder = await screen.findByRole('dialog', { name: 'Save time with groceries' });
    expect(reminder.textContent).toContain(
      'Keep your Digital Pantry up to date, and your grocery lists will leave out what you already have.',
    );
    fireEvent.click(within(reminder).getByRole('link', { name: 'Update my Digital Pantry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-groceries'));
    cleanup();

    // Back on the list in the same visit: not again.
    const { api } = openGroceries({ lots: staleLots });
    await listLoaded();
    await waitFor(() => expect(api.requestsTo('GET', '/api/users/pantry')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Save time with groceries' })).toBeNull();
  });

  it("stays away once told 'Don't show me this again', until the box is cleared", async () => {
    openGroceries({ lots: staleLots });
    const reminder = await screen.findByRole('dialog', { name: 'Save time with groceries' });
    const dontShow = within(reminder).getByRole('checkbox', { name: "Don't show me this again" });
    fireEvent.click(dontShow);
    fireEvent.click(dontShow);
    expect(localStorage.getItem('pantryReminderOff')).toBeNull();
    fireEvent.click(dontShow);
    fireEvent.click(within(reminder).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: 'Save time with groceries' })).toBeNull();
    cleanup();

    // A new visit: the flag is kept in this browser.
    sessionStorage.clear();
    const { api } = openGroceries({ lots: staleLots });
    await listLoaded();
    await waitFor(() => expect(api.requestsTo('GET', '/api/users/pantry')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Save time with groceries' })).toBeNull();
    expect(localStorage.getItem('pantryReminderOff')).toBe('true');
  });

  it('leaves a freshly stocked pantry, an empty one, and a guest, alone', async () => {
    for (const lots of [[onionLot], []]) {
      openGroceries({ lots });
      await listLoaded();
      await waitFor(() => expect(wasRemindedThisVisit(sessionStorage)).toBe(true));
      expect(screen.queryByRole('dialog', { name: 'Save time with groceries' })).toBeNull();
      cleanup();
      sessionStorage.clear();
    }

    const { api } = openGroceries({ signedIn: false, lots: [] });
    await listLoaded();
    expect(api.requestsTo('GET', '/api/users/pantry')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Save time with groceries' })).toBeNull();
  });
});
