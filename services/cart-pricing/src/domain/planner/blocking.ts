/**
 * When no plan fits: which of the shopper's choices blocks, found on the model itself. Each
 * group of rules (the calorie band, one macronutrient's range, the repeat window, one filter) is
 * lifted in turn; a group whose lifting lets a plan through blocks, and the sentence names it
 * with the choices it weighs against.
 */
import type { FieldProblem } from '@mise/contracts';
import type { PricingCatalog } from '../pricing-engine.js';
import { type FilterGroup, filterGroups, mealCandidates, slotLimits } from './candidates.js';
import { householdBand, type Macro, macros } from './day-nutrition.js';
import { firstPlan } from './first-plan.js';
import { buildModel } from './model.js';
import type { PlanLot, PlanRequest } from './plan.js';
import { keptMeals, type PlanSpace } from './plan-space.js';
import type { MilpSolver } from './solver-port.js';

export type Blocking = FieldProblem;

type RowGroup = 'calories' | `${Macro}-share` | 'repeat';

/** Time a feasibility check of one lifted group may take. */
const LIFTED_SOLVE_MS = 300;

const macroNames: Record<Macro, string> = {
  protein: 'protein',
  carbs: 'carbohydrates',
  fat: 'fat',
};

/** How many recipes the filters allow, over the meal types, with `without` lifted. */
function candidateCount(
  request: PlanRequest,
  catalog: PricingCatalog,
  without: readonly FilterGroup[],
): number {
  return [...mealCandidates(request, catalog, without).values()].reduce(
    (sum, recipes) => sum + recipes.length,
    0,
  );
}

/**
 * What the filters allow, in words: "vegetarian dinner under 20 minutes", or each meal type with
 * its own time when they differ ("breakfast under 15 minutes and dinner under 60 minutes"). The
 * time is named only when it leaves a recipe out (`withTime`).
 */
function whatFits(
  request: PlanRequest,
  catalog: PricingCatalog,
  withTime: boolean,
  mealTypeIds: readonly string[] = request.mealTypes.map((type) => type.mealTypeId),
) {
  const diet = request.diet === 'everything' ? '' : `${request.diet} `;
  const name = (id: string) =>
    catalog.copy.mealTypes.find((type) => type._id === id)?.name.toLowerCase() ?? id;
  if (!withTime) return `${diet}${joinAnd(mealTypeIds.map(name))}`;
  const times = mealTypeIds.map((id) => slotLimits(request, id).cookingTime);
  const inWords = ({ min, max }: { min: number; max: number }) =>
    min > 0 ? `taking ${min} to ${max} minutes` : `under ${max} minutes`;
  const [first] = times;
  if (first && times.every((time) => time.min === first.min && time.max === first.max)) {
    return `${diet}${joinAnd(mealTypeIds.map(name))} ${inWords(first)}`;
  }
  return `${diet}${joinAnd(mealTypeIds.map((id, index) => `${name(id)} ${inWords(times[index] ?? request.cookingTime)}`))}`;
}

const filterWords: Record<FilterGroup, { field: string; remedy: string }> = {
  diet: { field: 'diet', remedy: 'choose another diet' },
  allergies: { field: 'allergies', remedy: 'allow one of the allergens' },
  dislikedIngredients: {
    field: 'dislikedIngredients',
    remedy: 'like one of the ingredients again',
  },
  cookingTime: { field: 'cookingTime', remedy: 'widen the cooking time' },
  difficultyLevel: { field: 'difficultyLevel', remedy: 'allow harder recipes' },
};

/** A meal type no recipe passes the filters for: said at once, with the filters that empty it. */
export function checkSpace(
  request: PlanRequest,
  catalog: PricingCatalog,
  space: PlanSpace,
): Blocking[] {
  const empty = [...space.options].filter(([, options]) => options.length === 0).map(([id]) => id);
  if (empty.length === 0) return [];
  const lifting = filterGroups.filter((group) =>
    [...mealCandidates(request, catalog, [group])]
      .filter(([id]) => empty.includes(id))
      .every(([, recipes]) => recipes.length > 0),
  );
  const remedies = lifting.map((group) => filterWords[group].remedy);
  const withTime =
    candidateCount(request, catalog, ['cookingTime']) !== candidateCount(request, catalog, []);
  const message = `No ${whatFits(request, catalog, withTime, empty)} fits your choices${
    remedies.length > 0 ? `; ${joinOr(remedies)}` : '; widen your choices'
  }.`;
  const fields =
    lifting.length > 0 ? lifting.map((group) => filterWords[group].field) : ['mealTypes'];
  return fields.map((field) => ({ field, rule: 'no-recipe', message }));
}

