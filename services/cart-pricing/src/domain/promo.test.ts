import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluatePromo,
  type PromoAttempt,
  type PromoRule,
  promoFailureText,
  reservationCutoff,
} from './promo.js';

/** The seeded rule: 10 % off the product subtotal on a first order. */
const tenOff: PromoRule = {
  code: '10OFF',
  discount: { kind: 'PERCENT', percent: 10 },
  minSubtotalCents: 0,
  firstOrderOnly: true,
};

const attempt: PromoAttempt = {
  code: '10off',
  productSubtotalCents: 4550,
  firstOrder: true,
  now: new Date('2026-06-01T12:00:00Z'),
  redemptions: 0,
  userRedemptions: 0,
};

const refused = (reason: string) => ({ applied: false, reason, message: promoFailureText });

describe('evaluatePromo', () => {
  it('applies 10OFF to a first order, code in any case', () => {
    expect(evaluatePromo([tenOff], attempt)).toEqual({
      applied: true,
      code: '10OFF',
      discountCents: 455,
    });
    expect(
      evaluatePromo([tenOff], { ...attempt, code: ' 10Off ', productSubtotalCents: 1005 }),
    ).toEqual({ applied: true, code: '10OFF', discountCents: 101 }); // 100.5 rounds up
  });

  it('refuses 10OFF on a later order', () => {
    expect(evaluatePromo([tenOff], { ...attempt, firstOrder: false })).toEqual(
      refused('NOT_FIRST_ORDER'),
    );
  });

  it("refuses unknown and empty codes with the spec's text", () => {
    expect(evaluatePromo([tenOff], { ...attempt, code: 'NOPE' })).toEqual(refused('UNKNOWN_CODE'));
    expect(evaluatePromo([tenOff], { ...attempt, code: '  ' })).toEqual(refused('EMPTY_CODE'));
  });

  it('honours the validity window: from inclusive, until exclusive', () => {
    const rule: PromoRule = {
      ...tenOff,
      validFrom: new Date('2026-06-01T00:00:00Z'),
      validUntil: new Date('2026-07-01T00:00:00Z'),
    };
    const at = (iso: string) => evaluatePromo([rule], { ...attempt, now: new Date(iso) });
    expect(at('2026-05-31T23:59:59Z')).toEqual(refused('NOT_YET_VALID'));
    expect(at('2026-06-01T00:00:00Z').applied).toBe(true);
    expect(at('2026-06-30T23:59:59Z').applied).toBe(true);
    expect(at('2026-07-01T00:00:00Z')).toEqual(refused('EXPIRED'));
  });

  it('honours the global and per-user redemption limits', () => {
    const rule: PromoRule = { ...tenOff, maxRedemptions: 100, maxRedemptionsPerUser: 1 };
    expect(evaluatePromo([rule], { ...attempt, redemptions: 99 }).applied).toBe(true);
    expect(evaluatePromo([rule], { ...attempt, redemptions: 100 })).toEqual(
      refused('REDEMPTIONS_EXHAUSTED'),
    );
    expect(evaluatePromo([rule], { ...attempt, userRedemptions: 1 })).toEqual(
      refused('USER_REDEMPTIONS_EXHAUSTED'),
    );
  });

  it('needs the minimum subtotal', () => {
    const rule: PromoRule = {
      code: 'SAVE5',
      discount: { kind: 'FIXED', amountCents: 500 },
      minSubtotalCents: 3000,
      firstOrderOnly: false,
    };
    const withSubtotal = (cents: number) =>
      evaluatePromo([rule], { ...attempt, code: 'save5', productSubtotalCents: cents });
    expect(withSubtotal(2999)).toEqual(refused('BELOW_MINIMUM'));
    expect(withSubtotal(3000)).toEqual({ applied: true, code: 'SAVE5', discountCents: 500 });
  });

  it('never discounts more than the product subtotal', () => {
    const discounts = fc.oneof(
      fc.record({
        kind: fc.constant('PERCENT' as const),
        percent: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        kind: fc.constant('FIXED' as const),
        amountCents: fc.integer({ min: 0, max: 100_000 }),
      }),
    );
    fc.assert(
      fc.property(discounts, fc.integer({ min: 0, max: 1_000_000 }), (discount, subtotal) => {
        const rule: PromoRule = {
          code: 'ANY',
          discount,
          minSubtotalCents: 0,
          firstOrderOnly: false,
        };
        const result = evaluatePromo([rule], {
          ...attempt,
          code: 'any',
          productSubtotalCents: subtotal,
        });
        if (!result.applied) throw new Error(`refused: ${result.reason}`);
        expect(result.discountCents).toBeGreaterThanOrEqual(0);
        expect(result.discountCents).toBeLessThanOrEqual(subtotal);
      }),
    );
  });
});

describe('reservationCutoff', () => {
  it('lets a checkout’s reservation count for 30 minutes, as long as a slot hold', () => {
    expect(reservationCutoff(new Date('2026-06-01T12:00:00Z'))).toEqual(
      new Date('2026-06-01T11:30:00Z'),
    );
  });
});
