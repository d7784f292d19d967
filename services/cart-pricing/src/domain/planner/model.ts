/**
 * The plan as one integer program (issue 17, "The model"), over the slots left free around the
 * kept meals:
 *
 * - z[slot, option] ∈ {0, 1}: the slot takes the option (a recipe at a portion). One per slot.
 *   Cooked servings are the option's, on the recipe's grid, so the grid holds by construction.
 * - y[ingredient, pack] ∈ ℕ: packs of each offer the tier has, bought.
 * - w[lot] ∈ [0, lot]: pantry food cooked with.
 *
 * Rows, per day: calories per eater inside the band, each macronutrient's share inside the
 * program's range (the ratio multiplied out: Σ z·(k_macro − share·k_total) ≥ 0). No recipe twice
 * within the repeat window. Per ingredient, packs and pantry cover the meals' need. Per
 * ingredient with lots, the food of lots that expire by day t covers at most the need of days
 * 0..t: pantry food is used before it expires (the exact condition for nested windows).
 *
 * Objective (objective.ts), in cents: the packs' price, less the pantry food used at its unit
 * price, plus a penalty on the leftovers' value. The plan's cost is never read from here: it is
 * the pricing engine's price of the plan's cart.
 */
import { macros, totalKcal } from './day-nutrition.js';
import { cheapestUnitPrice, type MealOption } from './meal-options.js';
import { LEFTOVER_WEIGHT, PANTRY_WEIGHT } from './objective.js';
import type { PlanSpace, SlotMeals } from './plan-space.js';
import { mayHold, type Slot, slotKey } from './plan-space.js';
import type { MilpModel } from './solver-port.js';

/** Rows are drawn this far inside their limits, so the solver's float tolerance stays inside. */
export const DAY_MARGIN = 1e-3;

export interface PlanModel {
  milp: MilpModel;
  /** The free slots, and for each z column its slot and option. */
  slots: readonly Slot[];
  mealColumns: readonly { slot: number; option: MealOption }[];
  /** For each y column, its ingredient and pack. */
  packColumns: readonly { ingredientId: string; productId: string; packSize: number }[];
  /** First column of the packs' y columns, in packColumns' order. */
  packStart: number;
  /** First column of the lots' w columns; lot l is column lotStart + l. */
  lotStart: number;
}

class Rows {
  readonly lower: number[] = [];
  readonly upper: number[] = [];
  readonly starts: number[] = [0];
  readonly indices: number[] = [];
  readonly values: number[] = [];

  /** An empty row stays: a free slot no recipe may take must make the model infeasible. */
  add(entries: ReadonlyMap<number, number>, lower: number, upper: number): void {
    for (const [column, value] of [...entries].sort((a, b) => a[0] - b[0])) {
      if (value === 0) continue;
      this.indices.push(column);
      this.values.push(value);
    }
    this.starts.push(this.indices.length);
    this.lower.push(lower);
    this.upper.push(upper);
  }
}

const addTo = (entries: Map<number, number>, column: number, value: number) =>
  entries.set(column, (entries.get(column) ?? 0) + value);

