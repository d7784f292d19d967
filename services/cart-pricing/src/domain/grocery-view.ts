/**
 * The grocery list as the shop shows it (contracts: groceryIngredient, groceryCategory,
 * ingredientToCost, substituteEntry), from the priced lines and the catalog's names and images.
 * Categories come in the catalog's category order; within one, ingredients by name.
 */
import type {
  AssignedProduct,
  GroceryCategory,
  GroceryIngredient,
  IngredientToCost,
  PricingCopyIngredient,
  SubstituteEntry,
} from '@mise/contracts';
import type { PricingCatalog } from './cart.js';
import type { GroceryLine } from './grocery-lines.js';
import { toTenth } from './money.js';
import { brandTiers } from './tier-prices.js';

export interface LineContext {
  catalog: PricingCatalog;
  pantry: ReadonlyMap<string, number>;
  /** Substitute ingredient id to the original it stands in for. */
  substituteFor: ReadonlyMap<string, string>;
}

/** An ingredient missing from the copy still gets a line, named by its id. */
function ingredientOf(catalog: PricingCatalog, id: string): PricingCopyIngredient {
  return (
    catalog.ingredients.get(id) ?? {
      _id: id,
      name: id,
      image: '',
      baseUnit: 'g',
      required: true,
      groceryCategoryId: '',
      substitutes: [],
    }
  );
}

function assignedProducts(line: GroceryLine, context: LineContext): AssignedProduct[] {
  const units = ingredientOf(context.catalog, line.ingredientId).baseUnit;
  return line.packs.map((pack) => {
    const product = context.catalog.products.get(pack.productId);
    return {
      _id: pack.productId,
      brandType: product?.brandType ?? line.productTier,
      name: product?.name ?? pack.productId,
      image: { url: product?.image ?? '' },
      price: pack.priceCents,
      packSize: pack.packSize,
      units,
      count: pack.count,
    };
  });
}

export function groceryIngredient(line: GroceryLine, context: LineContext): GroceryIngredient {
  const ingredient = ingredientOf(context.catalog, line.ingredientId);
  const held = Math.max(0, context.pantry.get(line.ingredientId) ?? 0);
  const original = context.substituteFor.get(line.ingredientId) ?? null;
  return {
    _id: line.ingredientId,
    name: ingredient.name,
    image: ingredient.image,
    baseMeasurableUnits: ingredient.baseUnit,
    assignedProducts: assignedProducts(line, context),
    productsAmount: line.productsAmount,
    recipes: line.recipeIds,
    required: line.required,
    requiredToUser: line.requiredToUser,
    fromUserPantry: line.fromUserPantry,
    youNeed: line.totalIngredientAmountRequired,
    youHave: held,
    youNeedQuantity: line.youNeedQuantity,
    quantity: line.ingredientAmountDelivered,
    availableQuantity: held + line.ingredientAmountDelivered,
    leftOverQuantity: line.leftOverQuantity,
    usagePercentage: toTenth(line.usagePercentage),
    priceFallback: line.priceFallback,
    unavailable: !line.available,
    originalIngredient: original,
    isSubstitute: original !== null,
  };
}

const byNameThenId = (a: GroceryIngredient, b: GroceryIngredient) =>
  a.name.localeCompare(b.name, 'en') || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

export function groceryCategories(
  items: readonly GroceryIngredient[],
  catalog: PricingCatalog,
): GroceryCategory[] {
  const groups = new Map<string, GroceryIngredient[]>();
  for (const item of items) {
    const categoryId = ingredientOf(catalog, item._id).groceryCategoryId;
    const group = groups.get(categoryId) ?? [];
    group.push(item);
    groups.set(categoryId, group);
  }
  // A category missing from the copy goes last, by id.
  const rank = (id: string) => catalog.categoryRank.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...groups.keys()]
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((id) => ({
      category: { _id: id, name: catalog.groceryCategories.get(id)?.name ?? id },
      ingredients: (groups.get(id) ?? []).sort(byNameThenId),
    }));
}

export function ingredientToCost(line: GroceryLine, context: LineContext): IngredientToCost {
  const ingredient = ingredientOf(context.catalog, line.ingredientId);
  const original = context.substituteFor.get(line.ingredientId);
  return {
    ingredient: line.ingredientId,
    name: ingredient.name,
    image: ingredient.image,
    ingredientAmountDelivered: line.ingredientAmountDelivered,
    fromUserPantry: line.fromUserPantry,
    required: line.required,
    requiredToUser: line.requiredToUser,
    originalIngredient: original ?? line.ingredientId,
    isSubstitute: original !== undefined,
    baseMeasurableUnits: ingredient.baseUnit,
  };
}

/** Swap choices depend on the catalog alone: made once per catalog and ingredient, shared. */
const swapChoices = new WeakMap<PricingCatalog, Map<string, SubstituteEntry | null>>();

function swapChoice(id: string, catalog: PricingCatalog): SubstituteEntry | null {
  let known = swapChoices.get(catalog);
  if (!known) {
    known = new Map();
    swapChoices.set(catalog, known);
  }
  let entry = known.get(id);
  if (entry === undefined) {
    entry = null;
    const ingredient = catalog.ingredients.get(id);
    // The copy lists only the pairs the catalog can convert: those are the ones offered.
    const substitutes = (ingredient?.substitutes ?? []).flatMap(({ ingredientId }) => {
      const substitute = catalog.ingredients.get(ingredientId);
      if (!substitute) return [];
      const tiers = catalog.pricer.index.get(ingredientId);
      return [
        {
          ingredient: { _id: substitute._id, name: substitute.name, image: substitute.image },
          availability: brandTiers.filter((tier) => (tiers?.get(tier)?.length ?? 0) > 0),
        },
      ];
    });
    if (ingredient && substitutes.length > 0) {
      entry = { ingredient: { _id: ingredient._id, name: ingredient.name }, substitutes };
    }
    known.set(id, entry);
  }
  return entry;
}

/** The swap choices of the cart's ingredients (as the recipes list them), by ingredient id. */
export function substituteEntries(
  ingredientIds: Iterable<string>,
  catalog: PricingCatalog,
): SubstituteEntry[] {
  return [...new Set(ingredientIds)].sort().flatMap((id) => swapChoice(id, catalog) ?? []);
}
