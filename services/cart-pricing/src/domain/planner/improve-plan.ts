/**
 * The first plan made better by the objective (objective.ts), while every day keeps its limits
 * and no recipe repeats within the window. Three kinds of change, each kept only if the plan
 * gains, until none helps or the time is up:
 *
 * - one meal: a free slot takes the option that lowers the objective most;
 * - one day: a day's free slots take the combination that lowers it most (one meal alone often
 *   cannot change without breaking the day's calories or macro shares);
 * - one ingredient less: every day cooking with the ingredient left over the most takes its
 *   best combination without it. A pack bought for two meals is only saved when both change,
 *   which no single change can see.
 *
 * At a local best, two days drawn at random take any combination they may, and the descent
 * starts again (iterated local search); the best plan found is kept. The day-by-day first plan
 * cannot see that a later day will use up what an earlier one bought; this search weighs the
 * whole plan's packs, so the solver starts from a plan already good by its own measure.
 */
import { mulberry32 } from '@mise/platform/seeded-random';
import { Basket } from './basket.js';
import { addKcal, keepsDayLimits, type MacroKcal, noKcal } from './day-nutrition.js';
import { type Combination, dayCombinations } from './first-plan.js';
import { cheapestUnitPrice, type MealOption } from './meal-options.js';
import { DAY_MARGIN } from './model.js';
import { ingredientObjective } from './objective.js';
import type { PlanLot } from './plan.js';
import {
  mayHold,
  type PlacedMeal,
  type PlanSpace,
  placeMeal,
  type Slot,
  type SlotMeals,
  slotKey,
} from './plan-space.js';

/** A change must gain at least this many cents: float noise is not an improvement. */
const LEAST_GAIN = 1e-6;

/** Combinations of a day's meals weighed per day change, the cheapest by unit cost. */
const COMBINATIONS_PER_DAY = 256;

export function improvePlan(
  space: PlanSpace,
  kept: SlotMeals,
  plan: ReadonlyMap<string, PlacedMeal>,
  timeIsUp: () => boolean,
): Map<string, PlacedMeal> {
  const state = new PlanState(space, kept, plan);
  const random = mulberry32(KICK_SEED);
  state.descend(timeIsUp);
  let best = { meals: new Map(state.meals), objective: state.objective };
  // With one day free (a swap), the day's best combination is already weighed: nothing to kick.
  const kicks = state.freeDays() > 1 ? IDLE_KICKS : 0;
  for (let idle = 0; idle < kicks && !timeIsUp(); idle++) {
    for (let kick = 0; kick < DAYS_PER_KICK; kick++) state.anyDay(random);
    state.descend(timeIsUp);
    if (state.objective < best.objective - LEAST_GAIN) {
      best = { meals: new Map(state.meals), objective: state.objective };
      idle = -1;
    } else {
      state.restore(best);
    }
  }
  return best.meals;
}

/**
 * A local best is left by giving this many days any combination that keeps their limits, and
 * the descent starts again from there (iterated local search); the best plan found is kept.
 */
const DAYS_PER_KICK = 2;
/** Kicks in a row that find nothing better before the search ends on its own. */
const IDLE_KICKS = 200;
/** The kicks are drawn from a fixed seed: the same request, on an idle machine, plans alike. */
const KICK_SEED = 17;

interface Change {
  slot: Slot;
  option: MealOption;
}

class PlanState {
  readonly meals: Map<string, PlacedMeal>;
  private readonly ledger: IngredientLedger;
  private readonly dayKcal: MacroKcal[];
  private readonly freeByDay: readonly Slot[][];
  private readonly combinations = new Map<number, readonly Combination[]>();

  constructor(
    private readonly space: PlanSpace,
    private readonly kept: SlotMeals,
    plan: ReadonlyMap<string, PlacedMeal>,
  ) {
    this.meals = new Map(plan);
    this.ledger = new IngredientLedger(space, plan);
    this.dayKcal = Array.from({ length: space.days }, (_, day) => this.kcalOf(day, this.meals));
    this.freeByDay = Array.from({ length: space.days }, (_, day) =>
      space.mealTypeIds
        .map((mealTypeId) => ({ day, mealTypeId }))
        .filter((slot) => this.meals.has(slotKey(slot)) && !kept.has(slotKey(slot))),
    );
  }

