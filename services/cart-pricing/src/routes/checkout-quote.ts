import { type CheckoutQuote, checkoutQuoteBody } from '@mise/contracts';
import { parseInput, requireService, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { quoteCheckout } from '../app/quote-checkout.js';
import type { PricingCatalog } from '../domain/pricing-engine.js';
import { releasePromo } from '../store/promo-reservations.js';
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

  /** The shopper's saved cart priced for an order (app/quote-checkout.ts). */
  app.post('/checkout-quote', async (request): Promise<CheckoutQuote> => {
    requireService(request);
    const { userId } = requireSession(request);
    const body = parseInput(checkoutQuoteBody, request.body, 'body');
    return quoteCheckout(db, catalog, userId, { ...body, province: provinceIn(body.province) });
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
