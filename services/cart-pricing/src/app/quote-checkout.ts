import type { CheckoutQuote, checkoutQuoteBody } from '@mise/contracts';
import { type Database, HttpProblem } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import type { z } from 'zod';
import { checkoutQuote } from '../domain/checkout-quote.js';
import { sharingWaivesFee } from '../domain/delivery-fees.js';
import { choseNothing, type PricingCatalog } from '../domain/pricing-engine.js';
import { normalizePromoCode } from '../domain/promo.js';
import type { Province } from '../domain/sales-tax.js';
import type { CartOwner } from '../store/cart-owner.js';
import { findCart } from '../store/carts.js';
import { lockPromoCode } from '../store/promo-codes.js';
import { dropLapsedReservations, releasePromo, reservePromo } from '../store/promo-reservations.js';
import { priceWithPromo, selectionInput } from './cart-answer.js';
import { pantryHeldFor } from './pantry-held.js';

/** What orders-payments asks a quote for, its province checked against the sales-tax table. */
export type QuoteRequest = z.infer<typeof checkoutQuoteBody> & { province: Province };

/**
 * The shopper's saved cart priced for an order to this province, on this delivery day (the
 * pantry lots still good then count), and the city fee
 * delivery-slots gave orders-payments (not the cart's copy, which may lag a change), with this
 * promo code counted against its paid orders and the reservations of other orders still being
 * paid. A code that applies is reserved for the order; one that does not leaves the order none.
 * Reads the cart, never changes it.
 */
export async function quoteCheckout(
  db: Database,
  catalog: () => PricingCatalog,
  userId: string,
  request: QuoteRequest,
): Promise<CheckoutQuote> {
  const owner: CartOwner = { kind: 'user', id: userId };
  const cart = await findCart(db, owner);
  if (!cart || choseNothing(cart.selection)) {
    throw new HttpProblem(409, 'Conflict', 'Your cart is empty.');
  }
  const pricing = catalog();
  const code = normalizePromoCode(request.promoCode);
  const input = {
    ...selectionInput(cart),
    // The pantry lots still good on the delivery day: what the order will cook from them.
    pantry: await pantryHeldFor(db, owner, {
      today: shopDayAt(new Date()),
      deliveryDay: request.deliveryDate,
    }),
    delivery: {
      province: request.province,
      cityFeeCents: request.cityFeeCents,
      waiveOffDeliveryFee: sharingWaivesFee(cart.sharedCartUrl),
    },
  };
  const promo =
    code === '' ? null : { code, firstOrder: request.firstOrder, orderId: request.orderId };
  const priced = await db.transaction(async (tx) => {
    // Held to the commit: a concurrent quote with the code counts this one's reservation.
    if (promo) {
      await lockPromoCode(tx, promo.code);
      await dropLapsedReservations(tx, promo.code, new Date());
    }
    const quoted = await priceWithPromo(tx, pricing, owner, input, promo);
    if (quoted.promo?.applied) {
      await reservePromo(tx, {
        orderId: request.orderId,
        owner,
        promoCode: quoted.promo.code,
        reservedAt: new Date(),
      });
    } else {
      await releasePromo(tx, request.orderId, owner);
    }
    return quoted;
  });
  return { cartVersion: cart.version, ...checkoutQuote(priced, pricing) };
}
