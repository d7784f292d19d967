import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFee, feeConfig, serviceFee } from './fees.js';

describe('serviceFee', () => {
  it('is 3 % of the product subtotal between the bounds', () => {
    expect(serviceFee(5000)).toBe(150);
    expect(serviceFee(4550)).toBe(137); // 136.5 rounds up
  });

  it('is at least 99 ¢ and at most 399 ¢', () => {
    expect(serviceFee(1000)).toBe(99);
    expect(serviceFee(1)).toBe(99);
    expect(serviceFee(50_000)).toBe(399);
  });

  it('is 0 on an empty cart', () => {
    expect(serviceFee(0)).toBe(0);
  });

  it('stays within its bounds and never falls as the subtotal grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (subtotal, more) => {
          const fee = serviceFee(subtotal);
          expect(fee).toBeGreaterThanOrEqual(feeConfig.serviceFeeMinCents);
          expect(fee).toBeLessThanOrEqual(feeConfig.serviceFeeMaxCents);
          expect(serviceFee(subtotal + more)).toBeGreaterThanOrEqual(fee);
        },
      ),
    );
  });

  it('rejects amounts that are not whole cents', () => {
    expect(() => serviceFee(12.5)).toThrow(RangeError);
    expect(() => serviceFee(-1)).toThrow(RangeError);
  });
});

describe('deliveryFee', () => {
  it("is the city's fee, or 0 when waived", () => {
    expect(deliveryFee(399, false)).toBe(399);
    expect(deliveryFee(399, true)).toBe(0);
    expect(deliveryFee(0, false)).toBe(0);
  });

  it('stays between 0 and 500 ¢', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.boolean(), (city, waived) => {
        const fee = deliveryFee(city, waived);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(feeConfig.deliveryFeeMaxCents);
      }),
    );
  });

  it('rejects a city fee outside 0..500 ¢', () => {
    expect(() => deliveryFee(501, false)).toThrow(/above 500/);
    expect(() => deliveryFee(-1, true)).toThrow(RangeError);
  });
});
