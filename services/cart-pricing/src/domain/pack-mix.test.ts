import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestPackMix, NoPackCoversError, type PackOffer, packMixer } from './pack-mix.js';

const pack = (productId: string, packSize: number, priceCents: number): PackOffer => ({
  productId,
  packSize,
  priceCents,
});

describe('cheapestPackMix', () => {
  it('buys nothing for no need', () => {
    const offers = [pack('a', 500, 300)];
    expect(cheapestPackMix(0, offers)).toEqual({ packs: [], quantity: 0, costCents: 0 });
    expect(cheapestPackMix(-5, offers)).toEqual({ packs: [], quantity: 0, costCents: 0 });
    expect(cheapestPackMix(0, [])).toEqual({ packs: [], quantity: 0, costCents: 0 });
  });

  it('refuses a need no pack is offered for', () => {
    expect(() => cheapestPackMix(10, [])).toThrow(NoPackCoversError);
  });

  it('is exact where greedy is not', () => {
    // Greedy by price per gram takes the 1 kg pack first (0.5 c/g) and then a 400 g: 650.
    const offers = [pack('kilo', 1000, 500), pack('small', 400, 150)];
    expect(cheapestPackMix(1200, offers)).toEqual({
      packs: [{ productId: 'small', count: 3 }],
      quantity: 1200,
      costCents: 450,
    });
  });

  it('handles large packs and fractional needs', () => {
    const offers = [pack('sack', 10_000, 2_000), pack('bag', 500, 150)];
    // 12,340.5 g: one sack + 5 bags = 12,500 g for 2,750; two sacks cost 4,000.
    expect(cheapestPackMix(12_340.5, offers)).toEqual({
      packs: [
        { productId: 'bag', count: 5 },
        { productId: 'sack', count: 1 },
      ],
      quantity: 12_500,
      costCents: 2_750,
    });
  });

  it('handles fractional pack sizes', () => {
    expect(cheapestPackMix(1.2, [pack('half', 0.5, 100)])).toEqual({
      packs: [{ productId: 'half', count: 3 }],
      quantity: 1.5,
      costCents: 300,
    });
    // 0.3 / 0.1 is 3 packs, not 4, despite 0.3 / 0.1 = 2.9999999999999996.
    expect(cheapestPackMix(0.3, [pack('tenth', 0.1, 10)]).costCents).toBe(30);
  });

  it('breaks cost ties by least leftover, then fewest packs, then productId', () => {
    expect(cheapestPackMix(450, [pack('b', 600, 300), pack('a', 500, 300)]).packs).toEqual([
      { productId: 'a', count: 1 },
    ]);
    expect(cheapestPackMix(500, [pack('a', 250, 100), pack('b', 500, 200)]).packs).toEqual([
      { productId: 'b', count: 1 },
    ]);
    expect(cheapestPackMix(500, [pack('y', 500, 200), pack('x', 500, 200)]).packs).toEqual([
      { productId: 'x', count: 1 },
    ]);
  });

  it('rejects bad packs', () => {
    expect(() => cheapestPackMix(1, [pack('a', 0, 100)])).toThrow(RangeError);
    expect(() => cheapestPackMix(1, [pack('a', 1, 0)])).toThrow(RangeError);
    expect(() => cheapestPackMix(1, [pack('a', 1, 1.5)])).toThrow(RangeError);
  });
});

/** Every mix with at most ceil(need / size) of each pack: more of one pack alone is waste. */
function bruteForce(need: number, offers: readonly PackOffer[]) {
  let best: { cost: number; quantity: number; packs: number } | undefined;
  const limits = offers.map((o) => Math.ceil(need / o.packSize));
  const counts = offers.map(() => 0);
  for (;;) {
    let quantity = 0;
    let cost = 0;
    let packs = 0;
    counts.forEach((n, i) => {
      const offer = offers[i] as PackOffer;
      quantity += n * offer.packSize;
      cost += n * offer.priceCents;
      packs += n;
    });
    if (quantity >= need) {
      const better =
        !best ||
        cost < best.cost ||
        (cost === best.cost && quantity < best.quantity) ||
        (cost === best.cost && quantity === best.quantity && packs < best.packs);
      if (better) best = { cost, quantity, packs };
    }
    let i = 0;
    while (i < counts.length && counts[i] === limits[i]) counts[i++] = 0;
    if (i === counts.length) break;
    counts[i] = (counts[i] as number) + 1;
  }
  return best;
}

const offersArb = fc
  .array(
    fc.record({
      packSize: fc.integer({ min: 1, max: 15 }),
      // Few distinct prices, so cost ties (and the tie-breaks) come up often.
      priceCents: fc.integer({ min: 1, max: 12 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((list) => list.map((o, i) => pack(`p${i}`, o.packSize, o.priceCents)));

describe('cheapestPackMix properties', () => {
  it('is never beaten by any other mix (brute force on small cases)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 160 }).map((q) => q / 4),
        offersArb,
        (need, offers) => {
          const mix = cheapestPackMix(need, offers);
          const best = bruteForce(need, offers);
          expect(best).toBeDefined();
          expect(mix.costCents).toBe(best?.cost);
          expect(mix.quantity).toBe(best?.quantity);
          expect(mix.packs.reduce((n, p) => n + p.count, 0)).toBe(best?.packs);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('covers the need, and its figures add up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), offersArb, (need, offers) => {
        const mix = cheapestPackMix(need, offers);
        const byId = new Map(offers.map((o) => [o.productId, o]));
        let quantity = 0;
        let cost = 0;
        for (const { productId, count } of mix.packs) {
          expect(count).toBeGreaterThan(0);
          quantity += count * (byId.get(productId)?.packSize ?? Number.NaN);
          cost += count * (byId.get(productId)?.priceCents ?? Number.NaN);
        }
        expect(mix.quantity).toBeCloseTo(quantity, 6);
        expect(mix.costCents).toBe(cost);
        expect(mix.quantity).toBeGreaterThanOrEqual(need - 1e-9);
      }),
    );
  });

  it('does not depend on the order of the offers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), offersArb, (need, offers) => {
        expect(cheapestPackMix(need, [...offers].reverse())).toEqual(cheapestPackMix(need, offers));
      }),
    );
  });

  it('never costs less for a larger need', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        offersArb,
        (a, b, offers) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          expect(cheapestPackMix(large, offers).costCents).toBeGreaterThanOrEqual(
            cheapestPackMix(small, offers).costCents,
          );
        },
      ),
    );
  });
});

describe('packMixer', () => {
  it('answers any sequence of needs as a fresh search would, while its table grows', () => {
    fc.assert(
      fc.property(
        offersArb,
        fc.array(fc.double({ min: 0, max: 200, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (offers, needs) => {
          const mix = packMixer(offers);
          for (const need of needs) expect(mix(need)).toEqual(cheapestPackMix(need, offers));
        },
      ),
    );
  });
});
