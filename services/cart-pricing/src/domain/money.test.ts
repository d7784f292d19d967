import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCents, roundCents, scalePrice } from './money.js';

describe('roundCents (half-up to the cent)', () => {
  it('rounds halves up', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(1.5)).toBe(2);
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(2.4999)).toBe(2);
  });

  it('is not fooled by floating-point noise', () => {
    expect(roundCents(214.92000000000002)).toBe(215);
    expect(roundCents(280.00000000000006)).toBe(280);
    // 0.1 * 5 cents shows as 0.5 once snapped, and rounds up.
    expect(roundCents(0.1 + 0.1 + 0.1 + 0.1 + 0.1)).toBe(1);
  });

  it('keeps whole cents as they are', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => roundCents(c) === c));
  });

  it('rejects non-finite amounts', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('scalePrice', () => {
  it('applies the tier coefficients with the one rounding', () => {
    expect(scalePrice(199, 1.08)).toBe(215); // 214.92
    expect(scalePrice(250, 1.12)).toBe(280);
    expect(scalePrice(125, 1.12)).toBe(140);
    expect(scalePrice(350, 1.07)).toBe(375); // 374.5 rounds up
    expect(scalePrice(199, 1)).toBe(199);
  });
});

describe('assertCents', () => {
  it('accepts whole non-negative cents and names what is wrong otherwise', () => {
    expect(() => assertCents(0, 'fee')).not.toThrow();
    expect(() => assertCents(1.5, 'fee')).toThrow('fee must be whole non-negative cents, got 1.5');
    expect(() => assertCents(-1, 'fee')).toThrow(RangeError);
  });
});
