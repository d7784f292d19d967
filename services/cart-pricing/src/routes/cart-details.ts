import {
  checkPromoBody,
  deliveryInfoBody,
  setCalorieInfoBody,
  sharedMenuBody,
} from '@mise/contracts';
import { badRequest, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { answerCart, type CartReply } from '../app/cart-answer.js';
import { type CheckPromoReply, checkPromoCode } from '../app/check-promo-code.js';
import type { CityFeeLookup } from '../domain/delivery-fees.js';
import type { PricingCatalog } from '../domain/pricing-engine.js';
import { updateCartDetails } from '../store/carts.js';
import { ownerOrNewGuest } from './cart-owner.js';
import { provinceIn } from './province.js';

/** The promo code, delivery details and calorie goal saved with the cart. */
export const cartDetailRoutes: FastifyPluginAsync<{
  catalog: () => PricingCatalog;
  cityFees: CityFeeLookup;
}> = async (app, { catalog, cityFees }) => {
  const { db } = app.infra.database;

  /** Applies (or removes) a promo code (app/check-promo-code.ts). */
  app.post('/check-promo', async (request): Promise<CheckPromoReply> => {
    const body = parseInput(checkPromoBody, request.body, 'body');
    const pricing = catalog();
    return checkPromoCode(db, pricing, ownerOrNewGuest(request), cityFees, body);
  });

  app.post('/delivery-info', async (request): Promise<CartReply> => {
    const info = parseInput(deliveryInfoBody, request.body, 'body');
    const province = provinceIn(info.province);
    const pricing = catalog();
    const owner = ownerOrNewGuest(request);
    const cart = await updateCartDetails(db, owner, { deliveryInfo: { ...info, province } });
    return answerCart(db, pricing, owner, cart, cityFees);
  });

  app.post('/set-calorie-info', async (request): Promise<CartReply> => {
    const { calorieInfo } = parseInput(setCalorieInfoBody, request.body, 'body');
    const pricing = catalog();
    const owner = ownerOrNewGuest(request);
    const cart = await updateCartDetails(db, owner, { calorieInfo });
    return answerCart(db, pricing, owner, cart, cityFees);
  });

  /** The shopper shared their menu: the link is kept, and delivery becomes free. */
  app.post('/shared-menu', async (request): Promise<CartReply> => {
    const { sharedCartUrl } = parseInput(sharedMenuBody, request.body, 'body');
    // Only the shop's own short links: what a shopper shares is ours to serve.
    if (!app.infra.config.PUBLIC_ORIGINS.includes(new URL(sharedCartUrl).origin)) {
      throw badRequest(`${sharedCartUrl} is not a link of this shop.`, [
        {
          field: 'sharedCartUrl',
          rule: 'origin',
          message: `sharedCartUrl must be on ${app.infra.config.PUBLIC_ORIGINS.join(' or ')}`,
        },
      ]);
    }
    const pricing = catalog();
    const owner = ownerOrNewGuest(request);
    const cart = await updateCartDetails(db, owner, { sharedCartUrl });
    return answerCart(db, pricing, owner, cart, cityFees);
  });
};
