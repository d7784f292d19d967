import { describe, expect, it } from 'vitest';
import { baseUnitsToGrams, toBaseUnits, UnitConversionError, unitsFor } from './units.js';

const oil = { id: 'olive-oil', baseUnit: 'ml' as const, density: 0.91 };
const flour = { id: 'flour', baseUnit: 'g' as const, density: 0.53 };
const egg = { id: 'egg', baseUnit: 'unit' as const, unitWeight: 50 };
const garlic = {
  id: 'garlic',
  baseUnit: 'unit' as const,
  unitWeight: 40,
  namedUnits: { clove: { quantity: 5, unit: 'g' as const } },
};
const kale = { id: 'kale', baseUnit: 'g' as const };

describe('toBaseUnits', () => {
  it('converts metric kitchen measures within volume and within mass', () => {
    expect(toBaseUnits(oil, 2, 'tbsp')).toBe(30);
    expect(toBaseUnits(oil, 1, 'cup')).toBe(250);
    expect(toBaseUnits(kale, 1, 'kg')).toBe(1000);
    expect(toBaseUnits(kale, 1, 'lb')).toBeCloseTo(453.592, 3);
  });

  it('crosses from volume to mass only through a density', () => {
    expect(toBaseUnits(flour, 1, 'cup')).toBeCloseTo(132.5, 5);
    expect(() => toBaseUnits(kale, 1, 'cup')).toThrow(UnitConversionError);
    expect(() => toBaseUnits(kale, 1, 'cup')).toThrow(
      'kale: cannot convert cup to g without a density',
    );
  });

  it('turns named units into pieces through the unit weight', () => {
    // Eight 5 g cloves are one 40 g head.
    expect(toBaseUnits(garlic, 8, 'clove')).toBe(1);
  });

  it('refuses a unit it has never heard of', () => {
    expect(() => toBaseUnits(kale, 1, 'handful')).toThrow('without a "handful" unit');
  });
});

describe('baseUnitsToGrams', () => {
  it('weighs millilitres by density and pieces by unit weight', () => {
    expect(baseUnitsToGrams(oil, 100)).toBeCloseTo(91, 5);
    expect(baseUnitsToGrams(egg, 3)).toBe(150);
    expect(baseUnitsToGrams(kale, 12)).toBe(12);
    expect(() => baseUnitsToGrams({ id: 'x', baseUnit: 'unit' }, 1)).toThrow('a unit weight');
  });
});

describe('unitsFor', () => {
  it('lists the base unit first, then named units, then every convertible standard unit', () => {
    const units = unitsFor(garlic);
    expect(units[0]).toBe('unit');
    expect(units[1]).toBe('clove');
    expect(units).toContain('g');
    expect(units).toContain('lb');
    // No density: no volumes.
    expect(units).not.toContain('cup');
  });

  it('offers volumes and masses for an ingredient with a density', () => {
    const units = unitsFor(oil);
    expect(units[0]).toBe('ml');
    expect(units).toEqual(expect.arrayContaining(['tbsp', 'cup', 'g', 'kg']));
    expect(units).not.toContain('unit');
    expect(new Set(units).size).toBe(units.length);
  });
});
