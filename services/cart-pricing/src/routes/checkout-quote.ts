import { type CheckoutQuote, checkoutQuoteBody } from '@mise/contracts';
import { HttpProblem, parseInput, requireService, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { choseNothing, type PricingCatalog } from '../domain/cart.js';
import { checkoutQuote } from '../domain/checkout-quote.js';
import { normalizePromoCode } from '../domain/promo.js';
import type { CartOwner } from '../store/cart-owner.js';
import { findCart } from '../store/carts.js';
import { priceWithPromo, selectionInput } from './cart-answer.js';
import { sharingWaivesFee } from './delivery-fees.js';
import { provinceIn } from './province.js';

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
   * The shopper's saved cart priced for an order to this province and city fee (delivery-slots
   * owns the fees: the cart's own stand-in is not used), with this promo code counted against
   * the real redemptions. Reads the cart, never changes it.
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
    const promo = code === '' ? null : { code, firstOrder: body.firstOrder };
    const priced = await priceWithPromo(db, pricing, owner, input, promo);
    return { cartVersion: cart.version, ...checkoutQuote(priced, pricing) };
  });
};
