import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Province, salesTax, salesTaxRates } from './sales-tax.js';

const provinces = Object.keys(salesTaxRates) as Province[];

describe('salesTaxRates', () => {
  it('covers the 13 provinces and territories', () => {
    expect(provinces.sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
  });
});

describe('salesTax', () => {
  it('charges each component on the taxable subtotal', () => {
    expect(salesTax('AB', 1000)).toEqual({ components: { GST: 50 }, totalCents: 50 });
    expect(salesTax('BC', 1000)).toEqual({ components: { GST: 50, PST: 70 }, totalCents: 120 });
    expect(salesTax('MB', 1000)).toEqual({ components: { GST: 50, PST: 70 }, totalCents: 120 });
    expect(salesTax('SK', 1000)).toEqual({ components: { GST: 50, PST: 60 }, totalCents: 110 });
    expect(salesTax('ON', 1000)).toEqual({ components: { HST: 130 }, totalCents: 130 });
    expect(salesTax('NS', 1000)).toEqual({ components: { HST: 140 }, totalCents: 140 });
    expect(salesTax('NB', 1000)).toEqual({ components: { HST: 150 }, totalCents: 150 });
    expect(salesTax('YT', 1000)).toEqual({ components: { GST: 50 }, totalCents: 50 });
  });

  it('rounds each component once, half up', () => {
    // 999 x 0.09975 = 99.65 -> 100; 999 x 0.05 = 49.95 -> 50.
    expect(salesTax('QC', 999)).toEqual({ components: { GST: 50, QST: 100 }, totalCents: 150 });
    // 1050 x 0.13 = 136.5 -> 137.
    expect(salesTax('ON', 1050).totalCents).toBe(137);
  });

  it('accepts the province code in any case', () => {
    expect(salesTax(' qc ', 1000).totalCents).toBe(150); // 50 + 99.75 -> 100
  });

  it('names an unknown province', () => {
    expect(() => salesTax('XX', 1000)).toThrow("unknown province 'XX'");
  });

  it('is never negative, zero on nothing taxable, and sums its components', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...provinces),
        fc.integer({ min: 0, max: 10_000_000 }),
        (province, taxable) => {
          const tax = salesTax(province, taxable);
          const sum = Object.values(tax.components).reduce((a, b) => a + b, 0);
          expect(tax.totalCents).toBe(sum);
          expect(tax.totalCents).toBeGreaterThanOrEqual(0);
          if (taxable === 0) expect(tax.totalCents).toBe(0);
        },
      ),
    );
  });
});
