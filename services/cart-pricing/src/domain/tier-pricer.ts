/**
 * The packs a tier offers for an ingredient together with their cheapest-mix table, made once
 * per ingredient and tier and kept: a cart prices each ingredient several times (the cart, each
 * recipe alone for its kit cost, the free servings), and the next cart prices it again.
 * The memory is invisible from outside: for one index, the same question gets the same answer.
 */
import { type PackMix, packMixer } from './pack-mix.js';
import { type BrandTier, type ProductIndex, packsForTier, type TierPacks } from './tier-prices.js';

export interface IngredientPricing {
  offer: TierPacks;
  /** The cheapest mix of the offered packs covering a need; no packs and cost 0 for need <= 0. */
  mix(need: number): PackMix;
}

type Tables = ReadonlyMap<BrandTier, ReadonlyMap<string, IngredientPricing>>;

export interface TierPricer {
  readonly index: ProductIndex;
  pricing(ingredientId: string, tier: BrandTier): IngredientPricing;
  /** The tables made so far, by tier and ingredient. */
  readonly tables: Tables;
}

/**
 * A pricer over `index`. `reuse` hands over the tables of an older pricer for every ingredient
 * but `changedIngredientId`, whose products changed: after a price change only that
 * ingredient's tables are rebuilt. The older pricer is not kept.
 */
export function tierPricer(
  index: ProductIndex,
  reuse?: { from: TierPricer; changedIngredientId: string },
): TierPricer {
  const tables = new Map<BrandTier, Map<string, IngredientPricing>>();
  for (const [tier, byIngredient] of reuse?.from.tables ?? []) {
    const kept = new Map(byIngredient);
    kept.delete(reuse?.changedIngredientId ?? '');
    tables.set(tier, kept);
  }
  return {
    index,
    tables,
    pricing(ingredientId, tier) {
      let byIngredient = tables.get(tier);
      if (!byIngredient) {
        byIngredient = new Map();
        tables.set(tier, byIngredient);
      }
      let found = byIngredient.get(ingredientId);
      if (!found) {
        found = fresh(index, ingredientId, tier);
        byIngredient.set(ingredientId, found);
      }
      return found;
    },
  };
}

function fresh(index: ProductIndex, ingredientId: string, tier: BrandTier): IngredientPricing {
  const offer = packsForTier(index, ingredientId, tier);
  const mixer = offer.packs.length > 0 ? packMixer(offer.packs) : undefined;
  return {
    offer,
    mix: (need) => (mixer ? mixer(need) : { packs: [], quantity: 0, costCents: 0 }),
  };
}
