import type { CartAnswer, DeliveryFees, PricePayloadAnswer } from '@mise/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAnswer, pricePayload } from '@/shared/cart/testing/cart-answers';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { stubGroceriesServices } from '../testing/groceries-services';
import { fixtureSelections, rememberDraft, renderGroceries } from '../testing/render-groceries';

let api: ReturnType<typeof stubGroceriesServices>;

function setUp(options: Parameters<typeof stubGroceriesServices>[0] = {}) {
  api = stubGroceriesServices(options);
  rememberDraft(fixtureSelections);
}

const listLoaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Customize Your Groceries' });
const totals = () => screen.getByRole('region', { name: 'Order total' });

beforeAll(polyfillDialog);
beforeEach(() => setUp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the groceries page', () => {
  it('says so when no recipe has been chosen, with the way to the recipes', async () => {
    localStorage.clear();
    const router = renderGroceries('/groceries');

    expect(
      await screen.findByRole('heading', { name: "You haven't selected any recipes yet" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Browse recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes'));
  });

  it("waits for a returning guest's cart rather than calling it empty", async () => {
    localStorage.clear();
    localStorage.setItem('guestUserId', 'returning-guest');
    const served = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://shop.test').pathname === '/api/cart') {
        asked = true;
        await held;
      }
      return served(input, init);
    });
    renderGroceries('/groceries');

    await waitFor(() => expect(asked).toBe(true));
    expect(
      screen.queryByRole('heading', { name: "You haven't selected any recipes yet" }),
    ).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release();
    await listLoaded();
  });

  it("says when a returning guest's cart could not be loaded, rather than calling it empty", async () => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    const failingApi = stubGroceriesServices({ failing: ['/api/cart'] });
    localStorage.setItem('guestUserId', 'returning-guest');
    renderGroceries('/groceries');

    const problem = await screen.findByRole('alert');
    expect(
      within(problem).getByRole('heading', { name: 'Your groceries could not be loaded' }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('heading', { name: "You haven't selected any recipes yet" }),
    ).toBeNull();

    // Trying again loads the cart again; it never saves the empty draft over the stored one.
    failingApi.recover();
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await listLoaded();
    expect(failingApi.requestsTo('/api/cart').map((request) => request.body)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('says the save failed where the total waits, instead of updating for ever', async () => {
    renderGroceries('/groceries');
    await listLoaded();
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'));
    api.fail('/api/cart');

    fireEvent.click(screen.getByRole('radio', { name: /Organic/ }));

    await waitFor(() =>
      expect(within(totals()).getByRole('status').textContent).toBe(
        'Your last change could not be saved. Try again in a moment.',
      ),
    );
  });

  it('lists the groceries by category, with savings and totals', async () => {
    renderGroceries('/groceries');
    await listLoaded();

    const list = screen.getByRole('region', { name: 'Your grocery list' });
    expect(within(list).getByRole('heading', { name: 'Produce' })).toBeTruthy();
    expect(within(list).getByRole('article', { name: 'Yellow onion' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pantry staples' })).toBeTruthy();
    expect(screen.getByText('2 recipes · 6 servings')).toBeTruthy();

    const savings = screen.getByRole('region', { name: 'Your savings' });
    expect(savings.textContent).toContain('You save $5.28');
    expect(savings.textContent).toContain('79% of your groceries go into your recipes');
    expect(savings.textContent).toContain(
      "Compared with buying each recipe's groceries separately, at the same brand tier.",
    );
    expect(savings.textContent).toContain('Leftovers worth $3.18 stay with you, in your kitchen.');
    expect(savings.textContent).toContain("Each recipe's groceries bought separately: $21.00");

    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'));
    const total = within(totals()).getByText('Total').nextElementSibling;
    expect(total?.textContent).toBe('$23.36');
    expect(totals().textContent).toContain('Service fee$2.55');
  });

  it('re-prices for another brand tier and withholds the total meanwhile', async () => {
    renderGroceries('/groceries');
    await listLoaded();
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'));
    // Low cost has no markup to explain.
    expect(screen.queryByText(/low-cost one/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Organic/ }));

    expect(totals().getAttribute('aria-busy')).toBe('true');
    expect(within(totals()).getByText('Total').nextElementSibling?.textContent).toBe('');
    await waitFor(() => expect(api.saves().at(-1)?.brandType).toBe('ORGANIC'));
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'));
    expect((screen.getByRole('radio', { name: /Organic/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByText(
        '1 item has no Organic product: you get the low-cost one, at its price + 12%.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'No Organic product for this: you get the low-cost one, at its price + 12%.',
      ),
    ).toBeTruthy();
  });

  it('adds a staple to the list', async () => {
    renderGroceries('/groceries');
    await listLoaded();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Add Olive oil to my list' }));

    await waitFor(() =>
      expect(api.saves().at(-1)?.nonRequiredProductsToCost).toEqual(['olive-oil']),
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Add Olive oil to my list' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('takes a staple off again at once, before the server has answered', async () => {
    renderGroceries('/groceries');
    await listLoaded();
    const staple = () =>
      screen.getByRole('checkbox', { name: 'Add Olive oil to my list' }) as HTMLInputElement;

    fireEvent.click(staple());
    expect(staple().checked).toBe(true);
    fireEvent.click(staple());
    expect(staple().checked).toBe(false);

    await waitFor(() => expect(api.saves().at(-1)?.nonRequiredProductsToCost).toEqual([]));
    expect(staple().checked).toBe(false);
  });

  it("sends 'Don't have anymore' once, and says when it failed", async () => {
    cleanup();
    vi.unstubAllGlobals();
    setUp({ failing: ['/api/users/pantry/updateGroceriesAvailability'] });
    const served = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/users/pantry/')) await held;
      return served(input, init);
    });
    renderGroceries('/groceries');
    await listLoaded();
    const onion = screen.getByRole('article', { name: 'Yellow onion' });
    const usedUp = within(onion).getByRole('button', { name: "Don't have anymore" });

    fireEvent.click(usedUp);
    await waitFor(() => expect(usedUp).toHaveProperty('disabled', true));
    fireEvent.click(usedUp);
    release();

    expect((await within(onion).findByRole('alert')).textContent).toBe(
      'Your pantry could not be updated. Please try again.',
    );
    expect(api.requestsTo('/api/users/pantry/updateGroceriesAvailability')).toHaveLength(1);
    expect(usedUp).toHaveProperty('disabled', false);
  });

  it('sends a swap as a substitution of the original', async () => {
    renderGroceries('/groceries');
    await listLoaded();

    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Swap Crushed tomatoes for' }), {
      target: { value: 'passata' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Swap to this' }));

    await waitFor(() =>
      expect(api.saves().at(-1)?.ingredientSubstitutes).toEqual([
        {
          ingredient: 'tomato',
          isSubstituteEnabled: true,
          substitute: { ingredient: 'passata' },
        },
      ]),
    );
  });

  it('prefills 10OFF for a guest and applies it', async () => {
    renderGroceries('/groceries');
    await listLoaded();

    const field = screen.getByRole('textbox', { name: 'Promo code' });
    expect((field as HTMLInputElement).value).toBe('10OFF');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('10OFF: $2.02 off')).toBeTruthy();
    expect(screen.getByText('Promo code has been applied successfully')).toBeTruthy();
    expect(api.requestsTo('/api/cart/check-promo')[0]?.body).toMatchObject({ promoCode: '10OFF' });
    expect(within(totals()).getByText('Promo').nextElementSibling?.textContent).toBe('−$2.02');
  });

  it('upper-cases a typed code, and says when it is not valid', async () => {
    renderGroceries('/groceries');
    await listLoaded();

    const field = screen.getByRole('textbox', { name: 'Promo code' });
    fireEvent.change(field, { target: { value: 'spring5' } });
    expect((field as HTMLInputElement).value).toBe('SPRING5');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/cart/check-promo')[0]?.body).toMatchObject({
        promoCode: 'SPRING5',
      }),
    );
    expect(await screen.findByText('Coupon code incorrect')).toBeTruthy();
  });

  it('speaks French, prices included', async () => {
    renderGroceries('/groceries', 'fr-CA');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personnalisez votre épicerie' }),
    ).toBeTruthy();
    const frenchTotals = () => screen.getByRole('region', { name: 'Total de la commande' });
    await waitFor(() => expect(frenchTotals().getAttribute('aria-busy')).toBe('false'));
    const total = within(frenchTotals()).getByText('Total').nextElementSibling;
    expect(total?.textContent?.replace(/\s/g, ' ')).toBe('23,36 $');
  });

  it('links to the printable list', async () => {
    renderGroceries('/groceries');
    await listLoaded();
    expect(screen.getByRole('link', { name: 'Print my list' }).getAttribute('href')).toBe(
      '/groceries/print',
    );
  });
});

describe('the extra groceries popup', () => {
  it('adds a product, counting packs on its tile', async () => {
    renderGroceries('/groceries');
    await listLoaded();

    fireEvent.click(screen.getByRole('button', { name: 'Add extra groceries' }));
    const popup = screen.getByRole('dialog', { name: 'Extra groceries' });
    const granola = await within(popup).findByRole('button', {
      name: 'Add to Cart: Maple granola',
    });
    granola.focus();
    fireEvent.click(granola);

    const tile = within(popup).getByRole('group', { name: 'Maple granola' });
    expect(within(tile).getByText('1 quantity')).toBeTruthy();
    // 'Add to Cart' made way for the stepper: focus stays on the tile, on its plus.
    const more = within(tile).getByRole('button', { name: 'One more Maple granola' });
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    expect(within(tile).getByText('2 quantity')).toBeTruthy();
    fireEvent.click(within(tile).getByRole('button', { name: 'One less Maple granola' }));
    fireEvent.click(within(tile).getByRole('button', { name: 'One less Maple granola' }));
    expect(document.activeElement).toBe(
      within(tile).getByRole('button', { name: 'Add to Cart: Maple granola' }),
    );
    fireEvent.click(within(tile).getByRole('button', { name: 'Add to Cart: Maple granola' }));
    fireEvent.click(within(tile).getByRole('button', { name: 'One more Maple granola' }));
    await waitFor(() => expect(api.saves().at(-1)?.extraGroceries).toMatchObject({ granola: 2 }));
  });

  it('filters by category', async () => {
    renderGroceries('/groceries');
    await listLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add extra groceries' }));
    const popup = screen.getByRole('dialog', { name: 'Extra groceries' });

    fireEvent.click(await within(popup).findByRole('radio', { name: 'Drinks' }));

    await waitFor(() => expect(within(popup).queryByText('Maple granola')).toBeNull());
    expect(await within(popup).findByText('Sparkling water')).toBeTruthy();
    expect(api.requestsTo('/api/extraProducts').at(-1)?.search.get('categories')).toBe('drinks');
  });

  it('searches once typing has paused for a second, and says when nothing matches', async () => {
    renderGroceries('/groceries');
    await listLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add extra groceries' }));
    const popup = screen.getByRole('dialog', { name: 'Extra groceries' });
    await within(popup).findByText('Maple granola');

    fireEvent.change(within(popup).getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'caviar' },
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.requestsTo('/api/extraProducts').some((r) => r.search.has('search'))).toBe(false);

    expect(
      await within(popup).findByText('No products were found based on the search.'),
    ).toBeTruthy();
    expect(api.requestsTo('/api/extraProducts').at(-1)?.search.get('search')).toBe('caviar');
  });
});

describe('e-mailing the list', () => {
  it('sends the list to a valid, lower-cased address', async () => {
    renderGroceries('/groceries');
    await listLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail my list' }));
    const popup = screen.getByRole('dialog', { name: 'E-mail my list' });
    const field = within(popup).getByRole('textbox', { name: 'Please, enter your email' });
    const send = within(popup).getByRole('button', { name: 'Send' });

    fireEvent.change(field, { target: { value: 'not-an-address' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'Sam@Example.com' } });
    fireEvent.click(send);

    expect(
      await within(popup).findByText('Your shopping list is on its way to sam@example.com.'),
    ).toBeTruthy();
    const [request] = api.requestsTo('/api/cart/email-shopping-list');
    expect(request?.body).toEqual({ emailAddress: 'sam@example.com' });
    expect(request?.headers.get('x-guest-user-id')).toBe(cartAnswer().guestUserId);
  });

  it('says when the list could not be sent', async () => {
    cleanup();
    vi.unstubAllGlobals();
    setUp({ failing: ['/api/cart/email-shopping-list'] });
    renderGroceries('/groceries');
    await listLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail my list' }));
    const popup = screen.getByRole('dialog', { name: 'E-mail my list' });

    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: 'sam@example.com' } });
    fireEvent.click(within(popup).getByRole('button', { name: 'Send' }));

    expect((await within(popup).findByRole('alert')).textContent).toBe(
      'Something went wrong, please try again!',
    );
  });
});

