/**
 * Pricing a cart, the engine's core: a cart and the catalog in, every figure the shop shows out
 * (PricedCart). Pure: the same cart and catalog always give the same answer, whatever order
 * the recipes come in (only selectedRecipes and freeServingsList keep the cart's order).
 *
 * The steps, each in its own module: the cart's plan (removals, substitutions: cart-needs),
 * needs with the pantry first (needs), the cheapest packs per ingredient and tier
 * (grocery-lines, tier-pricer, pack-mix), extras, promo, fees and tax (price-payload), savings
 * (savings), free servings (free-servings), average nutrition (nutrition), and the shop's view
 * of the lines (grocery-view).
 */
import type { CartAnswer, SelectedRecipeEntry } from '@mise/contracts';
import type { CartInput, PricedCart, PricingCatalog } from './cart.js';
import { planCart } from './cart-needs.js';
import { cartProblems } from './cart-problems.js';
import { type ExtraProduct, extraLines, extraTotals } from './extras.js';
import { freeServings } from './free-servings.js';
import { type GroceryLine, groceryLine, priceNeeds } from './grocery-lines.js';
import {
  groceryCategories,
  groceryIngredient,
  ingredientToCost,
  type LineContext,
  substituteEntries,
} from './grocery-view.js';
import { computeNeeds, isProposedStaple } from './needs.js';
import { averageNutrition } from './nutrition.js';
import { pricePayload } from './price-payload.js';
import { evaluatePromo, normalizePromoCode, type PromoResult } from './promo.js';
import { savings } from './savings.js';

/** Thrown by priceCart for a cart cartProblems would refuse: a caller's bug, not a shopper's. */
export class UnpriceableCartError extends Error {
  constructor(readonly problems: readonly { field: string; message: string }[]) {
    super(`cart cannot be priced: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`);
    this.name = 'UnpriceableCartError';
  }
}

function extrasOf(input: CartInput, catalog: PricingCatalog) {
  const selection = new Map(Object.entries(input.extraGroceries));
  const products = new Map<string, ExtraProduct>();
  for (const id of selection.keys()) {
    const product = catalog.extraProducts.get(id);
    if (product) products.set(id, { id, priceCents: product.priceCents, taxable: product.taxable });
  }
  const lines = extraLines(selection, products);
  const answer = lines.map((line) => {
    const product = catalog.extraProducts.get(line.productId);
    return {
      _id: line.productId,
      name: product?.name ?? line.productId,
      image: product?.image ?? '',
      price: line.priceCents,
      quantity: line.quantity,
      taxable: line.taxable,
      amount: line.amountCents,
    };
  });
  return { answer, totals: extraTotals(lines) };
}

function promoOf(input: CartInput, productSubtotalCents: number): PromoResult | null {
  if (!input.promo) return null;
  const { code, rule, facts } = input.promo;
  return evaluatePromo(rule ? [rule] : [], { ...facts, code, productSubtotalCents });
}

function promoState(input: CartInput, result: PromoResult | null): CartAnswer['promo'] {
  if (!input.promo || !result) return null;
  const code = normalizePromoCode(input.promo.code);
  return result.applied
    ? { code, applied: true, discount: result.discountCents, error: null }
    : { code, applied: false, discount: 0, error: result.message };
}

/** Ingredient id to a positive amount of each line, in base units. */
function amountsOf(
  lines: readonly GroceryLine[],
  amount: (line: GroceryLine) => number,
): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of lines) {
    if (amount(line) > 0) amounts.set(line.ingredientId, amount(line));
  }
  return amounts;
}

/** What one base unit cost in the line's packs; 0 when it bought none. */
const packUnitCents = (line: GroceryLine): number =>
  line.ingredientAmountDelivered > 0 ? line.productsAmount / line.ingredientAmountDelivered : 0;

