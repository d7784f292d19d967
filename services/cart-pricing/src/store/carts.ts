import { type CalorieInfo, saveCartBody } from '@mise/contracts';
import type { Database, Queryable } from '@mise/platform';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SavedDeliveryInfo } from '../domain/delivery-fees.js';
import { choseNothing } from '../domain/pricing-engine.js';
import { type CartOwner, ownerKey } from './cart-owner.js';
import { carts, type SavedSelection } from './schema.js';

export type StoredCart = typeof carts.$inferSelect;

/** A cart nobody has chosen anything for yet, with the contract's defaults. */
export const emptySelection: SavedSelection = (() => {
  const { version: _version, ...selection } = saveCartBody.parse({ version: 0, recipes: [] });
  return selection;
})();

export async function findCart(db: Queryable, owner: CartOwner): Promise<StoredCart | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(eq(carts.owner, ownerKey(owner)));
  return cart;
}

export interface SaveOutcome {
  cart: StoredCart;
  /** True when the save was older than the stored cart and was discarded. */
  stale: boolean;
}

/** One save of a shopper's selection, as the shop sent it. */
export interface CartSave {
  owner: CartOwner;
  version: number;
  selection: SavedSelection;
}

/**
 * The saves of distinct owners as one statement: each stored unless its owner's cart already
 * has that version or a later one (the shop saves at most once a second, and a slow early
 * request must not undo a later one). Answers the stored rows by owner key.
 */
async function upsertNewer(db: Queryable, saves: CartSave[]): Promise<Map<string, StoredCart>> {
  const stored = await db
    .insert(carts)
    .values(saves.map((save) => ({ ...save, owner: ownerKey(save.owner) })))
    .onConflictDoUpdate({
      target: carts.owner,
      set: {
        selection: sql`excluded.selection`,
        version: sql`excluded.version`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${carts.version} < excluded.version`,
    })
    .returning();
  return new Map(stored.map((cart) => [cart.owner, cart]));
}

/**
 * Stores a batch of saves (store/cart-saves.ts gathers them) and answers each one's outcome,
 * in order. Two saves of one owner in a batch go in order, in statements of their own: one
 * statement may not change a row twice. A save that was not stored was stale and is answered
 * with the stored cart.
 */
export async function saveSelections(db: Database, saves: CartSave[]): Promise<SaveOutcome[]> {
  const outcomes = new Map<CartSave, SaveOutcome>();
  for (let rest = saves; rest.length > 0; ) {
    const owners = new Set<string>();
    const round = rest.filter((save) => {
      const key = ownerKey(save.owner);
      if (owners.has(key)) return false;
      owners.add(key);
      return true;
    });
    rest = rest.filter((save) => !round.includes(save));
    const stored = await upsertNewer(db, round);
    const staleOwners = round.map((save) => ownerKey(save.owner)).filter((key) => !stored.has(key));
    const current =
      staleOwners.length === 0
        ? []
        : await db.select().from(carts).where(inArray(carts.owner, staleOwners));
    const currentByOwner = new Map(current.map((cart) => [cart.owner, cart]));
    for (const save of round) {
      const key = ownerKey(save.owner);
      const saved = stored.get(key);
      const cart = saved ?? currentByOwner.get(key);
      if (!cart) throw new Error(`the cart of ${key} vanished during a save`);
      outcomes.set(save, { cart, stale: !saved });
    }
  }
  return saves.map((save) => outcomes.get(save) as SaveOutcome);
}

/** One save on its own: see saveSelections. */
export async function saveSelection(
  db: Database,
  owner: CartOwner,
  version: number,
  selection: SavedSelection,
): Promise<SaveOutcome> {
  const [outcome] = await saveSelections(db, [{ owner, version, selection }]);
  return outcome as SaveOutcome;
}

export type CartDetails = Partial<{
  promoCode: string | null;
  deliveryInfo: SavedDeliveryInfo;
  calorieInfo: CalorieInfo;
  sharedCartUrl: string;
}>;

/** Sets promo, delivery or calorie details, on a new empty cart when the owner has none. */
export async function updateCartDetails(
  db: Database,
  owner: CartOwner,
  details: CartDetails,
): Promise<StoredCart> {
  const [cart] = await db
    .insert(carts)
    .values({ owner: ownerKey(owner), selection: emptySelection, version: 0, ...details })
    .onConflictDoUpdate({ target: carts.owner, set: { ...details, updatedAt: sql`now()` } })
    .returning();
  if (!cart) throw new Error(`the cart of ${ownerKey(owner)} was not stored`);
  return cart;
}

/**
 * Gives a guest's cart to the user who just signed in with that guest id: the cart the
 * shopper built a moment ago wins over one the account kept from an earlier visit.
 * Returns false when the guest has no cart, or an empty one (the user's own cart then stays).
 */
export async function adoptGuestCart(
  db: Database,
  guestId: string,
  userId: string,
): Promise<boolean> {
  const guest = ownerKey({ kind: 'guest', id: guestId });
  const user = ownerKey({ kind: 'user', id: userId });
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: carts.id, selection: carts.selection })
      .from(carts)
      .where(eq(carts.owner, guest))
      .for('update');
    if (!held) return false;
    // A guest who chose nothing (a promo checked, say) must not empty the account's cart.
    if (choseNothing(held.selection)) {
      await tx.delete(carts).where(eq(carts.id, held.id));
      return false;
    }
    await tx.delete(carts).where(eq(carts.owner, user));
    await tx.update(carts).set({ owner: user, updatedAt: sql`now()` }).where(eq(carts.id, held.id));
    return true;
  });
}

/**
 * Empties a cart that was bought (spec §4 "Order placement: on success clear cart and
 * extras"): the selection, its promo code and shared menu go; the address and calorie goal stay.
 * Only while the cart is still the version bought: one changed since checkout (in another tab,
 * say) holds what the shopper wants next. The version is kept, so that a save the shop makes
 * from here on is newer than the emptied cart. Returns false when nothing was emptied.
 */
export async function emptyBoughtCart(
  db: Queryable,
  owner: CartOwner,
  boughtVersion: number,
): Promise<boolean> {
  const emptied = await db
    .update(carts)
    .set({ selection: emptySelection, promoCode: null, sharedCartUrl: null, updatedAt: sql`now()` })
    .where(and(eq(carts.owner, ownerKey(owner)), eq(carts.version, boughtVersion)))
    .returning({ id: carts.id });
  return emptied.length > 0;
}