describe('the share dialog', () => {
  it('opens with ?sharemenu, shares a short link to this cart, and closes by dropping it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const router = renderGroceries('/groceries?sharemenu=true');
    await listLoaded();

    const popup = screen.getByRole('dialog', {
      name: 'Share menu with your friends to get FREE DELIVERY',
    });
    expect(within(popup).getByText('Chickpea Curry')).toBeTruthy();
    const link = (await within(popup).findByRole('textbox', {
      name: 'Link to your menu',
    })) as HTMLInputElement;
    expect(link.value).toBe('http://shop.test/s/Ab3dE5gH7j');
    const [shortened] = api.requestsTo('/api/share-url');
    if (!shortened) throw new Error('no short link was asked for');
    const longUrl = new URL((shortened.body as { longUrl: string }).longUrl);
    expect(longUrl.pathname).toBe('/recipes');
    expect(longUrl.searchParams.get('addRecipes')).toBe(
      'chickpea-curry:dinner:4,greek-salad:lunch:2',
    );
    const tweet = within(popup).getByRole('link', { name: 'Share on X' }).getAttribute('href');
    expect(decodeURIComponent(tweet ?? '')).toContain(
      'Check out my menu: http://shop.test/s/Ab3dE5gH7j',
    );

    fireEvent.click(within(popup).getByRole('button', { name: 'Copy Link' }));
    expect(await within(popup).findByRole('tooltip')).toHaveProperty('textContent', 'Copied');
    expect(within(popup).getByText('The sharable link is copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://shop.test/s/Ab3dE5gH7j');
    await waitFor(() => expect(within(popup).queryByRole('tooltip')).toBeNull());

    expect(within(popup).queryByText(/could not be recorded/)).toBeNull();

    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: /Share menu/ })).toBeNull();
  });

  it('says so when the share could not be recorded', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.fail('/api/cart/shared-menu');
    renderGroceries('/groceries?sharemenu=true');
    await listLoaded();
    const popup = screen.getByRole('dialog', { name: /Share menu/ });

    fireEvent.click(await within(popup).findByRole('button', { name: 'Copy Link' }));

    const problem = await within(popup).findByText(
      'Your share could not be recorded, so delivery is not free yet. Please share again.',
    );
    expect(problem.getAttribute('role')).toBe('alert');
  });
});

