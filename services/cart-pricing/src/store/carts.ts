import { type CalorieInfo, saveCartBody } from '@mise/contracts';
import type { Database, Queryable } from '@mise/platform';
import { and, eq, lt, sql } from 'drizzle-orm';
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

/**
 * Stores a save unless the stored cart already has this version or a later one: the shop
 * saves at most once a second, and a slow early request must not undo a later one. One
 * statement, so two saves racing each other still end with the later version.
 */
export async function saveSelection(
  db: Database,
  owner: CartOwner,
  version: number,
  selection: SavedSelection,
): Promise<SaveOutcome> {
  const [saved] = await db
    .insert(carts)
    .values({ owner: ownerKey(owner), selection, version })
    .onConflictDoUpdate({
      target: carts.owner,
      set: { selection, version, updatedAt: sql`now()` },
      setWhere: lt(carts.version, version),
    })
    .returning();
  if (saved) return { cart: saved, stale: false };
  const stored = await findCart(db, owner);
  if (!stored) throw new Error(`the cart of ${ownerKey(owner)} vanished during a save`);
  return { cart: stored, stale: true };
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
