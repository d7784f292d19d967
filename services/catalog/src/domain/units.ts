/**
 * One conversion table for every unit a recipe may write. Canada cooks in metric measures,
 * so cup, tablespoon and teaspoon are the metric 250, 15 and 5 ml.
 * Volume and mass meet only through an ingredient's density; pieces and mass through its
 * unit weight. A conversion the ingredient cannot support is an error, never a guess.
 */

export type BaseUnit = 'g' | 'ml' | 'unit';

export interface UnitFacts {
  id: string;
  baseUnit: BaseUnit;
  /** Grams per millilitre. */
  density?: number | undefined;
  /** Grams per piece. */
  unitWeight?: number | undefined;
  namedUnits?: Record<string, { quantity: number; unit: BaseUnit }> | undefined;
}

const standardUnits: Record<string, { quantity: number; unit: BaseUnit }> = {
  g: { quantity: 1, unit: 'g' },
  kg: { quantity: 1000, unit: 'g' },
  mg: { quantity: 0.001, unit: 'g' },
  oz: { quantity: 28.3495, unit: 'g' },
  lb: { quantity: 453.592, unit: 'g' },
  ml: { quantity: 1, unit: 'ml' },
  l: { quantity: 1000, unit: 'ml' },
  tsp: { quantity: 5, unit: 'ml' },
  tbsp: { quantity: 15, unit: 'ml' },
  cup: { quantity: 250, unit: 'ml' },
  'fl-oz': { quantity: 29.5735, unit: 'ml' },
  // A pinch is about a sixteenth of a teaspoon.
  pinch: { quantity: 0.3, unit: 'ml' },
  unit: { quantity: 1, unit: 'unit' },
};

export class UnitConversionError extends Error {
  constructor(ingredient: string, from: string, to: BaseUnit, missing: string) {
    super(`${ingredient}: cannot convert ${from} to ${to} without ${missing}`);
    this.name = 'UnitConversionError';
  }
}

/** Grams in one of the given base unit, or undefined when the ingredient does not say. */
function gramsPer(unit: BaseUnit, facts: UnitFacts): number | undefined {
  if (unit === 'g') return 1;
  if (unit === 'ml') return facts.density;
  return facts.unitWeight;
}

/** `quantity` of `unit` in the ingredient's base unit. */
export function toBaseUnits(facts: UnitFacts, quantity: number, unit: string): number {
  const known = facts.namedUnits?.[unit] ?? standardUnits[unit];
  if (!known) throw new UnitConversionError(facts.id, unit, facts.baseUnit, `a "${unit}" unit`);
  const amount = quantity * known.quantity;
  if (known.unit === facts.baseUnit) return amount;
  const fromGrams = gramsPer(known.unit, facts);
  const toGrams = gramsPer(facts.baseUnit, facts);
  if (fromGrams === undefined || toGrams === undefined) {
    const needs = [known.unit, facts.baseUnit].includes('ml') ? 'a density' : 'a unit weight';
    throw new UnitConversionError(facts.id, unit, facts.baseUnit, needs);
  }
  return (amount * fromGrams) / toGrams;
}

/**
 * How much of a substitute stands in for one base unit of the original, in the substitute's
 * base unit (the spec's substitution rule): the same mass, through each ingredient's unit
 * weight or density, times the culinary ratio where one is written (butter to oil is 4:3, so
 * 0.75 g of oil per g of butter). Undefined when either ingredient lacks the figure: such a
 * pair cannot be offered.
 */
export function substituteFactor(
  original: UnitFacts,
  substitute: UnitFacts,
  /** Grams of the substitute per gram of the original. */
  ratio = 1,
): number | undefined {
  const from = gramsPer(original.baseUnit, original);
  const to = gramsPer(substitute.baseUnit, substitute);
  if (from === undefined || to === undefined) return undefined;
  return (from * ratio) / to;
}

/** Grams in one of the ingredient's base unit; null when the ingredient does not say. */
export function gramsPerBaseUnit(facts: UnitFacts): number | null {
  return gramsPer(facts.baseUnit, facts) ?? null;
}

/** Grams in `quantity` of the ingredient's base unit: the bridge to nutrition per 100 g. */
export function baseUnitsToGrams(facts: UnitFacts, quantity: number): number {
  const grams = gramsPer(facts.baseUnit, facts);
  if (grams === undefined) {
    const needs = facts.baseUnit === 'ml' ? 'a density' : 'a unit weight';
    throw new UnitConversionError(facts.id, facts.baseUnit, 'g', needs);
  }
  return quantity * grams;
}

/** How much of the ingredient's base unit one of each of its units holds. */
export function unitSizesFor(facts: UnitFacts): Record<string, number> {
  return Object.fromEntries(unitsFor(facts).map((unit) => [unit, toBaseUnits(facts, 1, unit)]));
}

/**
 * Every unit a shopper may count this ingredient in, its base unit first: the named units
 * it defines, then each standard unit that converts to its base unit.
 */
export function unitsFor(facts: UnitFacts): string[] {
  const candidates = [...Object.keys(facts.namedUnits ?? {}), ...Object.keys(standardUnits)];
  const convertible = candidates.filter((unit) => {
    try {
      toBaseUnits(facts, 1, unit);
      return true;
    } catch (error) {
      if (error instanceof UnitConversionError) return false;
      throw error;
    }
  });
  return [...new Set([facts.baseUnit, ...convertible])];
}