describe('the money on the groceries page', () => {
  const withCost = (overrides: Partial<PricePayloadAnswer>, fees?: Partial<DeliveryFees>) =>
    setUpWith(
      cartAnswer({
        cost: pricePayload(overrides),
        deliveryFees: { ...cartAnswer().deliveryFees, ...fees },
      }),
    );

  function setUpWith(cart: CartAnswer) {
    cleanup();
    vi.unstubAllGlobals();
    api = stubGroceriesServices({ cart });
  }

  async function settledTotals() {
    renderGroceries('/groceries');
    await listLoaded();
    await waitFor(() => expect(totals().getAttribute('aria-busy')).toBe('false'));
    return totals();
  }

  const lineOf = (region: HTMLElement, label: string) =>
    within(region).getByText(label).nextElementSibling?.textContent;

  it('comes before the grocery list, so a phone shows it first', async () => {
    const summary = await settledTotals();
    const list = screen.getByRole('region', { name: 'Your grocery list' });
    expect(summary.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const savings = screen.getByRole('region', { name: 'Your savings' });
    expect(savings.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists each fee the total includes on a line of its own', async () => {
    const cost = { serviceFee: 199, deliveryFee: 349, extraProductTaxes: 59, subTotal: 2022 };
    withCost({ ...cost, totalPrice: 2022 + 59 + 199 + 349 }, { cityKnown: true });
    const summary = await settledTotals();

    expect(lineOf(summary, 'Subtotal')).toBe('$20.22');
    expect(lineOf(summary, 'Service fee')).toBe('$1.99');
    expect(lineOf(summary, 'Delivery fee')).toBe('$3.49');
    expect(lineOf(summary, 'Taxes')).toBe('$0.59');
    expect(lineOf(summary, 'Total')).toBe('$26.29');
  });

  it('shows the delivery fee as the cities’ range before the city is known, and the total as at most', async () => {
    withCost(
      { deliveryFee: 499, totalPrice: 2336 + 499, paidPerServing: Math.round((2336 + 499) / 6) },
      { cityKnown: false, lowest: 0, highest: 499 },
    );
    const summary = await settledTotals();

    expect(lineOf(summary, 'Delivery fee')).toBe('$0.00–$4.99 depending on your city');
    expect(lineOf(summary, 'Total (at most)')).toBe('$28.35');
    expect(within(summary).getByText('At most $4.73 per serving, for 6 servings')).toBeTruthy();
  });

  it('puts beside the total the per-serving figure of that total, and no other', async () => {
    const summary = await settledTotals();
    const cost = pricePayload();

    expect(cost.pricePerServing * cost.totalServings).not.toBe(cost.totalPrice);
    const perServing = within(summary).getByText(/per serving/);
    expect(perServing.textContent).toBe(
      `$${(cost.paidPerServing / 100).toFixed(2)} per serving, for ${cost.totalServings} servings`,
    );
    expect(document.body.textContent).not.toContain(`$${(cost.pricePerServing / 100).toFixed(2)}`);
  });
});
