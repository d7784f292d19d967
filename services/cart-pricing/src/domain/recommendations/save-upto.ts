/**
 * What a recommended recipe saves when it joins a cart (spec README, "saveUpto"): the figures
 * on a recommendation card, by their definitions, computed by pricing carts with the engine.
 *
 * - alone: the product cost of a cart holding only the recipe, at the servings offered (its
 *   default servings), with the cart's brand tier, removals, substitutions and added staples,
 *   and no pantry: the recipe's groceries bought on their own.
 * - added: the cart's product cost with the recipe at those servings, minus without it.
 * - saveUpto = floor(100 x (alone - added) / alone), 0 when alone is 0 (nothing to buy, nothing
 *   saved). Rounded down, so "save up to 38%" never promises more than adding the recipe saves,
 *   and 100 means adding it costs nothing. Whole cents in, so no floating-point noise decides
 *   a percent.
 * - freeServings: the most servings on the recipe's grid (up to MAX_RECIPE_SERVINGS) at which
 *   adding it leaves the cart's product cost unchanged; 0 for a recipe that buys nothing alone.
 *
 * 0 <= added <= alone always: a bigger need never has a cheaper cheapest mix, and the cart's
 * packs plus the recipe's own cover both. Product cost is what the shop shows as the price of
 * the groceries (priceOfRequiredProducts): extras, promo and fees are not the recipe's doing.
 */
import { MAX_RECIPE_SERVINGS, type PricingCopyRecipe } from '@mise/contracts';
import type { CartInput, PricingCatalog } from '../cart.js';
import { planCart, selectionAmounts } from '../cart-needs.js';
import { computeNeeds, type RecipeForNeeds } from '../needs.js';

export interface RecipeSavings {
  /** Percent 0..100. */
  saveUpto: number;
  freeServings: number;
  /** Cents: the recipe alone, and what it adds to the cart, at its default servings. */
  aloneCents: number;
  addedCents: number;
}

/** Pricing one cart with and without candidate recipes; the cart is priced once. */
export interface SavingsPricer {
  savingsOf(recipe: PricingCopyRecipe): RecipeSavings;
}

/**
 * Product cost is a sum of one cheapest pack mix per bought ingredient, so a recipe changes
 * only its own ingredients' lines: the cart's lines are priced once, and a candidate costs a
 * look-up per ingredient it uses (the pack tables remember every need they answered).
 */
export function savingsPricer(cart: CartInput, catalog: PricingCatalog): SavingsPricer {
  const { pricer } = catalog;
  const tier = cart.brandType;
  const plan = planCart(cart, catalog);
  const { needs, offeredStaples } = computeNeeds({
    ...plan.rules,
    selections: plan.selections,
    pantry: cart.pantry,
  });
  const mixCents = (ingredientId: string, need: number) =>
    pricer.pricing(ingredientId, tier).mix(need).costCents;
  /** The cart's need of every ingredient it uses, bought or not. */
  const cartNeed = new Map(
    [...needs, ...offeredStaples].map((need) => [need.ingredientId, need.totalRequired]),
  );
  const bought = (ingredientId: string) =>
    (plan.rules.required.get(ingredientId) ?? true) ||
    (plan.rules.addedStaples?.has(ingredientId) ?? false);
  const toBuy = (ingredientId: string, need: number) =>
    Math.max(0, need - Math.max(0, cart.pantry.get(ingredientId) ?? 0));

  /** The recipe as the cart would cook it: the cart's removals and substitutions applied. */
  function cooked(recipe: PricingCopyRecipe): RecipeForNeeds | undefined {
    const selection = { id: recipe._id, servings: recipe.defaultServings };
    return planCart({ ...cart, recipes: [selection] }, catalog).selections[0]?.recipe;
  }

  function aloneCents(recipe: RecipeForNeeds): number {
    let cents = 0;
    for (const [id, amount] of selectionAmounts({ recipe, servings: recipe.defaultServings })) {
      if (bought(id)) cents += mixCents(id, amount);
    }
    return cents;
  }

  function addedCents(recipe: RecipeForNeeds, servings: number): number {
    let cents = 0;
    for (const [id, amount] of selectionAmounts({ recipe, servings })) {
      if (!bought(id)) continue;
      const before = cartNeed.get(id) ?? 0;
      cents += mixCents(id, toBuy(id, before + amount)) - mixCents(id, toBuy(id, before));
    }
    return cents;
  }

  /** Adding more servings never costs less, so the free ones are a prefix of the grid. */
  function freeServingsOf(recipe: PricingCopyRecipe, planned: RecipeForNeeds): number {
    const steps: number[] = [];
    for (let s = recipe.minServings; s <= MAX_RECIPE_SERVINGS; s += recipe.incrServings) {
      steps.push(s);
    }
    let low = 0;
    let high = steps.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (addedCents(planned, steps[middle] ?? 0) === 0) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? 0 : (steps[low - 1] ?? 0);
  }

  return {
    savingsOf(recipe) {
      const planned = cooked(recipe);
      if (!planned) return { saveUpto: 0, freeServings: 0, aloneCents: 0, addedCents: 0 };
      const alone = aloneCents(planned);
      const added = addedCents(planned, recipe.defaultServings);
      if (alone <= 0) return { saveUpto: 0, freeServings: 0, aloneCents: alone, addedCents: added };
      return {
        saveUpto: Math.floor((100 * (alone - added)) / alone),
        freeServings: freeServingsOf(recipe, planned),
        aloneCents: alone,
        addedCents: added,
      };
    },
  };
}
