import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExtraProduct, extraLines, extraTotals } from './extras.js';

const catalog = new Map<string, ExtraProduct>([
  ['chips', { id: 'chips', priceCents: 349, taxable: true }],
  ['bread', { id: 'bread', priceCents: 299, taxable: false }],
]);

describe('extraLines and extraTotals', () => {
  it('prices each selected product and sums the taxable part apart', () => {
    const lines = extraLines(
      new Map([
        ['chips', 2],
        ['bread', 1],
      ]),
      catalog,
    );
    expect(lines.map((l) => l.amountCents)).toEqual([698, 299]);
    expect(extraTotals(lines)).toEqual({ totalCents: 997, taxableCents: 698 });
  });

  it('names an unknown product and refuses a bad quantity', () => {
    expect(() => extraLines(new Map([['caviar', 1]]), catalog)).toThrow("'caviar'");
    expect(() => extraLines(new Map([['chips', 1.5]]), catalog)).toThrow(RangeError);
  });

  it('totals equal the sum of their lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (c, b) => {
        const lines = extraLines(
          new Map([
            ['chips', c],
            ['bread', b],
          ]),
          catalog,
        );
        const totals = extraTotals(lines);
        expect(totals.totalCents).toBe(lines.reduce((sum, l) => sum + l.amountCents, 0));
        expect(totals.taxableCents).toBe(c * 349);
      }),
    );
  });
});
