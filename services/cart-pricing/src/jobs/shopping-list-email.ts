/**
 * The "e-mail my shopping list" message: the priced cart as a list to shop from, by grocery
 * category, with the packs to buy, the extras and the totals, in a text and an HTML version
 * that say the same. Pure: the job loads the cart and sends what this returns.
 */
import type { AssignedProduct, GroceryCategory, GroceryIngredient } from '@mise/contracts';
import { escapeHtml, type MailMessage } from '@mise/platform';
import type { BrandTier, PricedCart } from '../domain/pricing-engine.js';
import { dollars } from './dollars.js';

/** What the e-mail calls things the cart holds only as keys. */
export interface ShoppingListNames {
  brandTiers: Readonly<Record<BrandTier, string>>;
}

export const englishNames: ShoppingListNames = {
  brandTiers: { LOW_COST: 'Low cost', PREMIUM: 'Premium', ORGANIC: 'Organic' },
};

export const SHOPPING_LIST_SUBJECT = 'Your Mise shopping list';

export type ShoppingListEmail = Omit<MailMessage, 'to'>;

/** One row of the list: what to buy and what it costs, already worded. */
interface Row {
  item: string;
  detail: string;
  price: string;
}

interface Section {
  title: string;
  rows: Row[];
}

export function shoppingListEmail(cart: PricedCart, names: ShoppingListNames): ShoppingListEmail {
  const recipes = cart.selectedRecipes.map(
    (recipe) =>
      `${recipe.name}, ${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
  );
  const tier = `Prices are for ${names.brandTiers[cart.brandType]} products.`;
  const sections = [
    ...cart.groceries.requiredProducts.map(categorySection),
    ...extrasSection(cart),
    ...staplesSection(cart.groceries.nonRequiredProducts),
  ];
  const totals = totalRows(cart);
  return {
    subject: SHOPPING_LIST_SUBJECT,
    text: textVersion(recipes, tier, sections, totals),
    html: htmlVersion(recipes, tier, sections, totals),
  };
}

function categorySection({ category, ingredients }: GroceryCategory): Section {
  return { title: category.name, rows: ingredients.map(ingredientRow) };
}

function ingredientRow(ingredient: GroceryIngredient): Row {
  const item = ingredient.name;
  if (ingredient.unavailable) return { item, detail: 'not available in the shop', price: '' };
  if (ingredient.assignedProducts.length === 0) {
    return { item, detail: 'from your pantry', price: '' };
  }
  return {
    item,
    detail: ingredient.assignedProducts.map(packsOf).join('; '),
    price: dollars(ingredient.productsAmount),
  };
}

function packsOf(product: AssignedProduct): string {
  return `${product.count} × ${product.name}, ${amount(product.packSize, product.units)} at ${dollars(product.price)}`;
}

function amount(size: number, units: AssignedProduct['units']): string {
  if (units === 'unit') return size === 1 ? '1 unit' : `${size} units`;
  return `${size} ${units}`;
}

function extrasSection(cart: PricedCart): Section[] {
  if (cart.extraGroceries.length === 0) return [];
  const rows = cart.extraGroceries.map((extra) => ({
    item: extra.name,
    detail: `${extra.quantity} × ${dollars(extra.price)}`,
    price: dollars(extra.amount),
  }));
  return [{ title: 'Extras', rows }];
}

// Staples the recipes use that the shopper did not add: worth checking at home, not priced.
function staplesSection(staples: readonly GroceryCategory[]): Section[] {
  const rows = staples.flatMap(({ ingredients }) =>
    ingredients.map((ingredient) => ({ item: ingredient.name, detail: '', price: '' })),
  );
  return rows.length === 0 ? [] : [{ title: 'Staples to check at home (not included)', rows }];
}

function totalRows({ cost, promo, extraGroceries }: PricedCart): [string, string][] {
  const rows: [string, string][] = [['Groceries', dollars(cost.priceOfRequiredProducts)]];
  if (extraGroceries.length > 0) rows.push(['Extras', dollars(cost.totalPriceExtra)]);
  rows.push(['Subtotal', dollars(cost.subTotal)]);
  if (cost.promoDiscount > 0) {
    rows.push([`Promo code ${promo?.code ?? ''}`.trim(), dollars(-cost.promoDiscount)]);
  }
  if (cost.extraProductTaxes > 0)
    rows.push(['Sales tax on extras', dollars(cost.extraProductTaxes)]);
  rows.push(['Service fee', dollars(cost.serviceFee)]);
  rows.push([
    cost.waiveOffDeliveryFee ? 'Delivery fee (waived)' : 'Delivery fee',
    dollars(cost.deliveryFee),
  ]);
  rows.push(['Total', dollars(cost.totalPrice)]);
  if (cost.userSaveAmount > 0) {
    rows.push(['You save, against buying each recipe alone', dollars(cost.userSaveAmount)]);
  }
  return rows;
}

function textVersion(
  recipes: string[],
  tier: string,
  sections: Section[],
  totals: [string, string][],
): string {
  const lines = [SHOPPING_LIST_SUBJECT, '', 'Recipes', ...recipes.map((r) => `- ${r}`), '', tier];
  for (const section of sections) {
    lines.push('', section.title);
    for (const row of section.rows) {
      const described = row.detail ? `${row.item}: ${row.detail}` : row.item;
      lines.push(row.price ? `- ${described} = ${row.price}` : `- ${described}`);
    }
  }
  lines.push('', ...totals.map(([label, value]) => `${label}: ${value}`));
  return `${lines.join('\n')}\n`;
}

function htmlVersion(
  recipes: string[],
  tier: string,
  sections: Section[],
  totals: [string, string][],
): string {
  const e = escapeHtml;
  const sectionHtml = sections.map(
    (section) => `<h2>${e(section.title)}</h2>
<table role="presentation">
${section.rows
  .map(
    (row) =>
      `<tr><td><strong>${e(row.item)}</strong></td><td>${e(row.detail)}</td><td class="price">${e(row.price)}</td></tr>`,
  )
  .join('\n')}
</table>`,
  );
  const totalsHtml = totals
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${e(label)}</th><td class="price">${e(value)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${e(SHOPPING_LIST_SUBJECT)}</title>
<style>
body { font-family: Arial, sans-serif; color: #1a1a1a; max-width: 640px; margin: 0 auto; padding: 16px; }
h1 { color: #2f5f00; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 4px 8px; border-bottom: 1px solid #ddd; text-align: left; }
td.price { text-align: right; white-space: nowrap; }
</style>
</head>
<body>
<h1>${e(SHOPPING_LIST_SUBJECT)}</h1>
<h2>Recipes</h2>
<ul>
${recipes.map((recipe) => `<li>${e(recipe)}</li>`).join('\n')}
</ul>
<p>${e(tier)}</p>
${sectionHtml.join('\n')}
<h2>Totals</h2>
<table>
${totalsHtml}
</table>
</body>
</html>
`;
}
