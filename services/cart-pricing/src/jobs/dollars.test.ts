import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollars } from './dollars.js';

describe('dollars', () => {
  it('writes cents as dollars with two decimals and grouped thousands', () => {
    expect(dollars(0)).toBe('$0.00');
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(1234)).toBe('$12.34');
    expect(dollars(123450)).toBe('$1,234.50');
    expect(dollars(-99)).toBe('-$0.99');
  });

  it('reads back as the same number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const written = dollars(cents).replace('$', '').replaceAll(',', '');
        expect(Math.round(Number(written) * 100)).toBe(cents);
      }),
    );
  });

  it('refuses anything but whole cents', () => {
    expect(() => dollars(12.5)).toThrow('12.5 is not whole cents');
  });
});