export function buildModel(space: PlanSpace, kept: SlotMeals): PlanModel {
  const slots: Slot[] = [];
  for (let day = 0; day < space.days; day++) {
    for (const mealTypeId of space.mealTypeIds) {
      if (!kept.has(slotKey({ day, mealTypeId }))) slots.push({ day, mealTypeId });
    }
  }
  const mealColumns = slots.flatMap((slot, index) =>
    (space.options.get(slot.mealTypeId) ?? [])
      .filter((option) => mayHold(space, kept, slot, option.recipe._id))
      .map((option) => ({ slot: index, option })),
  );

  // What each ingredient may need at most, for the packs' bounds.
  const keptNeed = new Map<string, number>();
  const keptNeedByDay = new Map<string, number[]>();
  for (const meal of kept.values()) {
    for (const { ingredientId, quantity } of meal.option.amounts) {
      keptNeed.set(ingredientId, (keptNeed.get(ingredientId) ?? 0) + quantity);
      const byDay = keptNeedByDay.get(ingredientId) ?? new Array<number>(space.days).fill(0);
      byDay[meal.slot.day] = (byDay[meal.slot.day] ?? 0) + quantity;
      keptNeedByDay.set(ingredientId, byDay);
    }
  }
  const mostPerSlot = new Map<string, number[]>();
  for (const { slot, option } of mealColumns) {
    for (const { ingredientId, quantity } of option.amounts) {
      const most = mostPerSlot.get(ingredientId) ?? new Array<number>(slots.length).fill(0);
      most[slot] = Math.max(most[slot] ?? 0, quantity);
      mostPerSlot.set(ingredientId, most);
    }
  }
  const ingredientIds = [...new Set([...keptNeed.keys(), ...mostPerSlot.keys()])].sort();
  const maxNeed = (id: string) =>
    (keptNeed.get(id) ?? 0) + (mostPerSlot.get(id) ?? []).reduce((a, b) => a + b, 0);

  const cost: number[] = [];
  const lower: number[] = [];
  const upper: number[] = [];
  const integer: number[] = [];
  const column = (c: number, lo: number, up: number, isInteger: boolean) => {
    cost.push(c);
    lower.push(lo);
    upper.push(up);
    integer.push(isInteger ? 1 : 0);
    return cost.length - 1;
  };

  const unitPrice = new Map(
    ingredientIds.map((id) => [id, cheapestUnitPrice(space.catalog, id, space.tier)]),
  );
  for (const { option } of mealColumns) {
    const leftoverCredit = option.amounts.reduce(
      (sum, { ingredientId, quantity }) => sum + (unitPrice.get(ingredientId) ?? 0) * quantity,
      0,
    );
    column(-LEFTOVER_WEIGHT * leftoverCredit, 0, 1, true);
  }
  const packStart = cost.length;
  const packColumns: PlanModel['packColumns'][number][] = [];
  const packsOf = new Map<string, number[]>();
  for (const ingredientId of ingredientIds) {
    const { packs } = space.catalog.pricer.pricing(ingredientId, space.tier).offer;
    const u = unitPrice.get(ingredientId) ?? 0;
    const columns = packs.map((pack) => {
      packColumns.push({ ingredientId, productId: pack.productId, packSize: pack.packSize });
      const most = Math.ceil(maxNeed(ingredientId) / pack.packSize) + 1;
      return column(pack.priceCents + LEFTOVER_WEIGHT * u * pack.packSize, 0, most, true);
    });
    packsOf.set(ingredientId, columns);
  }
  const lotStart = cost.length;
  for (const lot of space.lots) {
    const u = unitPrice.get(lot.ingredientId) ?? 0;
    column((LEFTOVER_WEIGHT - PANTRY_WEIGHT) * u, 0, lot.baseQuantity, false);
  }

  const rows = new Rows();
  // One meal per free slot.
  const slotRows = slots.map(() => new Map<number, number>());
  mealColumns.forEach((meal, c) => {
    slotRows[meal.slot]?.set(c, 1);
  });
  for (const entries of slotRows) rows.add(entries, 1, 1);
  // The day's limits, with the kept meals' calories on the right-hand side.
  for (let day = 0; day < space.days; day++) {
    const inDay = mealColumns
      .map((meal, c) => ({ meal, c }))
      .filter(({ meal }) => slots[meal.slot]?.day === day);
    if (inDay.length === 0) continue;
    let keptTotal = 0;
    const keptMacro = { protein: 0, carbs: 0, fat: 0 };
    for (const meal of kept.values()) {
      if (meal.slot.day !== day) continue;
      keptTotal += totalKcal(meal.option.kcal);
      for (const macro of macros) keptMacro[macro] += meal.option.kcal[macro];
    }
    const kcalRow = new Map(inDay.map(({ meal, c }) => [c, totalKcal(meal.option.kcal)]));
    rows.add(
      kcalRow,
      space.band.min - keptTotal + DAY_MARGIN,
      space.band.max - keptTotal - DAY_MARGIN,
    );
    for (const macro of macros) {
      const [min, max] = space.ranges[macro];
      for (const [share, isMin] of [
        [min / 100, true],
        [max / 100, false],
      ] as const) {
        const row = new Map(
          inDay.map(({ meal, c }) => [
            c,
            meal.option.kcal[macro] - share * totalKcal(meal.option.kcal),
          ]),
        );
        const keptPart = keptMacro[macro] - share * keptTotal;
        if (isMin) rows.add(row, -keptPart + DAY_MARGIN, Number.POSITIVE_INFINITY);
        else rows.add(row, Number.NEGATIVE_INFINITY, -keptPart - DAY_MARGIN);
      }
    }
  }
  // No recipe twice within the repeat window (kept meals already took their recipes' windows).
  const window = Math.min(space.repeatWithinDays, space.days);
  const byRecipe = new Map<string, number[]>();
  mealColumns.forEach((meal, c) => {
    byRecipe.set(meal.option.recipe._id, [...(byRecipe.get(meal.option.recipe._id) ?? []), c]);
  });
  for (const columns of byRecipe.values()) {
    for (let start = 0; start + window <= space.days; start++) {
      const inWindow = columns.filter((c) => {
        const day = slots[mealColumns[c]?.slot ?? 0]?.day ?? -1;
        return day >= start && day < start + window;
      });
      const entries = new Map(inWindow.map((c) => [c, 1]));
      // A recipe's portions in one slot are already one-of by the slot's row.
      const slotsCovered = new Set(inWindow.map((c) => mealColumns[c]?.slot));
      if (slotsCovered.size > 1) rows.add(entries, Number.NEGATIVE_INFINITY, 1);
    }
  }
  // Which meal columns use each ingredient, how much and on which day.
  const usesOf = new Map<string, { c: number; day: number; quantity: number }[]>();
  mealColumns.forEach((meal, c) => {
    const day = slots[meal.slot]?.day ?? 0;
    for (const { ingredientId, quantity } of meal.option.amounts) {
      usesOf.set(ingredientId, [...(usesOf.get(ingredientId) ?? []), { c, day, quantity }]);
    }
  });
  // Packs and pantry cover each ingredient's need.
  for (const ingredientId of ingredientIds) {
    const entries = new Map<number, number>();
    for (const c of packsOf.get(ingredientId) ?? []) {
      entries.set(c, packColumns[c - packStart]?.packSize ?? 0);
    }
    space.lots.forEach((lot, l) => {
      if (lot.ingredientId === ingredientId) entries.set(lotStart + l, 1);
    });
    for (const use of usesOf.get(ingredientId) ?? []) addTo(entries, use.c, -use.quantity);
    rows.add(entries, keptNeed.get(ingredientId) ?? 0, Number.POSITIVE_INFINITY);
  }
  // Pantry food is cooked before it expires: lots gone by day t cover at most days 0..t.
  const lastDay = space.days - 1;
  for (const ingredientId of new Set(space.lots.map((lot) => lot.ingredientId))) {
    const lots = space.lots
      .map((lot, l) => ({ lot, l }))
      .filter(({ lot }) => lot.ingredientId === ingredientId);
    const thresholds = new Set([...lots.map(({ lot }) => Math.min(lot.lastDay, lastDay)), lastDay]);
    for (const t of thresholds) {
      const entries = new Map<number, number>();
      for (const { lot, l } of lots) {
        if (t === lastDay || lot.lastDay <= t) entries.set(lotStart + l, 1);
      }
      for (const use of usesOf.get(ingredientId) ?? []) {
        if (use.day <= t) addTo(entries, use.c, -use.quantity);
      }
      const keptUpTo = (keptNeedByDay.get(ingredientId) ?? [])
        .slice(0, t + 1)
        .reduce((a, b) => a + b, 0);
      rows.add(entries, Number.NEGATIVE_INFINITY, keptUpTo);
    }
  }

  return {
    milp: {
      numCols: cost.length,
      numRows: rows.lower.length,
      colCost: Float64Array.from(cost),
      colLower: Float64Array.from(lower),
      colUpper: Float64Array.from(upper),
      rowLower: Float64Array.from(rows.lower),
      rowUpper: Float64Array.from(rows.upper),
      matrix: {
        starts: Int32Array.from(rows.starts),
        indices: Int32Array.from(rows.indices),
        values: Float64Array.from(rows.values),
      },
      integrality: Uint8Array.from(integer),
    },
    slots,
    mealColumns,
    packColumns,
    packStart,
    lotStart,
  };
}
