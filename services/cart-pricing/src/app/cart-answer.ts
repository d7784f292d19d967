import type { cartReply, FieldProblem } from '@mise/contracts';
import { badRequest, type Database, HttpProblem, type Queryable } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import type { z } from 'zod';
import { type CityFeeLookup, deliveryFeesOf, deliveryOf } from '../domain/delivery-fees.js';
import {
  type CartInput,
  type CartProblem,
  cartProblems,
  type PricedCart,
  type PricingCatalog,
  priceCart,
} from '../domain/pricing-engine.js';
import type { CartOwner } from '../store/cart-owner.js';
import { emptySelection, type StoredCart } from '../store/carts.js';
import { isFirstOrder } from '../store/paid-orders.js';
import { findPromoRule, redemptionCounts } from '../store/promo-codes.js';
import { noPantry, pantryHeldFor } from './pantry-held.js';

/** Every cart call answers this: the cart priced now, from the in-memory catalog copy. */
export type CartReply = z.infer<typeof cartReply>;

/** A cart as it is priced: stored, or about to be (a promo code on trial). */
export type CartState = Pick<
  StoredCart,
  'selection' | 'version' | 'promoCode' | 'deliveryInfo' | 'calorieInfo' | 'sharedCartUrl'
>;

export const emptyCart: CartState = {
  selection: emptySelection,
  version: 0,
  promoCode: null,
  deliveryInfo: null,
  calorieInfo: null,
  sharedCartUrl: null,
};

/** A promo code to price a cart with, and whether the order would be the shopper's first. */
export interface PromoEntry {
  code: string;
  firstOrder: boolean;
  /** The order a checkout quote is for: its own reservation of the code is not counted. */
  orderId?: string;
}

async function promoOf(
  db: Queryable,
  owner: CartOwner | undefined,
  entry: PromoEntry | null,
): Promise<CartInput['promo']> {
  if (!entry) return null;
  const { code, firstOrder, orderId } = entry;
  const now = new Date();
  const rule = await findPromoRule(db, code);
  // No rule, nothing to count: the code is refused whatever its redemptions.
  const counts = rule
    ? await redemptionCounts(db, code, owner, { now, exceptOrder: orderId })
    : { redemptions: 0, userRedemptions: 0 };
  return { code, rule, facts: { firstOrder, now, ...counts } };
}

/**
 * The engine's input for a selection and where it goes, without a promo code or the owner's
 * pantry: all that cartProblems looks at. The delivery fee is the city's among `cityFees`; without them (a
 * selection checked on its own, a quote given its fee) the default fee stands.
 */
export function selectionInput(
  {
    selection,
    deliveryInfo,
    sharedCartUrl,
  }: Pick<CartState, 'selection' | 'deliveryInfo' | 'sharedCartUrl'>,
  cityFees?: CityFeeLookup,
): CartInput {
  return {
    recipes: selection.recipes,
    brandType: selection.brandType,
    extraGroceries: selection.extraGroceries,
    nonRequiredProductsToCost: selection.nonRequiredProductsToCost,
    removedIngredientList: selection.removedIngredientList,
    isIngredientSubstitutionOn: selection.isIngredientSubstitutionOn,
    ingredientSubstitutes: selection.ingredientSubstitutes,
    pantry: noPantry,
    promo: null,
    delivery: deliveryOf(deliveryInfo, sharedCartUrl, cityFees),
  };
}

const fieldsOf = (problems: readonly CartProblem[]): FieldProblem[] =>
  problems.map((p) => ({ field: p.field, rule: 'cart', message: `${p.field}: ${p.message}` }));

/** Problems found by the engine, as the platform's 400 naming each item. */
export function refuseProblems(problems: readonly CartProblem[]): void {
  if (problems.length === 0) return;
  throw badRequest(
    `The cart cannot be priced: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}.`,
    fieldsOf(problems),
  );
}

/**
 * A stored cart the current catalog cannot price any more (a recipe taken off the catalog)
 * is a 409 naming the items: the shop saves the cart again without them.
 */
export function refuseStoredCart(problems: readonly CartProblem[]): void {
  if (problems.length === 0) return;
  throw new HttpProblem(
    409,
    'Conflict',
    'Your cart names items that are no longer on offer; save it again without them.',
    fieldsOf(problems),
  );
}

/**
 * A cart's input priced now against the in-memory copy with this promo code (a 409 when it
 * names items no longer on offer).
 */
export async function priceWithPromo(
  db: Queryable,
  catalog: PricingCatalog,
  owner: CartOwner | undefined,
  input: CartInput,
  promo: PromoEntry | null,
): Promise<PricedCart> {
  refuseStoredCart(cartProblems(input, catalog));
  return priceCart({ ...input, promo: await promoOf(db, owner, promo) }, catalog);
}

/**
 * Whether a cart is priced with what its owner's pantry holds: the spec's adjustDigitalPantry,
 * on unless the shop asks for the cart as if the pantry were empty.
 */
export interface PantryChoice {
  adjustDigitalPantry: boolean;
}

const withPantry: PantryChoice = { adjustDigitalPantry: true };

/**
 * A cart priced as the shopper sees it: where it goes, with its own promo code and, before a
 * delivery day is chosen, the pantry lots still good two days from now.
 */
export async function priceCartState(
  db: Database,
  catalog: PricingCatalog,
  owner: CartOwner | undefined,
  cart: CartState,
  cityFees: CityFeeLookup,
  { adjustDigitalPantry }: PantryChoice = withPantry,
): Promise<PricedCart> {
  const promo = cart.promoCode
    ? { code: cart.promoCode, firstOrder: await isFirstOrder(db, owner) }
    : null;
  const pantry = adjustDigitalPantry
    ? await pantryHeldFor(db, owner, { today: shopDayAt(new Date()) })
    : noPantry;
  return priceWithPromo(db, catalog, owner, { ...selectionInput(cart, cityFees), pantry }, promo);
}

/** The id the shop keeps and sends back in the guest header, answered as guestUserId. */
const guestIdOf = (owner: CartOwner | undefined): string | null =>
  owner?.kind === 'guest' ? owner.id : null;

/** The cart as every cart route answers it. */
export async function answerCart(
  db: Database,
  catalog: PricingCatalog,
  owner: CartOwner | undefined,
  cart: CartState,
  cityFees: CityFeeLookup,
  pantryChoice: PantryChoice = withPantry,
): Promise<CartReply> {
  const {
    leftovers: _leftovers,
    pantryUsed: _pantryUsed,
    packUnitCents: _packUnitCents,
    ...priced
  } = await priceCartState(db, catalog, owner, cart, cityFees, pantryChoice);
  return {
    ...priced,
    guestUserId: guestIdOf(owner),
    version: cart.version,
    deliveryInfo: cart.deliveryInfo && {
      ...cart.deliveryInfo,
      waiveOffDeliveryFee: priced.cost.waiveOffDeliveryFee,
    },
    deliveryFees: deliveryFeesOf(cart.deliveryInfo, cityFees),
    calorieInfo: cart.calorieInfo,
    sharedCartUrl: cart.sharedCartUrl,
  };
}
