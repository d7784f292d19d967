import type { PromoRule } from '../domain/promo.js';

/** The seeded rule: 10 % off the product subtotal on a first order. */
export const tenOff: PromoRule = {
  code: '10OFF',
  discount: { kind: 'PERCENT', percent: 10 },
  minSubtotalCents: 0,
  firstOrderOnly: true,
};

/** A shopper's first order, nobody having redeemed a code yet: tenOff applies. */
export const firstOrder = {
  firstOrder: true,
  now: new Date('2026-06-01T00:00:00Z'),
  redemptions: 0,
  userRedemptions: 0,
};
