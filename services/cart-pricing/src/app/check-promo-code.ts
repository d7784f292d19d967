import type { checkPromoBody, checkPromoReply } from '@mise/contracts';
import type { Database } from '@mise/platform';
import type { z } from 'zod';
import type { CityFeeLookup } from '../domain/delivery-fees.js';
import type { PricingCatalog } from '../domain/pricing-engine.js';
import { normalizePromoCode, promoFailureText } from '../domain/promo.js';
import type { CartOwner } from '../store/cart-owner.js';
import { findCart, updateCartDetails } from '../store/carts.js';
import { answerCart, emptyCart } from './cart-answer.js';

export type CheckPromoReply = z.infer<typeof checkPromoReply>;

/**
 * Applies (or removes, isRemove) a promo code. A code is kept with the cart only while it
 * applies; one that does not is answered 'Coupon code incorrect' and leaves the cart with
 * no code, whatever the reason (unknown, expired, below its minimum), as the spec shows one text.
 */
export async function checkPromoCode(
  db: Database,
  pricing: PricingCatalog,
  owner: CartOwner,
  cityFees: CityFeeLookup,
  { promoCode, isRemove }: z.infer<typeof checkPromoBody>,
): Promise<CheckPromoReply> {
  const stored = (await findCart(db, owner)) ?? emptyCart;
  const code = normalizePromoCode(promoCode);
  if (!isRemove && code !== '') {
    const trial = await answerCart(db, pricing, owner, { ...stored, promoCode: code }, cityFees);
    if (trial.promo?.applied) {
      await updateCartDetails(db, owner, { promoCode: code });
      return { applied: true, error: null, cart: trial };
    }
  }
  const cart = await updateCartDetails(db, owner, { promoCode: null });
  const answer = await answerCart(db, pricing, owner, cart, cityFees);
  return { applied: false, error: isRemove ? null : promoFailureText, cart: answer };
}