  /** The plan's objective, from where it started: what the changes added. */
  objective = 0;

  /** Changes that gain, of each kind in turn, until none does or the time is up. */
  descend(timeIsUp: () => boolean): void {
    do {
      while (this.oneMealAtATime(timeIsUp) || this.oneDayAtATime(timeIsUp));
    } while (!timeIsUp() && this.oneIngredientLess(timeIsUp));
  }

  /** How many days have a free slot. */
  freeDays(): number {
    return this.freeByDay.filter((free) => free.length > 0).length;
  }

  /** A day drawn at random takes a combination drawn at random among those it may take. */
  anyDay(random: () => number): void {
    const days = this.freeByDay.flatMap((free, day) => (free.length > 0 ? [day] : []));
    const day = days[Math.floor(random() * days.length)];
    if (day === undefined) return;
    const free = this.freeByDay[day] ?? [];
    const others = new Map(this.meals);
    for (const slot of free) others.delete(slotKey(slot));
    const allowed = this.combinationsOf(day).filter(({ options }) =>
      options.every((option, index) =>
        mayHold(this.space, others, free[index] as Slot, option.recipe._id),
      ),
    );
    const chosen = allowed[Math.floor(random() * allowed.length)];
    if (!chosen) return;
    this.apply(free.map((slot, index) => ({ slot, option: chosen.options[index] as MealOption })));
  }

  /** Back to a plan found before, with its objective. */
  restore(plan: { meals: SlotMeals; objective: number }): void {
    const changes = this.freeByDay.flat().flatMap((slot) => {
      const option = plan.meals.get(slotKey(slot))?.option;
      return option ? [{ slot, option }] : [];
    });
    this.apply(changes);
    this.objective = plan.objective;
  }

  /** One pass over the free slots; whether any changed. */
  oneMealAtATime(timeIsUp: () => boolean): boolean {
    let changed = false;
    for (const slot of this.freeByDay.flat()) {
      if (timeIsUp()) break;
      const best = this.bestOption(slot);
      if (best && best.added < -LEAST_GAIN) {
        this.apply([{ slot, option: best.option }]);
        changed = true;
      }
    }
    return changed;
  }

  /** One pass over the days, each taking its best combination of meals; whether any changed. */
  oneDayAtATime(timeIsUp: () => boolean): boolean {
    let changed = false;
    for (let day = 0; day < this.space.days; day++) {
      if (timeIsUp()) break;
      const best = this.bestDay(day, null);
      if (best && best.added < -LEAST_GAIN) {
        this.apply(best.changes);
        changed = true;
      }
    }
    return changed;
  }

  /**
   * The ingredients by what is left of them, the most first, until one can go with a gain:
   * every day cooking with it takes its best combination without it.
   */
  oneIngredientLess(timeIsUp: () => boolean): boolean {
    for (const ingredientId of this.ledger.byLeftover()) {
      if (timeIsUp()) return false;
      const days = [
        ...new Set(
          this.freeByDay
            .flat()
            .filter((slot) => uses(this.optionIn(slot), ingredientId))
            .map((slot) => slot.day),
        ),
      ];
      if (days.length === 0) continue;
      const undo: Change[] = [];
      let added = 0;
      let complete = true;
      for (const day of days) {
        const best = this.bestDay(day, ingredientId);
        if (!best) {
          complete = false;
          break;
        }
        undo.push(...this.current(best.changes));
        added += this.apply(best.changes);
      }
      if (complete && added < -LEAST_GAIN) return true;
      this.apply(undo.reverse());
    }
    return false;
  }

  private optionIn(slot: Slot): MealOption | undefined {
    return this.meals.get(slotKey(slot))?.option;
  }

  private current(changes: readonly Change[]): Change[] {
    return changes.flatMap(({ slot }) => {
      const option = this.optionIn(slot);
      return option ? [{ slot, option }] : [];
    });
  }

  /** Places the changes in order; what they added to the objective. */
  private apply(changes: readonly Change[]): number {
    let added = 0;
    for (const { slot, option } of changes) {
      const current = this.optionIn(slot);
      if (!current || current === option) continue;
      const key = slotKey(slot);
      added += this.ledger.change(key, slot.day, current, option);
      this.ledger.replace(key, slot.day, current, option);
      placeMeal(this.meals, slot, option);
      this.dayKcal[slot.day] = this.kcalOf(slot.day, this.meals);
    }
    this.objective += added;
    return added;
  }

