/**
 * What a planned day brings each eater, and the limits a day must keep (spec README, "Build-menu
 * planner"): the one definition the model, the first plan, the checker and the answer share.
 *
 * - A meal brings each eater its recipe's nutrition per serving times the servings eaten, shared
 *   among the people: a meal type of 3 servings for 2 people at portion 1.25 gives each 1.875.
 * - A day's calories are 4 kcal per gram of protein and carbohydrate and 9 per gram of fat
 *   (spec §9), so the three shares always add up to 100 %.
 * - The planned meals must bring the goal less the calories eaten outside them, ±10 %.
 * - People may have their own goals (`eatersOf`): each eats the same meals at a portion in
 *   proportion to their goal. A plan is made for the average eater, whose goal is the mean;
 *   each person's day is the average eater's times their goal over the mean, and so is their
 *   band, so every person keeps their own band exactly when the average eater keeps theirs, and
 *   everyone has the same macro shares.
 * - Each macronutrient's share of the planned meals' calories stays inside the program's range
 *   (outside calories have no known macros, so they are not part of the shares).
 */
import type { BuildMenuBody, NutritionPerServing, NutritionProgram } from '@mise/contracts';

export const CALORIE_TOLERANCE = 0.1;
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
export const macros = ['protein', 'carbs', 'fat'] as const;
export type Macro = (typeof macros)[number];

/** Kcal per eater from each macronutrient: what the day's rows add up. */
export type MacroKcal = Record<Macro, number>;

export interface CalorieBand {
  target: number;
  min: number;
  max: number;
}

export function calorieBand(caloriesGoal: number, caloriesOutside: number): CalorieBand {
  const target = caloriesGoal - caloriesOutside;
  return {
    target,
    min: target * (1 - CALORIE_TOLERANCE),
    max: target * (1 + CALORIE_TOLERANCE),
  };
}

/** One person of the household, and how much of the average eater's plate they eat. */
export interface Eater {
  caloriesGoal: number;
  caloriesOutside: number;
  /** Their goal over the household's mean goal. */
  ratio: number;
  band: CalorieBand;
}

type Household = Pick<BuildMenuBody, 'caloriesGoal' | 'caloriesOutside' | 'noOfPeople' | 'people'>;

export function eatersOf(household: Household): Eater[] {
  const goals =
    household.people?.map((person) => person.caloriesGoal) ??
    Array.from({ length: household.noOfPeople }, () => household.caloriesGoal);
  const mean = goals.reduce((sum, goal) => sum + goal, 0) / Math.max(goals.length, 1);
  const outsideShare = household.caloriesOutside / household.caloriesGoal;
  return goals.map((caloriesGoal) => {
    const caloriesOutside = caloriesGoal * outsideShare;
    return {
      caloriesGoal,
      caloriesOutside,
      ratio: caloriesGoal / mean,
      band: calorieBand(caloriesGoal, caloriesOutside),
    };
  });
}

/** The average eater's band: what every day of a plan is held to. */
export function householdBand(household: Household): CalorieBand {
  const eaters = eatersOf(household);
  const mean = eaters.reduce((sum, eater) => sum + eater.caloriesGoal, 0) / eaters.length;
  return calorieBand(mean, (mean * household.caloriesOutside) / household.caloriesGoal);
}

/** Percent of calories, as [min, max], per macronutrient. */
export type MacroRanges = Record<Macro, readonly [number, number]>;

export function macroRanges(program: NutritionProgram): MacroRanges {
  const { carbohydrates, protein, fat } = program.nutritionPercentage;
  return {
    protein: [protein.proteinMin, protein.proteinMax],
    carbs: [carbohydrates.carbsMin, carbohydrates.carbsMax],
    fat: [fat.fatMin, fat.fatMax],
  };
}

/** Kcal each eater has from a meal of `eatenServings` shared among `people`. */
export function mealKcal(
  nutrition: NutritionPerServing,
  eatenServings: number,
  people: number,
): MacroKcal {
  const share = eatenServings / people;
  return {
    protein: nutrition.protein * KCAL_PER_GRAM.protein * share,
    carbs: nutrition.carbs * KCAL_PER_GRAM.carbs * share,
    fat: nutrition.fat * KCAL_PER_GRAM.fat * share,
  };
}

/** A person's kcal from the average eater's. */
export function eaterKcal(kcal: MacroKcal, eater: Eater): MacroKcal {
  return {
    protein: kcal.protein * eater.ratio,
    carbs: kcal.carbs * eater.ratio,
    fat: kcal.fat * eater.ratio,
  };
}

export const totalKcal = (kcal: MacroKcal): number => kcal.protein + kcal.carbs + kcal.fat;

export function addKcal(a: MacroKcal, b: MacroKcal): MacroKcal {
  return { protein: a.protein + b.protein, carbs: a.carbs + b.carbs, fat: a.fat + b.fat };
}

export const noKcal: MacroKcal = { protein: 0, carbs: 0, fat: 0 };

/** Percent of the day's planned calories from each macronutrient (0 for an empty day). */
export function macroShares(kcal: MacroKcal): Record<Macro, number> {
  const total = totalKcal(kcal);
  const share = (part: number) => (total > 0 ? (part / total) * 100 : 0);
  return { protein: share(kcal.protein), carbs: share(kcal.carbs), fat: share(kcal.fat) };
}

/**
 * Whether a day's kcal per eater (by macronutrient) keep the band and the ranges, `margin` kcal
 * inside them. Plain numbers in, nothing allocated: the first plan asks it millions of times.
 */
export function keepsDayLimits(
  protein: number,
  carbs: number,
  fat: number,
  band: CalorieBand,
  ranges: MacroRanges,
  margin: number,
): boolean {
  const total = protein + carbs + fat;
  if (total < band.min + margin || total > band.max - margin) return false;
  const within = (part: number, [min, max]: readonly [number, number]) =>
    part - (min / 100) * total >= margin && part - (max / 100) * total <= -margin;
  return within(protein, ranges.protein) && within(carbs, ranges.carbs) && within(fat, ranges.fat);
}

export type DayRule = 'calories' | `${Macro}-share`;

/** The limits a day's planned calories break, none when it keeps them all. */
export function dayRulesBroken(
  kcal: MacroKcal,
  band: CalorieBand,
  ranges: MacroRanges,
  /** Slack for the solver's floating point: a kcal or a share a millionth outside still holds. */
  tolerance = 1e-6,
): DayRule[] {
  const broken: DayRule[] = [];
  const total = totalKcal(kcal);
  if (total < band.min - tolerance * band.min || total > band.max + tolerance * band.max) {
    broken.push('calories');
  }
  const shares = macroShares(kcal);
  for (const macro of macros) {
    const [min, max] = ranges[macro];
    if (shares[macro] < min - tolerance * 100 || shares[macro] > max + tolerance * 100) {
      broken.push(`${macro}-share`);
    }
  }
  return broken;
}
