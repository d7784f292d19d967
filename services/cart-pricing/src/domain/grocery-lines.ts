/**
 * The grocery list with its prices: one line per ingredient to buy, and the totals.
 * Field names follow the spec's ingredient card where it has one (ingredientAmountDelivered,
 * usagePercentage, leftOverQuantity, productsAmount); amounts are in the ingredient's base
 * unit and money in integer cents.
 */

import { roundCents } from './money.js';
import { computeNeeds, type IngredientNeed, type Needs, type NeedsInput } from './needs.js';
import type { PackMix } from './pack-mix.js';
import type { TierPricer } from './tier-pricer.js';
import type { BrandTier } from './tier-prices.js';

export interface BoughtPack {
  productId: string;
  count: number;
  packSize: number;
  /** Price of one pack for the tier, after any fallback coefficient. */
  priceCents: number;
}

export interface GroceryLine {
  ingredientId: string;
  required: boolean;
  requiredToUser: boolean;
  recipeIds: string[];
  totalIngredientAmountRequired: number;
  /** Part of the need the pantry covers. */
  pantryUsed: number;
  fromUserPantry: boolean;
  /** Part of the need left to buy. */
  youNeedQuantity: number;
  /** The tier asked for and the tier whose products were used. */
  tier: BrandTier;
  productTier: BrandTier;
  /** True when the tier had no product and LOW_COST x the tier coefficient was used. */
  priceFallback: boolean;
  /** False when no product at all is offered for the ingredient: nothing bought, cost 0. */
  available: boolean;
  packs: BoughtPack[];
  /** Content of the packs bought. */
  ingredientAmountDelivered: number;
  /** Cost of the packs bought, in cents. */
  productsAmount: number;
  /** Delivered minus bought need, never negative. */
  leftOverQuantity: number;
  /** The leftover's share of the line's cost, in cents (money.ts rounding). */
  leftOverValueCents: number;
  /** Share of the delivered amount the recipes use, 0..100; 0 when nothing is delivered. */
  usagePercentage: number;
}

export interface GroceryTotals {
  /** Sum of the lines' productsAmount: the product cost of the groceries. */
  productsAmount: number;
  /** Sum of the lines' leftOverValueCents: what the leftovers are worth. */
  leftOverValueCents: number;
  /** Ingredients no product is offered for (lines with available: false). */
  unavailableIngredientIds: string[];
}

export interface PricedGroceries {
  lines: GroceryLine[];
  /** Staples the recipes use that the shopper has not added: offered, not priced. */
  offeredStaples: IngredientNeed[];
  totals: GroceryTotals;
}

/**
 * What the packs of `mix` not cooked are worth, unrounded: their cost times the share of their
 * content the need leaves over. The one definition of a leftover's value, which the cart shows
 * (rounded) and the planner weighs.
 */
export function leftoverValue(mix: PackMix, need: number): number {
  if (mix.quantity <= 0) return 0;
  return (mix.costCents * Math.max(0, mix.quantity - need)) / mix.quantity;
}

export function groceryLine(
  need: IngredientNeed,
  pricer: TierPricer,
  tier: BrandTier,
): GroceryLine {
  const { offer, mix: mixFor } = pricer.pricing(need.ingredientId, tier);
  const available = offer.packs.length > 0;
  const mix = mixFor(need.toBuy);
  const bySize = new Map(offer.packs.map((p) => [p.productId, p]));
  const packs = mix.packs.map(({ productId, count }) => {
    const pack = bySize.get(productId);
    return {
      productId,
      count,
      packSize: pack?.packSize ?? 0,
      priceCents: pack?.priceCents ?? 0,
    };
  });
  const delivered = mix.quantity;
  const leftOverQuantity = available ? Math.max(0, delivered - need.toBuy) : 0;
  const leftOverValueCents = roundCents(leftoverValue(mix, need.toBuy));
  const usagePercentage = delivered > 0 ? Math.min(100, (need.toBuy / delivered) * 100) : 0;
  return {
    ingredientId: need.ingredientId,
    required: need.required,
    requiredToUser: need.requiredToUser,
    recipeIds: need.recipeIds,
    totalIngredientAmountRequired: need.totalRequired,
    pantryUsed: need.pantryUsed,
    fromUserPantry: need.pantryUsed > 0,
    youNeedQuantity: need.toBuy,
    tier,
    productTier: offer.productTier,
    priceFallback: offer.fallback,
    available,
    packs,
    ingredientAmountDelivered: delivered,
    productsAmount: mix.costCents,
    leftOverQuantity,
    leftOverValueCents,
    usagePercentage,
  };
}

export function priceNeeds(needs: Needs, pricer: TierPricer, tier: BrandTier): PricedGroceries {
  const lines = needs.needs.map((need) => groceryLine(need, pricer, tier));
  let productsAmount = 0;
  let leftOverValueCents = 0;
  for (const line of lines) {
    productsAmount += line.productsAmount;
    leftOverValueCents += line.leftOverValueCents;
  }
  return {
    lines,
    offeredStaples: needs.offeredStaples,
    totals: {
      productsAmount,
      leftOverValueCents,
      unavailableIngredientIds: lines.filter((l) => !l.available).map((l) => l.ingredientId),
    },
  };
}

/** Needs and prices in one call, for a cart's groceries alone (priceCart keeps the needs too). */
export function priceGroceries(
  input: NeedsInput,
  pricer: TierPricer,
  tier: BrandTier,
): PricedGroceries {
  return priceNeeds(computeNeeds(input), pricer, tier);
}
