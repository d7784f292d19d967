import type { RecipeIngredientLine } from '@mise/contracts';

/** Units written in words the catalogues translate (with plurals where a language has them). */
export const wordUnits = [
  'tsp',
  'tbsp',
  'cup',
  'clove',
  'can',
  'pinch',
  'bunch',
  'slice',
  'sprig',
  'stalk',
  'leaf',
  'head',
] as const;
export type WordUnit = (typeof wordUnits)[number];

const metricUnits = new Set(['g', 'kg', 'ml', 'l']);

export function isWordUnit(unit: string): unit is WordUnit {
  return (wordUnits as readonly string[]).includes(unit);
}

/** An amount to show: a number and the unit to name it in ('unit' means a plain count). */
export type Amount = { value: number; unit: string };

export type ScaledIngredient = {
  /** In the recipe's own kind of unit, made friendly: 6 tsp reads as 2 tbsp. */
  amount: Amount;
  /** In the ingredient's base unit; absent when it would only repeat `amount`. */
  base: Amount | null;
};

/**
 * One ingredient for `servings`: the recipe's quantities are for `recipeServings`, and scale
 * linearly.
 */
export function scaleIngredient(
  line: Pick<RecipeIngredientLine, 'quantity' | 'baseUnit' | 'recipeQuantity' | 'recipeUnit'>,
  servings: number,
  recipeServings: number,
): ScaledIngredient {
  const factor = recipeServings > 0 ? servings / recipeServings : 1;
  const amount = friendlyAmount({ value: line.recipeQuantity * factor, unit: line.recipeUnit });
  const repeatsBase =
    line.baseUnit === 'unit' || metricUnits.has(amount.unit) || line.quantity <= 0;
  const base = repeatsBase
    ? null
    : friendlyAmount({ value: line.quantity * factor, unit: line.baseUnit });
  return { amount, base };
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
const isMultipleOf = (value: number, part: number) => near(value / part, Math.round(value / part));

/**
 * Moves an amount to the unit a cook would say: teaspoons become tablespoons in whole or half
 * tablespoons, tablespoons become quarter or third cups, and grams and millilitres become
 * kilograms and litres from 1,000 (and back below 1).
 */
export function friendlyAmount({ value, unit }: Amount): Amount {
  switch (unit) {
    case 'tsp':
      if (value >= 3 && isMultipleOf(value / 3, 0.5))
        return friendlyAmount({ value: value / 3, unit: 'tbsp' });
      return { value, unit };
    case 'tbsp':
      if (value < 1 && value > 0) return { value: value * 3, unit: 'tsp' };
      if (value >= 4 && (isMultipleOf(value / 16, 0.25) || isMultipleOf(value / 16, 1 / 3))) {
        return { value: value / 16, unit: 'cup' };
      }
      return { value, unit };
    case 'cup':
      if (value < 0.25 && value > 0) return friendlyAmount({ value: value * 16, unit: 'tbsp' });
      return { value, unit };
    case 'g':
      return value >= 1000 ? { value: value / 1000, unit: 'kg' } : { value, unit };
    case 'ml':
      return value >= 1000 ? { value: value / 1000, unit: 'l' } : { value, unit };
    case 'kg':
      return value < 1 ? { value: value * 1000, unit: 'g' } : { value, unit };
    case 'l':
      return value < 1 ? { value: value * 1000, unit: 'ml' } : { value, unit };
    default:
      return { value, unit };
  }
}

const fractions: [number, string][] = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
  [1, ''],
];

/**
 * A kitchen number: whole part plus the nearest eighth or third as a fraction glyph
 * (1.5 → "1½", 0.33 → "⅓"). Anything above zero shows at least ⅛.
 */
export function formatFraction(value: number): string {
  if (!(value > 0)) return '0';
  let whole = Math.floor(value);
  const rest = value - whole;
  let best: [number, string] = [0, ''];
  for (const candidate of fractions) {
    if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate;
  }
  if (best[0] === 1) whole += 1;
  let glyph = best[1];
  if (whole === 0 && glyph === '') glyph = '⅛';
  return `${whole > 0 ? whole : ''}${glyph}`;
}

/** Metric amounts in decimals (spec §9: 2 decimals below 10, whole numbers from 10). */
export function formatDecimal(value: number, locale: string, unit = ''): string {
  const large = unit === 'kg' || unit === 'l';
  const digits = large ? 2 : value < 10 ? 2 : 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** The number part of an amount: fractions for kitchen measures and counts, decimals for metric. */
export function formatAmountValue({ value, unit }: Amount, locale: string): string {
  return metricUnits.has(unit) ? formatDecimal(value, locale, unit) : formatFraction(value);
}
