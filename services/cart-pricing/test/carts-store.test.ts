import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle, ServiceMigrations } from '@mise/platform';
import { openTestDatabase } from '@mise/platform/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOwner } from '../src/store/cart-owner.js';
import {
  adoptGuestCart,
  emptySelection,
  findCart,
  saveSelection,
  saveSelections,
  updateCartDetails,
} from '../src/store/carts.js';
import { findPromoRule } from '../src/store/promo-codes.js';

const migrations: ServiceMigrations = {
  schema: 'cart_pricing',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(migrations);
});
afterAll(async () => {
  await database.close();
});

const guest = (): CartOwner => ({ kind: 'guest', id: randomUUID() });
const withRecipe = (id: string) => ({
  ...emptySelection,
  recipes: [{ id, servings: 2 }],
});

describe('the cart-pricing migrations', () => {
  it('apply once however often they run, as many as drizzle-kit wrote', async () => {
    await database.migrate(migrations);
    const journal = JSON.parse(
      readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.migrations_cart_pricing`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('seed the shop’s promo codes', async () => {
    expect(await findPromoRule(database.db, '10off')).toEqual({
      code: '10OFF',
      discount: { kind: 'PERCENT', percent: 10 },
      minSubtotalCents: 1000,
      firstOrderOnly: true,
      maxRedemptionsPerUser: 1,
    });
    expect((await findPromoRule(database.db, 'GREEN15'))?.discount).toEqual({
      kind: 'PERCENT',
      percent: 15,
    });
    expect((await findPromoRule(database.db, 'FIT10'))?.firstOrderOnly).toBe(false);
    expect(await findPromoRule(database.db, 'FREE100')).toBeNull();
  });
});

describe('saves stored together in one batch', () => {
  it('store each owner’s save and answer each with its own cart', async () => {
    const [ana, ben] = [guest(), guest()];
    const outcomes = await saveSelections(database.db, [
      { owner: ana, version: 1, selection: withRecipe('chickpea-curry') },
      { owner: ben, version: 4, selection: withRecipe('salmon-spaghetti') },
    ]);
    expect(outcomes.map((o) => [o.stale, o.cart.version, o.cart.selection.recipes[0]?.id])).toEqual(
      [
        [false, 1, 'chickpea-curry'],
        [false, 4, 'salmon-spaghetti'],
      ],
    );
    expect((await findCart(database.db, ben))?.version).toBe(4);
  });

  it('keep one owner’s saves in order: a later version wins, an older one is stale', async () => {
    const owner = guest();
    const outcomes = await saveSelections(database.db, [
      { owner, version: 2, selection: withRecipe('chickpea-curry') },
      { owner, version: 5, selection: withRecipe('salmon-spaghetti') },
      { owner, version: 3, selection: withRecipe('lentil-soup') },
    ]);
    expect(outcomes.map((o) => [o.stale, o.cart.version])).toEqual([
      [false, 2],
      [false, 5],
      [true, 5],
    ]);
    const stored = await findCart(database.db, owner);
    expect(stored).toMatchObject({ version: 5 });
    expect(stored?.selection.recipes[0]?.id).toBe('salmon-spaghetti');
  });

  it('answer a save older than the stored cart with the stored cart, unchanged', async () => {
    const [behind, ahead] = [guest(), guest()];
    await saveSelection(database.db, behind, 7, withRecipe('salmon-spaghetti'));
    const [stale, fresh] = await saveSelections(database.db, [
      { owner: behind, version: 6, selection: withRecipe('chickpea-curry') },
      { owner: ahead, version: 1, selection: withRecipe('lentil-soup') },
    ]);
    expect(stale).toMatchObject({ stale: true, cart: { version: 7 } });
    expect(stale?.cart.selection.recipes[0]?.id).toBe('salmon-spaghetti');
    expect(fresh).toMatchObject({ stale: false, cart: { version: 1 } });
  });
});

describe('a guest cart adopted at sign-in', () => {
  it('becomes the user’s cart, with its promo code and version', async () => {
    const owner = guest();
    await saveSelection(database.db, owner, 3, withRecipe('chickpea-curry'));
    await updateCartDetails(database.db, owner, { promoCode: '10OFF' });
    const userId = randomUUID();

    expect(await adoptGuestCart(database.db, owner.id, userId)).toBe(true);

    const adopted = await findCart(database.db, { kind: 'user', id: userId });
    expect(adopted).toMatchObject({ version: 3, promoCode: '10OFF' });
    expect(adopted?.selection.recipes).toEqual([{ id: 'chickpea-curry', servings: 2 }]);
    expect(await findCart(database.db, owner)).toBeUndefined();
  });

  it('replaces the cart the account kept from an earlier visit', async () => {
    const owner = guest();
    const user: CartOwner = { kind: 'user', id: randomUUID() };
    await saveSelection(database.db, user, 9, withRecipe('salmon-spaghetti'));
    await saveSelection(database.db, owner, 1, withRecipe('chickpea-curry'));

    expect(await adoptGuestCart(database.db, owner.id, user.id)).toBe(true);

    const kept = await findCart(database.db, user);
    expect(kept?.selection.recipes[0]?.id).toBe('chickpea-curry');
  });

  it('leaves the user’s cart alone when the guest has none', async () => {
    const user: CartOwner = { kind: 'user', id: randomUUID() };
    await saveSelection(database.db, user, 2, withRecipe('salmon-spaghetti'));
    expect(await adoptGuestCart(database.db, randomUUID(), user.id)).toBe(false);
    expect((await findCart(database.db, user))?.selection.recipes[0]?.id).toBe('salmon-spaghetti');
  });

  it('leaves the user’s cart alone when the guest chose nothing, and drops the empty one', async () => {
    const owner = guest();
    const user: CartOwner = { kind: 'user', id: randomUUID() };
    await saveSelection(database.db, user, 2, withRecipe('salmon-spaghetti'));
    await updateCartDetails(database.db, owner, { promoCode: '10OFF' });

    expect(await adoptGuestCart(database.db, owner.id, user.id)).toBe(false);

    expect((await findCart(database.db, user))?.selection.recipes[0]?.id).toBe('salmon-spaghetti');
    expect(await findCart(database.db, owner)).toBeUndefined();
  });

  it('is not reachable with the guest id any more, nor is a guest id a user id', async () => {
    const owner = guest();
    await saveSelection(database.db, owner, 1, withRecipe('chickpea-curry'));
    expect(await findCart(database.db, { kind: 'user', id: owner.id })).toBeUndefined();
    await adoptGuestCart(database.db, owner.id, 'user-42');
    expect(await findCart(database.db, owner)).toBeUndefined();
  });
});