const joinWith = (word: string) => (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${word} ${parts.at(-1)}` : (parts[0] ?? '');
const joinOr = joinWith('or');
const joinAnd = joinWith('and');

function lift(space: PlanSpace, groups: readonly RowGroup[]): PlanSpace {
  let lifted = space;
  for (const group of groups) {
    if (group === 'calories') {
      lifted = { ...lifted, band: { ...lifted.band, min: 0, max: Number.POSITIVE_INFINITY } };
    } else if (group === 'repeat') {
      lifted = { ...lifted, repeatWithinDays: 1 };
    } else {
      const macro = group.replace('-share', '') as Macro;
      lifted = { ...lifted, ranges: { ...lifted.ranges, [macro]: [0, 100] } };
    }
  }
  return lifted;
}

export async function explainBlocked(
  request: PlanRequest,
  catalog: PricingCatalog,
  lots: readonly PlanLot[],
  solve: MilpSolver,
  limits: { timeLimitMs: number; shortlistSize: number },
  spaceFor: (
    request: PlanRequest,
    catalog: PricingCatalog,
    lots: readonly PlanLot[],
    limits: { timeLimitMs: number; shortlistSize: number },
    relaxed?: readonly FilterGroup[],
  ) => PlanSpace,
): Promise<Blocking[]> {
  const kept = keptMeals(request, catalog);
  const space = spaceFor(request, catalog, lots, limits);
  const feasible = async (lifted: PlanSpace) => {
    if (firstPlan(lifted, kept)) return true;
    const model = buildModel(lifted, kept);
    model.milp.colCost.fill(0);
    const answer = await solve(model.milp, { timeLimitMs: LIFTED_SOLVE_MS, relativeGap: 1 });
    return answer.colValue !== null;
  };
  const shares = macros.map((m) => `${m}-share` as const);
  const rowGroups: RowGroup[] = ['calories', ...shares, 'repeat'];
  const blocking: RowGroup[] = [];
  for (const group of rowGroups) {
    if (await feasible(lift(space, [group]))) blocking.push(group);
  }
  // The ranges may block only together (keto's fat and carbohydrates): then each range that
  // still blocks with the other two lifted is named.
  if (blocking.length === 0 && (await feasible(lift(space, shares)))) {
    for (const share of shares) {
      if (
        !(await feasible(
          lift(
            space,
            shares.filter((other) => other !== share),
          ),
        ))
      ) {
        blocking.push(share);
      }
    }
  }
  // A filter that leaves out no recipe cannot be what blocks: only the others are tried.
  const applied = candidateCount(request, catalog, []);
  const lifted = new Map(
    filterGroups.map((group) => [group, candidateCount(request, catalog, [group])]),
  );
  const filtersLifting: FilterGroup[] = [];
  for (const group of filterGroups) {
    if (lifted.get(group) === applied) continue;
    if (await feasible(spaceFor(request, catalog, lots, limits, [group]))) {
      filtersLifting.push(group);
    }
  }
  const fits = whatFits(request, catalog, lifted.get('cookingTime') !== applied);
  return sentences(request, fits, blocking, filtersLifting);
}

function sentences(
  request: PlanRequest,
  /** What the filters allow, in words. */
  fits: string,
  rows: readonly RowGroup[],
  filters: readonly FilterGroup[],
): Blocking[] {
  const household = householdBand(request);
  const band = { min: Math.round(household.min), max: Math.round(household.max) };
  const eater = request.people ? 'the average person' : 'a person';
  const remedies = filters.map((group) => filterWords[group].remedy);
  const or = (first: string) => joinOr([first, ...remedies]);
  const { nutritionPercentage: range } = request.program;
  const macroRange: Record<Macro, [number, number]> = {
    protein: [range.protein.proteinMin, range.protein.proteinMax],
    carbs: [range.carbohydrates.carbsMin, range.carbohydrates.carbsMax],
    fat: [range.fat.fatMin, range.fat.fatMax],
  };
  const found: Blocking[] = [];
  for (const group of rows) {
    if (group === 'calories') {
      found.push({
        field: 'caloriesGoal',
        rule: 'calories',
        message: `No ${fits} brings ${band.min} to ${band.max} kcal ${eater} a day; ${or('change the calorie goal or the calories eaten outside the plan')}.`,
      });
    } else if (group === 'repeat') {
      found.push({
        field: 'repeatWithinDays',
        rule: 'repeat',
        message: `Too few ${fits} recipes fit to go ${request.repeatWithinDays} days without repeating one; ${or('allow repeats sooner')}.`,
      });
    } else {
      const macro = group.replace('-share', '') as Macro;
      const [min, max] = macroRange[macro];
      found.push({
        field: 'nutritionProgramId',
        rule: group,
        message: `No ${fits} keeps ${macroNames[macro]} between ${min} % and ${max} % of the calories; ${or(`widen the ${macroNames[macro]} range with another program`)}.`,
      });
    }
  }
  if (found.length === 0 && filters.length > 0) {
    found.push({
      field: filterWords[filters[0] ?? 'diet'].field,
      rule: 'filters',
      message: `No plan of ${fits} meets your goals; ${joinOr(remedies)}.`,
    });
  }
  if (found.length === 0) {
    found.push({
      field: 'nutritionProgramId',
      rule: 'together',
      message: `No plan of ${fits} meets the calorie goal, the program's ranges and the repeat rule together; loosen one of them.`,
    });
  }
  return found.map((blocking) => ({ ...blocking }));
}
