/**
 * The pricing engine's front door: what a cart is made of (CartInput), the catalog it is
 * priced against (PricingCatalog, built once per catalog copy), and everything the shop
 * shows for it (PricedCart). The service adds who owns the cart and its saved extras.
 */
import type {
  CartAnswer,
  CartRecipeSelection,
  IngredientSubstitution,
  PricingCopy,
} from '@mise/contracts';
import type { PromoAttempt, PromoRule } from './promo.js';
import type { BrandTier } from './tier-prices.js';

export interface CartInput {
  recipes: readonly CartRecipeSelection[];
  brandType: BrandTier;
  /** Extra product id to pack count. */
  extraGroceries: Readonly<Record<string, number>>;
  nonRequiredProductsToCost: readonly string[];
  removedIngredientList: readonly string[];
  isIngredientSubstitutionOn: boolean;
  ingredientSubstitutes: readonly IngredientSubstitution[];
  /** What the shopper holds, ingredient id to base units (empty for guests). */
  pantry: ReadonlyMap<string, number>;
  /**
   * The code the shopper entered with its stored rule (null rule: no such code), and the
   * facts about the shopper the rule needs; null when no code is entered.
   */
  promo: {
    code: string;
    rule: PromoRule | null;
    facts: Omit<PromoAttempt, 'code' | 'productSubtotalCents'>;
  } | null;
  delivery: {
    /** Two-letter province code, for the sales tax on taxable extras. */
    province: string;
    cityFeeCents: number;
    waiveOffDeliveryFee: boolean;
  };
}

/** What the engine answers; the service adds guestUserId, version, deliveryInfo, calorieInfo and sharedCartUrl. */
export type PricedCart = Omit<
  CartAnswer,
  'guestUserId' | 'version' | 'deliveryInfo' | 'calorieInfo' | 'sharedCartUrl'
> & {
  /** Ingredient id to the base units the packs deliver beyond the need: what recommendations use. */
  leftovers: ReadonlyMap<string, number>;
};

/** A reason a cart cannot be priced, naming the item: answered as a 400. */
export interface CartProblem {
  /** Path of the offending field, e.g. `recipes.2.servings`. */
  field: string;
  message: string;
}

/** The copy, indexed for pricing; opaque outside the domain. */
export interface PricingCatalog {
  readonly copy: PricingCopy;
}