  /** What the changes would add to the objective, found by making and unmaking them. */
  private trial(changes: readonly Change[]): number {
    const undo = this.current(changes);
    const added = this.apply(changes);
    this.apply(undo.reverse());
    return added;
  }

  /**
   * The slot's option that adds the least to the objective (its current one excluded), keeping
   * its day's limits and the repeat window.
   */
  private bestOption(slot: Slot): { option: MealOption; added: number } | null {
    const current = this.optionIn(slot);
    if (!current) return null;
    const key = slotKey(slot);
    const day = this.dayKcal[slot.day] ?? noKcal;
    let best: { option: MealOption; added: number } | null = null;
    for (const option of this.space.options.get(slot.mealTypeId) ?? []) {
      if (option === current || !fitsDay(this.space, day, current, option)) continue;
      const sameRecipe = option.recipe._id === current.recipe._id;
      if (!sameRecipe && !mayHold(this.space, this.meals, slot, option.recipe._id)) continue;
      const added = this.ledger.change(key, slot.day, current, option);
      if (!best || added < best.added) best = { option, added };
    }
    return best;
  }

  /**
   * The day's combination of free meals that adds the least to the objective, keeping its
   * limits and the repeat window, and without `avoiding` when it is given.
   */
  private bestDay(
    day: number,
    avoiding: string | null,
  ): { changes: Change[]; added: number } | null {
    const free = this.freeByDay[day] ?? [];
    if (free.length === 0) return null;
    const others = new Map(this.meals);
    for (const slot of free) others.delete(slotKey(slot));
    let best: { changes: Change[]; added: number } | null = null;
    for (const { options } of this.combinationsOf(day)) {
      const allowed = options.every(
        (option, index) =>
          !(avoiding && uses(option, avoiding)) &&
          mayHold(this.space, others, free[index] as Slot, option.recipe._id),
      );
      if (!allowed) continue;
      const changes = free.map((slot, index) => ({ slot, option: options[index] as MealOption }));
      const added = this.trial(changes);
      if (!best || added < best.added) best = { changes, added };
    }
    return best;
  }

  /**
   * The day's combinations that keep its limits, made once: the repeat window and the
   * ingredient avoided are checked as they are weighed, since they change as the plan does.
   */
  private combinationsOf(day: number): readonly Combination[] {
    let combinations = this.combinations.get(day);
    if (!combinations) {
      const free = this.freeByDay[day] ?? [];
      const allowed = free.map((slot) =>
        (this.space.options.get(slot.mealTypeId) ?? []).filter((option) =>
          mayHold(this.space, this.kept, slot, option.recipe._id),
        ),
      );
      combinations = dayCombinations(
        this.space,
        allowed,
        this.kcalOf(day, this.kept),
        COMBINATIONS_PER_DAY,
      );
      this.combinations.set(day, combinations);
    }
    return combinations;
  }

  private kcalOf(day: number, meals: SlotMeals): MacroKcal {
    return this.space.mealTypeIds.reduce((sum, mealTypeId) => {
      const meal = meals.get(slotKey({ day, mealTypeId }));
      return meal ? addKcal(sum, meal.option.kcal) : sum;
    }, noKcal);
  }
}

const uses = (option: MealOption | undefined, ingredientId: string): boolean =>
  option?.amounts.some((amount) => amount.ingredientId === ingredientId) ?? false;

function fitsDay(space: PlanSpace, day: MacroKcal, out: MealOption, into: MealOption): boolean {
  return keepsDayLimits(
    day.protein - out.kcal.protein + into.kcal.protein,
    day.carbs - out.kcal.carbs + into.kcal.carbs,
    day.fat - out.kcal.fat + into.kcal.fat,
    space.band,
    space.ranges,
    DAY_MARGIN,
  );
}

/**
 * The plan's need per ingredient, and what a change of one meal does to the objective. Most
 * ingredients are a total; those the pantry holds keep their uses by slot, because which lots a
 * meal cooks with depends on the day it is cooked.
 */
class IngredientLedger {
  private readonly total = new Map<string, number>();
  private readonly uses = new Map<string, Map<string, Use>>();
  private readonly lotsOf = new Map<string, PlanLot[]>();
  private readonly unitPrice = new Map<string, number>();

