import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BrandTier, brandTiers, type TierPrice, tierSwitch } from './brand-tiers';

const tierArb = fc.constantFrom<BrandTier>(...brandTiers.map((entry) => entry.tier));
const priceArb = (servings: fc.Arbitrary<number>) =>
  fc.record({
    tier: tierArb,
    priceOfRequiredProducts: fc.integer({ min: 0, max: 200_000 }),
    totalServings: servings,
  });
const samePair = fc
  .integer({ min: 1, max: 60 })
  .chain((servings) => fc.tuple(priceArb(fc.constant(servings)), priceArb(fc.constant(servings))));

describe('tierSwitch', () => {
  it('is the change in the groceries price over the servings, to the nearest cent', () => {
    fc.assert(
      fc.property(samePair, ([before, after]) => {
        fc.pre(before.tier !== after.tier);
        const change = tierSwitch(before, after);
        const exact =
          (after.priceOfRequiredProducts - before.priceOfRequiredProducts) / after.totalServings;
        expect(change?.from).toBe(before.tier);
        expect(change?.to).toBe(after.tier);
        expect(Math.abs((change?.changePerServingCents ?? Number.NaN) - exact)).toBeLessThanOrEqual(
          0.5,
        );
        expect(Math.sign(change?.changePerServingCents ?? 0)).toBe(
          Math.abs(exact) < 0.5 ? 0 : Math.sign(exact),
        );
      }),
    );
  });

  it('reads as the same amount the other way when switching back', () => {
    fc.assert(
      fc.property(samePair, ([before, after]) => {
        fc.pre(before.tier !== after.tier);
        const there = tierSwitch(before, after)?.changePerServingCents ?? Number.NaN;
        const back = tierSwitch(after, before)?.changePerServingCents ?? Number.NaN;
        expect(there + back).toBe(0);
      }),
    );
  });

  it('says nothing without a switch, without servings or when the servings changed too', () => {
    const at = (tier: BrandTier, cents: number, servings: number): TierPrice => ({
      tier,
      priceOfRequiredProducts: cents,
      totalServings: servings,
    });
    expect(tierSwitch(at('PREMIUM', 1000, 4), at('PREMIUM', 1200, 4))).toBeNull();
    expect(tierSwitch(at('LOW_COST', 0, 0), at('PREMIUM', 0, 0))).toBeNull();
    expect(tierSwitch(at('LOW_COST', 1000, 4), at('PREMIUM', 1600, 6))).toBeNull();
    expect(tierSwitch(at('LOW_COST', 1000, 4), at('PREMIUM', 1200, 4))).toEqual({
      from: 'LOW_COST',
      to: 'PREMIUM',
      changePerServingCents: 50,
    });
  });
});
