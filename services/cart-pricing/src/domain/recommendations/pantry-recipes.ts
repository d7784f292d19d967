/**
 * Recipes that cook what the shopper's pantry holds (GET /recommendation/unusedIngredientsRecipe,
 * the /use-pantry page).
 *
 * - The pantry counted is what still counts today: lots that expired before today are not.
 * - The candidates and their figures are rank.ts's, for a cart that holds nothing but the
 *   pantry: saveUpto is the share of the recipe's own cost (alone, default servings, LOW_COST)
 *   that the pantry covers, and freeServings the most servings the pantry cooks at no cost.
 * - Only recipes that use something the pantry holds are answered.
 * - Order: the soonest expiry among the pantry lots a recipe uses first (a lot about to go off
 *   is the one to cook now; lots without an expiry date count as never expiring), then rank.ts's
 *   order: saveUpto, leftovers used, name.
 */
import type { CartInput, PricingCatalog } from '../cart.js';
import { heldOn, type PantryLot, soonestExpiryAmong } from '../pantry.js';
import type { RecommendationFilters } from './filters.js';
import { type Recommendation, recommendByLeftovers } from './rank.js';

export interface PantryRecommendation extends Recommendation {
  /** The soonest expiry day among the pantry lots the recipe uses; null when none expires. */
  pantryExpiry: string | null;
}

export interface PantryQuery {
  lots: readonly PantryLot[];
  /** Today, YYYY-MM-DD in the shop's zone. */
  today: string;
  filters: RecommendationFilters;
  isSubstitutionOn: boolean;
  limit?: number;
}

const NEVER = '9999-12-31';

export function recommendForPantry(
  catalog: PricingCatalog,
  { lots, today, filters, isSubstitutionOn, limit }: PantryQuery,
): PantryRecommendation[] {
  const held = heldOn(lots, today);
  if (held.size === 0) return [];
  const cart: CartInput = {
    recipes: [],
    brandType: 'LOW_COST',
    extraGroceries: {},
    nonRequiredProductsToCost: [],
    removedIngredientList: [],
    isIngredientSubstitutionOn: isSubstitutionOn,
    ingredientSubstitutes: [],
    pantry: held,
    promo: null,
    delivery: { province: 'ON', cityFeeCents: 0, waiveOffDeliveryFee: false },
  };
  return recommendByLeftovers(catalog, { cart, leftovers: held, filters, options: { limit } })
    .filter((found) => found.commonIngredients.length > 0)
    .map((found) => ({
      ...found,
      pantryExpiry: soonestExpiryAmong(lots, new Set(found.commonIngredients), today),
    }))
    .sort((a, b) => (a.pantryExpiry ?? NEVER).localeCompare(b.pantryExpiry ?? NEVER));
}
