import type { CartAnswer } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn } from '@/shared/session/session-storage';
import { chickpeaCurry, greekSalad } from '@/shared/testing/fake-catalog';
import { postCartCall } from './cart-calls';
import { CartStore, cartQueryKey } from './cart-store';
import { addSelection } from './selections';
import { type FakeCartApi, fakeGuestId, stubCartApi } from './testing/fake-cart-api';

let api: FakeCartApi;
let queryClient: QueryClient;

const newStore = () => new CartStore(queryClient, localStorage);
const addCurry = (store: CartStore) =>
  store.change((draft) => ({
    ...draft,
    selections: addSelection(draft.selections, chickpeaCurry),
  }));
const addSalad = (store: CartStore) =>
  store.change((draft) => ({ ...draft, selections: addSelection(draft.selections, greekSalad) }));
/** Lets pending fetch promises and their handlers run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  queryClient = new QueryClient();
  api = stubCartApi({ recipes: [chickpeaCurry, greekSalad], centsPerServing: 500 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving the cart', () => {
  it('saves the first change at once and keeps the guest id it is given', async () => {
    const store = newStore();
    addCurry(store);
    expect(store.getSnapshot()).toMatchObject({ isSaving: true, isStale: true });
    await settle();

    expect(api.saves).toHaveLength(1);
    expect(api.saves[0]?.body).toMatchObject({ version: 1, recipes: [{ id: 'chickpea-curry' }] });
    expect(api.saves[0]?.guestId).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ isSaving: false, isStale: false });
    expect(store.getSnapshot().answer?.cost.totalPrice).toBe(1000);
    expect(queryClient.getQueryData(cartQueryKey)).toBe(store.getSnapshot().answer);
    expect(localStorage.getItem('guestUserId')).toBe(fakeGuestId);

    addSalad(store);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.saves[1]?.guestId).toBe(fakeGuestId);
  });

  it('saves at most once a second, always sending the last change', async () => {
    const store = newStore();
    addCurry(store);
    await settle();
    addSalad(store);
    store.change((draft) => ({ ...draft, brandType: 'ORGANIC' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(api.saves).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({ isSaving: true, isStale: true });

    await vi.advanceTimersByTimeAsync(1);
    expect(api.saves.map((save) => save.body.version)).toEqual([1, 3]);
    expect(api.saves[1]?.body).toMatchObject({ brandType: 'ORGANIC' });
    expect(store.getSnapshot()).toMatchObject({ isSaving: false, isStale: false });
  });

  it('sends one save at a time and shows nothing older than the latest sent', async () => {
    const store = newStore();
    api.hold();
    addCurry(store);
    await settle();
    addSalad(store);
    await vi.advanceTimersByTimeAsync(5000);
    // The first answer is still out: the second save waits for it.
    expect(api.saves).toHaveLength(1);

    api.release();
    api.hold();
    await settle();
    expect(store.getSnapshot().answer?.version).toBe(1);
    expect(store.getSnapshot().isStale).toBe(true);
    expect(api.saves).toHaveLength(2);
    api.release();
    await settle();
    expect(store.getSnapshot().answer?.selectedRecipesLength).toBe(2);
    expect(store.getSnapshot().isStale).toBe(false);
  });

  it('keeps the draft for a reload and saves it on load', async () => {
    const first = newStore();
    addCurry(first);
    await settle();

    const reloaded = newStore();
    expect(reloaded.getSnapshot().draft.selections).toEqual([
      { id: 'chickpea-curry', servings: 2 },
    ]);
    expect(reloaded.getSnapshot().isStale).toBe(true);
    const loading = reloaded.load();
    await settle();
    await expect(loading).resolves.toMatchObject({ version: 1, selectedRecipesLength: 1 });
    expect(reloaded.getSnapshot().isStale).toBe(false);
  });

  it('asks nothing on a first visit', async () => {
    const store = newStore();
    await expect(store.load()).resolves.toBeNull();
    expect(api.saves).toHaveLength(0);
    expect(api.gets()).toBe(0);
    expect(store.getSnapshot()).toMatchObject({
      isStale: false,
      isSaving: false,
      awaitsServerCart: false,
    });
  });

  it('takes the server cart when it is newer than this browser', async () => {
    const other = newStore();
    addCurry(other);
    addSalad(other);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.stored()?.version).toBe(2);
    localStorage.removeItem('cartDraft');

    const here = newStore();
    expect(here.getSnapshot().awaitsServerCart).toBe(true);
    await expect(here.load()).resolves.toMatchObject({ version: 2 });
    expect(here.getSnapshot().awaitsServerCart).toBe(false);
    expect(api.gets()).toBe(1);
    expect(here.getSnapshot().draft).toMatchObject({
      version: 2,
      selections: [
        { id: 'greek-salad', servings: 2 },
        { id: 'chickpea-curry', servings: 2 },
      ],
    });
    expect(here.getSnapshot().draft.recipes['greek-salad']?.name).toBe('Greek Salad');
  });

  it('waits for the server cart of a signed-in shopper this browser kept no draft of', async () => {
    const other = newStore();
    addCurry(other);
    await settle();
    localStorage.clear();
    rememberSignedIn('ana@example.com');

    const here = newStore();
    expect(here.getSnapshot().awaitsServerCart).toBe(true);
    await expect(here.load()).resolves.toMatchObject({ version: 1 });
    expect(here.getSnapshot().awaitsServerCart).toBe(false);
    expect(here.getSnapshot().draft.selections).toMatchObject([{ id: 'chickpea-curry' }]);
  });

  it('keeps a change made before the server cart of a returning guest arrived', async () => {
    const other = newStore();
    addSalad(other);
    other.change((draft) => ({ ...draft, brandType: 'ORGANIC' }));
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.stored()?.version).toBe(2);
    localStorage.removeItem('cartDraft');

    const here = newStore();
    api.hold();
    const loading = here.load();
    addCurry(here);
    await settle();
    api.release();
    await loading;
    await vi.advanceTimersByTimeAsync(1000);
    api.release();
    await settle();

    const expected = [
      { id: 'chickpea-curry', servings: 2 },
      { id: 'greek-salad', servings: 2 },
    ];
    expect(here.getSnapshot().draft).toMatchObject({ version: 3, selections: expected });
    expect(here.getSnapshot().draft.brandType).toBe('ORGANIC');
    expect(api.saves.at(-1)?.body).toMatchObject({ version: 3, recipes: expected });
    expect(here.getSnapshot()).toMatchObject({ isStale: false, isSaving: false });
  });

  it('shows nothing of a forgotten guest whose cart was still being read', async () => {
    const guest = newStore();
    addSalad(guest);
    await settle();
    localStorage.removeItem('cartDraft');

    const here = newStore();
    api.hold();
    const loading = here.load();
    await settle();
    here.forgetGuest();
    api.release();
    await loading;

    expect(localStorage.getItem('guestUserId')).toBeNull();
    expect(here.getSnapshot().draft.selections).toEqual([]);
    expect(here.getSnapshot().answer).toBeUndefined();
  });

  it('sends nothing more once closed, and writes nothing of an answer still on its way', async () => {
    const store = newStore();
    api.hold();
    addCurry(store);
    await settle();
    addSalad(store);
    store.close();
    localStorage.clear();
    api.release();
    await vi.advanceTimersByTimeAsync(5000);

    expect(api.saves.map((save) => save.body.version)).toEqual([1]);
    expect(localStorage.getItem('guestUserId')).toBeNull();
    expect(store.getSnapshot().answer).toBeUndefined();
  });

  it('makes unsaved changes again on a newer cart a save is answered with', async () => {
    const other = newStore();
    addSalad(other);
    addSalad(other);
    addSalad(other);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.stored()?.version).toBe(3);
    localStorage.removeItem('cartDraft');

    // A change before the cart was ever loaded: its save (version 1) is older than the server's.
    const here = newStore();
    addCurry(here);
    await settle();
    expect(here.getSnapshot().draft).toMatchObject({ version: 4 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.saves.at(-1)?.body.recipes.map((entry) => entry.id)).toEqual([
      'chickpea-curry',
      'greek-salad',
    ]);
    expect(api.stored()?.version).toBe(4);
    expect(here.getSnapshot().isStale).toBe(false);
  });

  it('follows the newer draft another tab writes, while it is shown', async () => {
    const here = newStore();
    const stop = here.subscribe(() => {});
    addCurry(here);
    await settle();

    const theirs = { ...here.getSnapshot().draft, version: 7, brandType: 'ORGANIC' };
    localStorage.setItem('cartDraft', JSON.stringify(theirs));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cartDraft', storageArea: localStorage }),
    );
    expect(here.getSnapshot().draft).toMatchObject({ version: 7, brandType: 'ORGANIC' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.saves.at(-1)?.body).toMatchObject({ version: 7, brandType: 'ORGANIC' });
    stop();
  });

  it('leaves out recipes a save is refused for, says so, and saves the rest', async () => {
    localStorage.setItem(
      'cartDraft',
      JSON.stringify({
        version: 3,
        selections: [
          { id: 'chickpea-curry', servings: 2 },
          { id: 'gone-recipe', servings: 2 },
          { id: 'chickpea-curry', servings: 2 },
          { id: 'greek-salad', servings: 2 },
        ],
      }),
    );
    const store = newStore();
    const loading = store.load();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    await loading;

    expect(api.saves.map((save) => save.body.recipes.length)).toEqual([4, 2]);
    expect(store.getSnapshot()).toMatchObject({
      error: null,
      isStale: false,
      notice: { kind: 'recipesRefused', count: 2 },
      draft: {
        selections: [
          { id: 'chickpea-curry', servings: 2 },
          { id: 'greek-salad', servings: 2 },
        ],
      },
    });
  });

  it('shows what the server kept when a promo answer and a save cross', async () => {
    const store = newStore();
    addCurry(store);
    await settle();
    api.hold();
    addSalad(store);
    await vi.advanceTimersByTimeAsync(1000);
    // The promo is checked after the save reached the server, but answers first.
    const checking = postCartCall<{ cart: CartAnswer }>('check-promo', { promoCode: '10OFF' });
    api.release('newest-first');
    store.acceptOther((await checking).cart);
    await settle();
    await settle();

    expect(store.getSnapshot().answer).toMatchObject({
      version: 2,
      promo: { code: '10OFF', applied: true },
      cost: { totalPrice: 1800 },
    });
    expect(api.gets()).toBe(1);
  });

  it('reports a failed save, and sends again on retry', async () => {
    const store = newStore();
    apiServer.use(http.post('/api/cart', () => new Response('down', { status: 503 })));
    addCurry(store);
    await settle();
    expect(store.getSnapshot().error?.message).toMatch(/503/);
    expect(store.getSnapshot()).toMatchObject({ isSaving: false, isStale: true });

    api = stubCartApi({ recipes: [chickpeaCurry] });
    store.retry();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getSnapshot()).toMatchObject({ error: null, isStale: false });
    expect(api.saves).toHaveLength(1);
  });
});
