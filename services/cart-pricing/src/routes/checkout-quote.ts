import { type CheckoutQuote, checkoutQuoteBody } from '@mise/contracts';
import { HttpProblem, parseInput, requireService, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { priceWithPromo, selectionInput } from '../app/cart-answer.js';
import { checkoutQuote } from '../domain/checkout-quote.js';
import { sharingWaivesFee } from '../domain/delivery-fees.js';
import { choseNothing, type PricingCatalog } from '../domain/pricing-engine.js';
import { normalizePromoCode } from '../domain/promo.js';
import type { CartOwner } from '../store/cart-owner.js';
import { findCart } from '../store/carts.js';
import { lockPromoCode } from '../store/promo-codes.js';
import { dropLapsedReservations, releasePromo, reservePromo } from '../store/promo-reservations.js';
import { provinceIn } from './province.js';

const reservationParams = z.object({ orderId: z.string().min(1).max(100) });

/**
 * /api/internal/cart: what orders-payments asks of the cart. Services only, each call speaking
 * for the signed-in shopper whose cart it is.
 */
export const checkoutQuoteRoutes: FastifyPluginAsync<{ catalog: () => PricingCatalog }> = async (
  app,
  { catalog },
) => {
  const { db } = app.infra.database;

  /**
   * The shopper's saved cart priced for an order to this province and the city fee
   * delivery-slots gave orders-payments (not the cart's copy, which may lag a change), with this promo code counted against
   * its paid orders and the reservations of other orders still being paid. A code that applies
   * is reserved for the order; one that does not leaves the order none. Reads the cart, never
   * changes it.
   */
  app.post('/checkout-quote', async (request): Promise<CheckoutQuote> => {
    requireService(request);
    const { userId } = requireSession(request);
    const body = parseInput(checkoutQuoteBody, request.body, 'body');
    const province = provinceIn(body.province);
    const owner: CartOwner = { kind: 'user', id: userId };
    const cart = await findCart(db, owner);
    if (!cart || choseNothing(cart.selection)) {
      throw new HttpProblem(409, 'Conflict', 'Your cart is empty.');
    }
    const pricing = catalog();
    const code = normalizePromoCode(body.promoCode);
    const input = {
      ...selectionInput(cart),
      delivery: {
        province,
        cityFeeCents: body.cityFeeCents,
        waiveOffDeliveryFee: sharingWaivesFee(cart.sharedCartUrl),
      },
    };
    const promo = code === '' ? null : { code, firstOrder: body.firstOrder, orderId: body.orderId };
    const priced = await db.transaction(async (tx) => {
      // Held to the commit: a concurrent quote with the code counts this one's reservation.
      if (promo) {
        await lockPromoCode(tx, promo.code);
        await dropLapsedReservations(tx, promo.code, new Date());
      }
      const quoted = await priceWithPromo(tx, pricing, owner, input, promo);
      if (quoted.promo?.applied) {
        await reservePromo(tx, {
          orderId: body.orderId,
          owner,
          promoCode: quoted.promo.code,
          reservedAt: new Date(),
        });
      } else {
        await releasePromo(tx, body.orderId, owner);
      }
      return quoted;
    });
    return { cartVersion: cart.version, ...checkoutQuote(priced, pricing) };
  });

  /**
   * The order the quote was for will not be placed (orders-payments refused it): its promo
   * code is given back at once rather than when the reservation runs out.
   */
  app.delete('/promo-reservations/:orderId', async (request, reply) => {
    requireService(request);
    const { userId } = requireSession(request);
    const { orderId } = parseInput(reservationParams, request.params, 'params');
    await releasePromo(db, orderId, { kind: 'user', id: userId });
    return reply.code(204).send();
  });
};
