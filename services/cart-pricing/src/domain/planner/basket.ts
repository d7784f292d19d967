/**
 * A plan's groceries as it is put together, day by day: each meal cooks first with pantry lots
 * still good that day (the soonest to expire first), and buys the rest in whole packs at the
 * tier's cheapest mix. This is the one definition of "pantry food used before it expires": what
 * the answer reports as the pantry value used, and what the first plan weighs meals with.
 */
import type { PricingCatalog } from '../pricing-engine.js';
import type { BrandTier } from '../tier-prices.js';
import { cheapestUnitPrice, type IngredientAmount } from './meal-options.js';
import type { PlanLot } from './plan.js';

export class Basket {
  /** Base units to buy, per ingredient. */
  private readonly toBuy = new Map<string, number>();
  /** What is left of each lot. */
  private readonly left: number[];
  /** What was cooked from each lot. */
  readonly usedFromLot: number[];
  /** Lot indexes per ingredient, the soonest to expire first. */
  private readonly lotsOf = new Map<string, number[]>();

  constructor(
    private readonly catalog: PricingCatalog,
    private readonly tier: BrandTier,
    private readonly lots: readonly PlanLot[],
  ) {
    this.left = lots.map((lot) => lot.baseQuantity);
    this.usedFromLot = lots.map(() => 0);
    lots.forEach((lot, index) => {
      this.lotsOf.set(lot.ingredientId, [...(this.lotsOf.get(lot.ingredientId) ?? []), index]);
    });
    for (const indexes of this.lotsOf.values()) {
      indexes.sort((a, b) => (lots[a]?.lastDay ?? 0) - (lots[b]?.lastDay ?? 0) || a - b);
    }
  }

  /** What cooking `amounts` on `day` adds to the cost of the packs bought, in cents. */
  addedCost(amounts: readonly IngredientAmount[], day: number): number {
    let added = 0;
    for (const { ingredientId, quantity } of amounts) {
      const buying = Math.max(0, quantity - this.pantryLeft(ingredientId, day));
      if (buying === 0) continue;
      const before = this.toBuy.get(ingredientId) ?? 0;
      added += this.packCost(ingredientId, before + buying) - this.packCost(ingredientId, before);
    }
    return added;
  }

  add(amounts: readonly IngredientAmount[], day: number): void {
    for (const { ingredientId, quantity } of amounts) {
      let rest = quantity;
      for (const lot of this.goodLots(ingredientId, day)) {
        const used = Math.min(rest, this.left[lot] ?? 0);
        this.left[lot] = (this.left[lot] ?? 0) - used;
        this.usedFromLot[lot] = (this.usedFromLot[lot] ?? 0) + used;
        rest -= used;
        if (rest <= 0) break;
      }
      if (rest > 0) this.toBuy.set(ingredientId, (this.toBuy.get(ingredientId) ?? 0) + rest);
    }
  }

  /** Base units still to buy of each ingredient. */
  buying(): ReadonlyMap<string, number> {
    return this.toBuy;
  }

  /** The pantry food cooked, at the tier's cheapest price per base unit, in whole cents. */
  pantryValueUsedCents(): number {
    const value = this.lots.reduce(
      (sum, lot, index) =>
        sum +
        (this.usedFromLot[index] ?? 0) *
          cheapestUnitPrice(this.catalog, lot.ingredientId, this.tier),
      0,
    );
    return Math.round(value);
  }

  private packCost(ingredientId: string, need: number): number {
    return this.catalog.pricer.pricing(ingredientId, this.tier).mix(need).costCents;
  }

  private pantryLeft(ingredientId: string, day: number): number {
    let held = 0;
    for (const lot of this.goodLots(ingredientId, day)) held += this.left[lot] ?? 0;
    return held;
  }

  /** Indexes of the ingredient's lots still good on `day`, the soonest to expire first. */
  private goodLots(ingredientId: string, day: number): number[] {
    return (this.lotsOf.get(ingredientId) ?? []).filter(
      (index) => (this.lots[index]?.lastDay ?? -1) >= day,
    );
  }
}
