import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BaseUnit,
  baseUnitsToGrams,
  substituteFactor,
  toBaseUnits,
  UnitConversionError,
  type UnitFacts,
  unitSizesFor,
  unitsFor,
} from './units.js';

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

describe('unitSizesFor', () => {
  it('gives each unit the shopper may pick its size in the base unit', () => {
    const sizes = unitSizesFor(garlic);
    expect(Object.keys(sizes)).toEqual(unitsFor(garlic));
    expect(sizes.unit).toBe(1);
    expect(sizes.clove).toBeCloseTo(5 / 40, 9);
    expect(sizes.lb).toBeCloseTo(453.592 / 40, 9);
  });

  it('sizes a gram of oil through its density', () => {
    const sizes = unitSizesFor(oil);
    expect(sizes.cup).toBe(250);
    expect(sizes.g).toBeCloseTo(1 / 0.91, 9);
  });
});

describe('substituteFactor', () => {
  // The shipped catalog's figures for the pairs the issue found copied across units.
  const greenOnion = { id: 'green-onion', baseUnit: 'g' as const, density: 0.42, unitWeight: 15 };
  const redOnion = { id: 'onion-red', baseUnit: 'unit' as const, density: 0.6, unitWeight: 170 };
  const tomato = { id: 'tomato', baseUnit: 'unit' as const, density: 0.72, unitWeight: 120 };
  const cherryTomato = { id: 'cherry-tomato', baseUnit: 'g' as const, unitWeight: 17 };
  const butter = { id: 'butter', baseUnit: 'g' as const, density: 0.96 };

  it('swaps 100 g of green onion for the red onions that weigh 100 g, not 100 onions', () => {
    expect(100 * (substituteFactor(greenOnion, redOnion) ?? Number.NaN)).toBeCloseTo(100 / 170, 9);
  });

  it('swaps 5 tomatoes for 600 g of cherry tomatoes, not 5 g', () => {
    expect(5 * (substituteFactor(tomato, cherryTomato) ?? Number.NaN)).toBeCloseTo(600, 9);
  });

  it('swaps 630 g of butter for three quarters of its weight in olive oil, in ml', () => {
    const oilMl = 630 * (substituteFactor(butter, oil, 3 / 4) ?? Number.NaN);
    expect(oilMl).toBeCloseTo((630 * 0.75) / 0.91, 9);
    expect(oilMl).not.toBeCloseTo(630, 0);
  });

  const unitFacts = (id: string): fc.Arbitrary<UnitFacts> =>
    fc.record({
      id: fc.constant(id),
      baseUnit: fc.constantFrom<BaseUnit>('g', 'ml', 'unit'),
      density: fc.option(fc.double({ min: 0.05, max: 2, noNaN: true }), { nil: undefined }),
      unitWeight: fc.option(fc.double({ min: 0.5, max: 2000, noNaN: true }), { nil: undefined }),
    });
  const ratio = fc.option(fc.double({ min: 0.05, max: 10, noNaN: true }), { nil: undefined });

  it('keeps the mass of any amount, times the culinary ratio, whatever the two units', () => {
    fc.assert(
      fc.property(
        unitFacts('a'),
        unitFacts('b'),
        ratio,
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        (original, substitute, r, quantity) => {
          const factor = substituteFactor(original, substitute, r);
          fc.pre(factor !== undefined);
          const grams = baseUnitsToGrams(substitute, quantity * (factor as number));
          expect(grams).toBeCloseTo(baseUnitsToGrams(original, quantity) * (r ?? 1), 6);
        },
      ),
    );
  });

  it('has no factor exactly when an ingredient lacks the figure its base unit weighs by', () => {
    fc.assert(
      fc.property(unitFacts('a'), unitFacts('b'), ratio, (original, substitute, r) => {
        const weighable = (facts: UnitFacts) => {
          try {
            baseUnitsToGrams(facts, 1);
            return true;
          } catch {
            return false;
          }
        };
        expect(substituteFactor(original, substitute, r) !== undefined).toBe(
          weighable(original) && weighable(substitute),
        );
      }),
    );
  });
});
