/**
 * The pricing engine's vocabulary, types only: what a cart is made of (CartInput), the catalog
 * it is priced against (PricingCatalog, built once per catalog copy), and everything the shop
 * shows for it (PricedCart). The service adds who owns the cart and its saved extras. Every
 * engine module imports these, so this module imports no engine code: the rest of the service
 * reaches the engine through pricing-engine.ts.
 */
import type {
  CartAnswer,
  CartRecipeSelection,
  IngredientSubstitution,
  PricingCopy,
  PricingCopyExtraProduct,
  PricingCopyIngredient,
  PricingCopyProduct,
  PricingCopyRecipe,
} from '@mise/contracts';
import type { PromoAttempt, PromoRule } from './promo.js';
import type { TierPricer } from './tier-pricer.js';
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

/** A substitution whose base units differ: how much of the substitute one unit of the original is. */
export interface SubstitutionNote {
  ingredient: string;
  substitute: string;
  /** Base units of the original and of the substitute. */
  fromUnit: string;
  toUnit: string;
  /** Substitute, in toUnit, bought for one fromUnit of the original. */
  factor: number;
  message: string;
}

/** What the engine answers; the service adds who owns it, its version and where it goes. */
export type PricedCart = Omit<
  CartAnswer,
  'guestUserId' | 'version' | 'deliveryInfo' | 'deliveryFees' | 'calorieInfo' | 'sharedCartUrl'
> & {
  /** Ingredient id to the base units the packs deliver beyond the need: what recommendations use. */
  leftovers: ReadonlyMap<string, number>;
  /** Ingredient id to the base units of the need the shopper's pantry covers: cooked from it. */
  pantryUsed: ReadonlyMap<string, number>;
  /**
   * Ingredient id to what one base unit cost in the packs bought for it (their price over what
   * they hold), in cents: what a leftover of it is worth per unit, kept with it in the pantry.
   */
  packUnitCents: ReadonlyMap<string, number>;
  /** Substitutions whose base units differ, with the amount of substitute per unit of original. */
  substitutionNotes: SubstitutionNote[];
};

/** A reason a cart cannot be priced, naming the item: answered as a 400. */
export interface CartProblem {
  /** Path of the offending field, e.g. `recipes.2.servings`. */
  field: string;
  message: string;
}

/**
 * The copy, indexed for pricing: built once per copy by `indexCatalog`, changed only through
 * `withProductPrice`. Read-only for everyone; the pack-mix tables inside `pricer` fill in as
 * carts are priced.
 */
export interface PricingCatalog {
  readonly copy: PricingCopy;
  readonly recipes: ReadonlyMap<string, PricingCopyRecipe>;
  readonly ingredients: ReadonlyMap<string, PricingCopyIngredient>;
  readonly products: ReadonlyMap<string, PricingCopyProduct>;
  readonly extraProducts: ReadonlyMap<string, PricingCopyExtraProduct>;
  /** Grocery category id to its rank in the list (the categories' `order`, then id). */
  readonly categoryRank: ReadonlyMap<string, number>;
  readonly groceryCategories: ReadonlyMap<string, PricingCopy['groceryCategories'][number]>;
  /** Products per ingredient and tier, and their cheapest-mix tables. */
  readonly pricer: TierPricer;
}