  constructor(
    private readonly space: PlanSpace,
    plan: SlotMeals,
  ) {
    for (const lot of space.lots) {
      this.lotsOf.set(lot.ingredientId, [...(this.lotsOf.get(lot.ingredientId) ?? []), lot]);
      this.uses.set(lot.ingredientId, new Map());
    }
    for (const [key, meal] of plan) this.add(key, meal.slot.day, meal.option, 1);
  }

  /** What replacing `out` by `into` in a slot adds to the objective (negative: it gains). */
  change(key: string, day: number, out: MealOption, into: MealOption): number {
    const changes = new Map<string, number>();
    for (const { ingredientId, quantity } of out.amounts) {
      changes.set(ingredientId, (changes.get(ingredientId) ?? 0) - quantity);
    }
    for (const { ingredientId, quantity } of into.amounts) {
      changes.set(ingredientId, (changes.get(ingredientId) ?? 0) + quantity);
    }
    let added = 0;
    for (const [ingredientId, change] of changes) {
      const uses = this.uses.get(ingredientId);
      if (uses) {
        const after = [...uses].filter(([slot]) => slot !== key).map(([, use]) => use);
        const quantity = amountOf(into, ingredientId);
        if (quantity > 0) after.push({ day, quantity });
        added +=
          this.withPantry(ingredientId, after) - this.withPantry(ingredientId, [...uses.values()]);
      } else {
        const before = this.total.get(ingredientId) ?? 0;
        added +=
          this.objective(ingredientId, before + change, 0) -
          this.objective(ingredientId, before, 0);
      }
    }
    return added;
  }

  /** Ingredients bought, the one with the most left over (by value) first. */
  byLeftover(): string[] {
    const left = [...this.total]
      .filter(([, need]) => need > 1e-9)
      .map(([ingredientId, need]) => {
        const mix = this.space.catalog.pricer.pricing(ingredientId, this.space.tier).mix(need);
        return { ingredientId, value: (mix.quantity - need) * this.unitPriceOf(ingredientId) };
      });
    return left.sort((a, b) => b.value - a.value).map((entry) => entry.ingredientId);
  }

  replace(key: string, day: number, out: MealOption, into: MealOption): void {
    this.add(key, day, out, -1);
    this.add(key, day, into, 1);
  }

  private add(key: string, day: number, option: MealOption, sign: 1 | -1): void {
    for (const { ingredientId, quantity } of option.amounts) {
      this.total.set(ingredientId, (this.total.get(ingredientId) ?? 0) + sign * quantity);
      const uses = this.uses.get(ingredientId);
      if (!uses) continue;
      if (sign < 0) uses.delete(key);
      else uses.set(key, { day, quantity: amountOf(option, ingredientId) });
    }
  }

  /** The ingredient's objective when the pantry's lots cook its uses, the earliest day first. */
  private withPantry(ingredientId: string, uses: readonly Use[]): number {
    const basket = new Basket(
      this.space.catalog,
      this.space.tier,
      this.lotsOf.get(ingredientId) ?? [],
    );
    for (const use of [...uses].sort((a, b) => a.day - b.day)) {
      basket.add([{ ingredientId, quantity: use.quantity }], use.day);
    }
    const pantryUsed = basket.usedFromLot.reduce((sum, used) => sum + used, 0);
    return this.objective(ingredientId, basket.buying().get(ingredientId) ?? 0, pantryUsed);
  }

  private objective(ingredientId: string, bought: number, pantryUsed: number): number {
    return ingredientObjective(
      this.space.catalog.pricer.pricing(ingredientId, this.space.tier),
      this.unitPriceOf(ingredientId),
      bought,
      pantryUsed,
    );
  }

  private unitPriceOf(ingredientId: string): number {
    let unitPrice = this.unitPrice.get(ingredientId);
    if (unitPrice === undefined) {
      unitPrice = cheapestUnitPrice(this.space.catalog, ingredientId, this.space.tier);
      this.unitPrice.set(ingredientId, unitPrice);
    }
    return unitPrice;
  }
}

interface Use {
  day: number;
  quantity: number;
}

const amountOf = (option: MealOption, ingredientId: string): number =>
  option.amounts.reduce(
    (sum, amount) => (amount.ingredientId === ingredientId ? sum + amount.quantity : sum),
    0,
  );