export function priceCart(input: CartInput, catalog: PricingCatalog): PricedCart {
  const problems = cartProblems(input, catalog);
  if (problems.length > 0) throw new UnpriceableCartError(problems);
  const tier = input.brandType;
  const { pricer } = catalog;
  const chosen = input.recipes.map((selection) => {
    const recipe = catalog.recipes.get(selection.id);
    // cartProblems saw to it; this only tells the type checker.
    if (!recipe) throw new RangeError(`unknown recipe '${selection.id}'`);
    return { selection, recipe };
  });
  const recipes = chosen.map(({ recipe }) => recipe);

  const plan = planCart(input, catalog);
  const needs = computeNeeds({ ...plan.rules, selections: plan.selections, pantry: input.pantry });
  const groceries = priceNeeds(needs, pricer, tier);
  const stapleLines = needs.offeredStaples
    .filter(isProposedStaple)
    .map((need) => groceryLine(need, pricer, tier));
  const extras = extrasOf(input, catalog);
  const promo = promoOf(input, groceries.totals.productsAmount + extras.totals.totalCents);
  const saved = savings(plan, needs.needs, pricer, tier);
  const free = freeServings({
    plan,
    planOf: (kept) =>
      planCart({ ...input, recipes: input.recipes.filter((_, k) => kept.has(k)) }, catalog),
    needs: needs.needs,
    grids: recipes,
    pantry: input.pantry,
    pricer,
    tier,
  });

  const context: LineContext = { catalog, pantry: input.pantry, substituteFor: plan.substituteFor };
  const selectedRecipes: SelectedRecipeEntry[] = chosen.map(({ selection, recipe }, i) => {
    return {
      _id: recipe._id,
      name: recipe.name,
      image: recipe.image,
      servings: selection.servings,
      customServings: selection.servings,
      defaultServings: recipe.defaultServings,
      minServings: recipe.minServings,
      incrServings: recipe.incrServings,
      mealTypes: recipe.mealTypes,
      mealTypeId: selection.mealTypeId ?? null,
      curatedBoxId: selection.curatedBoxId ?? null,
      originalRecipeId: selection.originalRecipeId ?? null,
      ingredientsAmount: recipe.ingredients.filter(
        ({ ingredientId }) => catalog.ingredients.get(ingredientId)?.required ?? true,
      ).length,
      nutrition: recipe.nutrition,
      kitCost: saved.kitCents[i] ?? 0,
    };
  });
  const freeServingsList = selectedRecipes.flatMap((recipe, i) =>
    (free[i] ?? 0) > 0 ? [{ recipeId: recipe._id, servings: free[i] ?? 0 }] : [],
  );

  return {
    brandType: tier,
    selectedRecipes,
    selectedRecipesLength: selectedRecipes.length,
    list: {
      freeServingsList,
      totalAmountOfFreeServings: freeServingsList.reduce((sum, f) => sum + f.servings, 0),
    },
    cost: pricePayload({
      groceries: groceries.totals,
      recipeServings: input.recipes.map((r) => r.servings),
      savings: saved,
      extras: extras.totals,
      promo,
      province: input.delivery.province,
      cityDeliveryFeeCents: input.delivery.cityFeeCents,
      waiveOffDeliveryFee: input.delivery.waiveOffDeliveryFee,
    }),
    groceries: {
      requiredProducts: groceryCategories(
        groceries.lines.map((line) => groceryIngredient(line, context)),
        catalog,
      ),
      nonRequiredProducts: groceryCategories(
        stapleLines.map((line) => groceryIngredient(line, context)),
        catalog,
      ),
      substitutes: substituteEntries(
        recipes
          .flatMap((recipe) => recipe.ingredients.map((i) => i.ingredientId))
          .filter((id) => !plan.rules.removed?.has(id)),
        catalog,
      ),
    },
    removedIngredients: [...input.removedIngredientList],
    nonRequiredIngredients: [...input.nonRequiredProductsToCost],
    ingredientsToCost: [
      ...groceries.lines.map((line) => ingredientToCost(line, context)),
      // Offered staples are not bought: nothing is delivered, whatever they would cost.
      ...stapleLines.map((line) => ({
        ...ingredientToCost(line, context),
        ingredientAmountDelivered: 0,
      })),
    ].sort((a, b) => (a.ingredient < b.ingredient ? -1 : a.ingredient > b.ingredient ? 1 : 0)),
    ingredientSubstitutes: [...input.ingredientSubstitutes],
    isIngredientSubstitutionOn: input.isIngredientSubstitutionOn,
    extraGroceries: extras.answer,
    avgNutrition: averageNutrition(
      chosen.map(({ selection, recipe }) => ({
        nutrition: recipe.nutrition,
        servings: selection.servings,
      })),
    ),
    promo: promoState(input, promo),
    catalogVersion: catalog.copy.catalogVersion,
    leftovers: amountsOf(groceries.lines, (line) => line.leftOverQuantity),
    pantryUsed: amountsOf(groceries.lines, (line) => line.pantryUsed),
    packUnitCents: amountsOf(groceries.lines, packUnitCents),
    substitutionNotes: plan.notes,
  };
}
