import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShop } from '../support/shop-process.js';

// Cart saves are group-committed (services/cart-pricing/src/store/cart-saves.ts): a crowd's
// saves share one statement. The promise that makes it worth having: a save the shop answered
// is stored, even when the process dies the instant after (kill -9, no shutdown hook runs).

const SHOPPERS = 40;
const recipes = (servings: number) => [
  { id: 'chana-masala-chickpea-curry', servings },
  { id: 'coconut-red-lentil-spinach-curry', servings: 4 },
];

async function saveCart(shop: ShopProcess, guestId: string | undefined, version: number) {
  const answer = await fetch(`${shop.url}/api/cart?getGroceries=true`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(guestId ? { 'x-guest-user-id': guestId } : {}),
    },
    body: JSON.stringify({ version, recipes: recipes(version % 2 === 0 ? 6 : 2) }),
  });
  expect(answer.status).toBe(200);
  const cart = (await answer.json()) as { guestUserId: string; version: number };
  return {
    guestId: cart.guestUserId,
    version: cart.version,
    save: answer.headers.get('x-cart-save'),
  };
}

describe('a cart save answered just before the shop is killed', () => {
  let shop: ShopProcess;
  let restarted: ShopProcess | undefined;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    await restarted?.stop();
    if (shop.child.exitCode === null && shop.child.signalCode === null) await shop.stop();
  });

  it('is there after a kill -9 and a restart, every one of a crowd saving at once', async () => {
    const guests = await Promise.all(
      Array.from({ length: SHOPPERS }, () => saveCart(shop, undefined, 1)),
    );
    // All at once, so that they are stored in batches of many.
    const acknowledged = await Promise.all(guests.map((g) => saveCart(shop, g.guestId, 2)));
    expect(acknowledged.map((a) => a.save)).toEqual(guests.map(() => 'saved'));

    const exited = once(shop.child, 'exit');
    shop.child.kill('SIGKILL');
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');

    restarted = await startShop({ DATA_DIR: shop.dataDir });
    const stored = await Promise.all(
      acknowledged.map(async ({ guestId }) => {
        const answer = await fetch(`${restarted?.url}/api/cart`, {
          headers: { 'x-guest-user-id': guestId },
        });
        const cart = (await answer.json()) as {
          version: number;
          selectedRecipes: Array<{ _id: string; servings: number }>;
        };
        return { guestId, version: cart.version, servings: cart.selectedRecipes[0]?.servings };
      }),
    );
    expect(stored).toEqual(
      acknowledged.map(({ guestId }) => ({ guestId, version: 2, servings: 6 })),
    );
  });
});
