import type { PantryLotAnswer, PantryRowAnswer } from '@mise/contracts';
import { startOfShopDay } from '@mise/platform/shop-day';
import { bySoonestExpiry, type Lot } from './lot.js';
import type { PantryIngredients } from './pantry-ingredient.js';

function lotAnswer(lot: Lot): PantryLotAnswer {
  return {
    id: lot.id,
    quantity: lot.quantity,
    units: lot.unit,
    purchaseDate: lot.purchasedOn,
    expiryDate: lot.expiresOn === null ? null : startOfShopDay(lot.expiresOn),
    source: lot.source.kind,
    orderId: lot.source.kind === 'order' ? lot.source.orderId : null,
  };
}

/**
 * The pantry as the shop lists it: one row per ingredient, in ingredient order, named as the
 * catalog names it, each with its lots soonest-expiring first, their total and the soonest
 * expiry. An ingredient the catalog no longer has keeps its row, named by its id.
 */
export function pantryRows(
  lots: readonly Lot[],
  ingredients: PantryIngredients,
): PantryRowAnswer[] {
  const byIngredient = new Map<string, Lot[]>();
  for (const lot of lots) {
    const held = byIngredient.get(lot.ingredientId);
    if (held) held.push(lot);
    else byIngredient.set(lot.ingredientId, [lot]);
  }
  return [...byIngredient.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ingredientId, held]) => {
      const ordered = [...held].sort(bySoonestExpiry);
      const answers = ordered.map(lotAnswer);
      const ingredient = ingredients.get(ingredientId);
      return {
        ingredientId,
        name: ingredient?.name ?? ingredientId,
        image: ingredient?.image ?? '',
        category: ingredient?.category ?? '',
        quantity: ordered.reduce((sum, lot) => sum + lot.quantity, 0),
        // One unit per ingredient: additions in another one are refused.
        units: ordered[0]?.unit ?? '',
        expiryDate: answers.find((lot) => lot.expiryDate !== null)?.expiryDate ?? null,
        lots: answers,
      };
    });
}
