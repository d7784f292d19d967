import { describe, expect, it } from 'vitest';
import { indexCatalog, priceCart } from '../domain/pricing-engine.js';
import type { PromoRule } from '../domain/promo.js';
import { cartInput, pricingCopy } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import { englishNames, shoppingListEmail } from './shopping-list-email.js';

const catalog = indexCatalog(kitchen);

/** Risotto and pilaf for 4 each, and 2 bags of chips (see domain/price-cart.test.ts). */
const twoRecipes = cartInput({
  recipes: [
    { id: 'risotto', servings: 4, mealTypeId: 'dinner' },
    { id: 'pilaf', servings: 4, mealTypeId: 'dinner' },
  ],
  extraGroceries: { chips: 2 },
});

const linesOf = (text: string) => text.split('\n');

describe('shoppingListEmail', () => {
  const cart = priceCart(twoRecipes, catalog);
  const email = shoppingListEmail(cart, englishNames);

  it('is titled as the shop promises', () => {
    expect(email.subject).toBe('Your Mise shopping list');
  });

  it('lists each grocery category in order with its ingredients, packs and prices', () => {
    const lines = linesOf(email.text);
    // Categories in the catalog's order: Produce, Dairy, Pantry.
    const headings = ['Produce', 'Dairy', 'Pantry'].map((name) => lines.indexOf(name));
    expect(headings.every((index) => index > 0)).toBe(true);
    expect(headings).toEqual(headings.toSorted((a, b) => a - b));
    expect(lines).toContain(
      '- Yellow onion: 1 × onion-1, 1 unit at $0.69; 1 × onion-3, 3 units at $1.79 = $2.48',
    );
    expect(lines).toContain('- Arborio rice: 2 × rice-900, 900 g at $1.99 = $3.98');
    expect(lines).toContain('- Milk: 1 × milk-1l, 1000 ml at $2.89 = $2.89');
    expect(lines).toContain('- Butter: 1 × butter-454, 454 g at $5.99 = $5.99');
  });

  it('lists the extras, and the staples left to check at home without a price', () => {
    const text = email.text;
    expect(text).toContain('Extras\n- chips: 2 × $3.49 = $6.98\n');
    expect(text).toContain('Staples to check at home (not included)\n- Salt\n');
  });

  it('ends with the totals of the priced cart', () => {
    expect(email.text).toContain(
      [
        'Groceries: $15.34',
        'Extras: $6.98',
        'Subtotal: $22.32',
        'Sales tax on extras: $0.91',
        'Service fee: $0.99',
        'Delivery fee: $3.99',
        'Total: $28.21',
      ].join('\n'),
    );
    expect(email.text).toContain(`You save, against buying each recipe alone: $6.27`);
  });

  it('says the same in HTML: recipes, lines, extras and totals', () => {
    for (const fact of [
      '<li>Risotto, 4 servings</li>',
      '<li>Pilaf, 4 servings</li>',
      'Prices are for Low cost products.',
      '<h2>Produce</h2>',
      '1 × onion-1, 1 unit at $0.69; 1 × onion-3, 3 units at $1.79',
      '$2.48',
      '2 × $3.49',
      '<th scope="row">Total</th>',
      '$28.21',
    ]) {
      expect(email.html).toContain(fact);
    }
  });

  it('shows a promo code and its discount among the totals', () => {
    const tenOff: PromoRule = {
      code: '10OFF',
      discount: { kind: 'PERCENT', percent: 10 },
      minSubtotalCents: 0,
      firstOrderOnly: true,
    };
    const facts = { firstOrder: true, now: new Date(), redemptions: 0, userRedemptions: 0 };
    const withPromo = priceCart(
      { ...twoRecipes, promo: { code: '10off', rule: tenOff, facts } },
      catalog,
    );

    const { text } = shoppingListEmail(withPromo, englishNames);

    expect(text).toContain('Subtotal: $22.32\nPromo code 10OFF: -$2.23\n');
    expect(text).toContain(`Total: $25.89`);
  });

  it('says which ingredients come from the pantry and which the shop cannot supply', () => {
    const cartWithGaps = priceCart(
      cartInput({
        recipes: [
          { id: 'paella', servings: 2 },
          { id: 'risotto', servings: 2 },
        ],
        pantry: new Map([['onion', 5]]),
      }),
      catalog,
    );

    const lines = linesOf(shoppingListEmail(cartWithGaps, englishNames).text);

    expect(lines).toContain('- Saffron: not available in the shop');
    expect(lines).toContain('- Yellow onion: from your pantry');
  });

  it('names the brand tier the prices are for', () => {
    const organic = priceCart({ ...twoRecipes, brandType: 'ORGANIC' }, catalog);

    expect(shoppingListEmail(organic, englishNames).text).toContain(
      'Prices are for Organic products.',
    );
  });

  it('escapes names in the HTML and keeps them, accents included, in the text', () => {
    const hostile = '<img src=x onerror=alert(1)> Crème & "fraîche"';
    const renamed = indexCatalog(
      pricingCopy({
        ...kitchen,
        ingredients: kitchen.ingredients.map((ingredient) =>
          ingredient._id === 'milk' ? { ...ingredient, name: hostile } : ingredient,
        ),
        groceryCategories: kitchen.groceryCategories.map((category) =>
          category._id === 'dairy' ? { ...category, name: 'Produits <laitiers>' } : category,
        ),
      }),
    );

    const { text, html } = shoppingListEmail(priceCart(twoRecipes, renamed), englishNames);

    expect(text).toContain(`- ${hostile}: 1 × milk-1l`);
    expect(text).toContain('\nProduits <laitiers>\n');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<laitiers>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Crème &amp; &quot;fraîche&quot;');
    expect(html).toContain('<h2>Produits &lt;laitiers&gt;</h2>');
  });
});
