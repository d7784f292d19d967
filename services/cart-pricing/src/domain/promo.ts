/**
 * Promo code rules (spec README: staff-managed promo codes; influencer coupon codes are promo
 * codes too). Pure: the clock and the redemption counts are passed in, so the caller reads them
 * once and the evaluation is repeatable.
 */
import { assertCents, roundCents } from './money.js';

/**
 * How long a checkout's reservation of a code counts without its order being paid, failing or
 * being cancelled: as long as a slot hold, and as long as orders-payments waits for a payment
 * before giving up on it. It frees the uses of checkouts that died on the way.
 */
export const PROMO_RESERVATION_MINUTES = 30;

/** Reservations made at or before this instant no longer count at `now`. */
export function reservationCutoff(now: Date): Date {
  return new Date(now.getTime() - PROMO_RESERVATION_MINUTES * 60 * 1_000);
}

/** The one failure text the shopper sees, whatever the reason (spec §5 and §8). */
export const promoFailureText = 'Coupon code incorrect';

export type PromoDiscount =
  /** Percent off the product subtotal, 0..100. */
  | { kind: 'PERCENT'; percent: number }
  /** A fixed amount off, in cents. */
  | { kind: 'FIXED'; amountCents: number };

export interface PromoRule {
  /** Stored upper-cased; shoppers may type it in any case. */
  code: string;
  discount: PromoDiscount;
  /** The product subtotal must reach this, in cents. */
  minSubtotalCents: number;
  firstOrderOnly: boolean;
  /** Valid from this instant, inclusive; open when absent. */
  validFrom?: Date;
  /** Valid until this instant, exclusive; open when absent. */
  validUntil?: Date;
  /** Redemptions allowed across all shoppers; unlimited when absent. */
  maxRedemptions?: number;
  /** Redemptions allowed per shopper; unlimited when absent. */
  maxRedemptionsPerUser?: number;
}

export interface PromoAttempt {
  /** The code as typed. */
  code: string;
  productSubtotalCents: number;
  /** True when the shopper has no earlier order. */
  firstOrder: boolean;
  now: Date;
  /**
   * Redemptions of this rule so far, by everyone and by this shopper: paid orders and the live
   * reservations of orders still being paid.
   */
  redemptions: number;
  userRedemptions: number;
}

/** Why a code was refused: for logs and staff, never shown to the shopper. */
export type PromoRejection =
  | 'EMPTY_CODE'
  | 'UNKNOWN_CODE'
  | 'BELOW_MINIMUM'
  | 'NOT_FIRST_ORDER'
  | 'NOT_YET_VALID'
  | 'EXPIRED'
  | 'REDEMPTIONS_EXHAUSTED'
  | 'USER_REDEMPTIONS_EXHAUSTED';

export type PromoResult =
  | { applied: true; code: string; discountCents: number }
  | { applied: false; reason: PromoRejection; message: typeof promoFailureText };

/** The spec upper-cases the code before checking it; surrounding blanks are typing noise. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount a rule gives on a subtotal, never more than the subtotal itself. */
export function promoDiscountCents(discount: PromoDiscount, productSubtotalCents: number): number {
  const raw =
    discount.kind === 'PERCENT'
      ? roundCents((productSubtotalCents * discount.percent) / 100)
      : discount.amountCents;
  return Math.min(productSubtotalCents, raw);
}

export function evaluatePromo(rules: readonly PromoRule[], attempt: PromoAttempt): PromoResult {
  assertCents(attempt.productSubtotalCents, 'product subtotal');
  const code = normalizePromoCode(attempt.code);
  const reject = (reason: PromoRejection): PromoResult => ({
    applied: false,
    reason,
    message: promoFailureText,
  });
  if (code === '') return reject('EMPTY_CODE');
  const rule = rules.find((r) => normalizePromoCode(r.code) === code);
  if (!rule) return reject('UNKNOWN_CODE');
  const now = attempt.now.getTime();
  if (rule.validFrom && now < rule.validFrom.getTime()) return reject('NOT_YET_VALID');
  if (rule.validUntil && now >= rule.validUntil.getTime()) return reject('EXPIRED');
  if (rule.firstOrderOnly && !attempt.firstOrder) return reject('NOT_FIRST_ORDER');
  if (rule.maxRedemptions !== undefined && attempt.redemptions >= rule.maxRedemptions) {
    return reject('REDEMPTIONS_EXHAUSTED');
  }
  if (
    rule.maxRedemptionsPerUser !== undefined &&
    attempt.userRedemptions >= rule.maxRedemptionsPerUser
  ) {
    return reject('USER_REDEMPTIONS_EXHAUSTED');
  }
  if (attempt.productSubtotalCents < rule.minSubtotalCents) return reject('BELOW_MINIMUM');
  return {
    applied: true,
    code,
    discountCents: promoDiscountCents(rule.discount, attempt.productSubtotalCents),
  };
}
