import type { CartAnswer } from '@mise/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper, serverCartOf, signUpInLoginPopup } from '../support/accounts.js';
import {
  desktop,
  phone,
  screenshot,
  seriousAccessibilityProblems,
  type Viewport,
} from '../support/browser.js';
import { useShop } from '../support/use-shop.js';

// The "show": a new visitor adds three recipes that share ingredients, signs up at
// checkout (a guest must, since issue 6), sees the grocery list, its leftovers and savings, swaps
// an ingredient, switches to organic, adds an extra, applies 10OFF, shares the cart and opens the
// link in a fresh browser.

const shop = useShop();

// Three curries sharing onion, garlic, ginger, rice, tomatoes, coconut milk and chickpeas.
const recipes = [
  'chana-masala-chickpea-curry',
  'coconut-chickpea-curry-bowls',
  'coconut-red-lentil-spinach-curry',
];

/** The cart the page's shopper (or the friend, a guest) has on the server. */
const serverCart = (page: Page): Promise<CartAnswer> => serverCartOf(page, shop.url());

/** The order total once no save is pending: a total shown while saving is not final. */
async function settledTotal(page: Page): Promise<string> {
  const totals = page.getByRole('region', { name: 'Order total' });
  await expect.poll(() => totals.getAttribute('aria-busy')).not.toBe('true');
  return (await totals.getByTestId('order-total').textContent()) ?? '';
}

async function addRecipes(page: Page) {
  for (const id of recipes) {
    await page.goto(`${shop.url()}/recipes/${id}`);
    await page.getByRole('button', { name: /^Add to menu/ }).click();
    await page.getByText(/^In your menu/).waitFor();
  }
}

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as [string, Viewport][])('a new visitor on a %s', (name, viewport) => {
  it('builds a costed grocery list, customises it and shares it', async () => {
    const page = await shop.openPage('/recipes', viewport);
    await addRecipes(page);

    await page.getByRole('button', { name: 'Cart, 3 recipes' }).click();
    const popup = page.getByRole('dialog', { name: 'All your meals' });
    await popup.getByRole('button', { name: 'Review & Checkout' }).click();
    // The grocery list is an account's: the guest signs up in the login popup, cart and all.
    await page.waitForURL(/[?&]loginmode=email/);
    await signUpInLoginPopup(page, newShopper('Sam'));
    await page.waitForURL(/\/groceries$/);
    await page.getByRole('heading', { level: 1, name: 'Customize Your Groceries' }).waitFor();

    // The list: ingredients shared by the recipes are bought once, leftovers go to the pantry.
    await expect.poll(async () => (await serverCart(page)).selectedRecipes).toHaveLength(3);
    let cart = await serverCart(page);
    const lines = cart.groceries.requiredProducts.flatMap((category) => category.ingredients);
    const onion = lines.find((line) => line._id === 'onion-yellow');
    expect(onion?.recipes).toHaveLength(3);
    const rice = page.getByRole('article', { name: 'Basmati rice' });
    await expect.poll(() => rice.textContent()).toMatch(/\d+% used/);
    expect(cart.cost.userSaveAmount).toBeGreaterThan(0);
    expect(cart.cost.priceOfUnusedProductsWithRoundingCorrection).toBeGreaterThan(0);
    const savings = page.getByRole('region', { name: 'Your savings' });
    await expect.poll(() => savings.textContent()).toMatch(/You save \$\d+\.\d\d/);
    await expect.poll(() => savings.textContent()).toMatch(/Leftovers worth \$\d+\.\d\d/);
    await screenshot(page, `cart-journey-list-${name}`);

    // Swap cilantro for parsley.
    const cilantro = page.getByRole('article', { name: 'Cilantro' });
    await cilantro.getByRole('button', { name: 'Swap' }).click();
    await cilantro.getByRole('combobox').selectOption('parsley');
    await cilantro.getByRole('button', { name: 'Swap to this' }).click();
    await page.getByRole('article', { name: 'Flat-leaf parsley' }).getByText('Swapped').waitFor();
    await expect
      .poll(async () => (await serverCart(page)).ingredientsToCost)
      .toContainEqual(
        expect.objectContaining({
          ingredient: 'parsley',
          originalIngredient: 'cilantro',
          isSubstitute: true,
        }),
      );

    // Organic costs more.
    const lowCostTotal = await settledTotal(page);
    await page.getByRole('radio', { name: /^Organic/ }).check();
    await expect.poll(() => settledTotal(page)).not.toBe(lowCostTotal);
    cart = await serverCart(page);
    expect(cart.brandType).toBe('ORGANIC');

    // One extra product.
    await page.getByRole('button', { name: 'Add extra groceries' }).click();
    const extras = page.getByRole('dialog', { name: 'Extra groceries' });
    await extras
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await extras.getByText('1 quantity').waitFor();
    await extras.getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => (await serverCart(page)).extraGroceries).toHaveLength(1);

    // 10OFF is prefilled for a new user, as for a guest (spec: "New or non-logged-in users").
    await expect(page.getByRole('textbox', { name: 'Promo code' }).inputValue()).resolves.toBe(
      '10OFF',
    );
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code has been applied successfully').waitFor();
    // The cart with its code is saved after the check's answer, not with it.
    await expect.poll(async () => (await serverCart(page)).cost.promoDiscount).toBeGreaterThan(0);
    cart = await serverCart(page);
    expect(cart.cost.promoDiscount).toBe(Math.round(cart.cost.subTotal * 0.1));
    await settledTotal(page);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `cart-journey-customised-${name}`);

    // Share, then open the link in a browser that has never seen this cart.
    await page.getByRole('button', { name: 'Share my menu' }).click();
    const share = page.getByRole('dialog', { name: /FREE DELIVERY/ });
    const link = share.getByRole('textbox', { name: 'Link to your menu' });
    await expect.poll(() => link.inputValue()).toMatch(/\/s\/[0-9A-Za-z]{10}$/);
    await screenshot(page, `cart-journey-share-${name}`, { fullPage: false });
    const shortUrl = await link.inputValue();
    // Sharing (copying the link counts) earns free delivery.
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expect
      .poll(async () => (await serverCart(page)).cost)
      .toMatchObject({ waiveOffDeliveryFee: true, deliveryFee: 0 });

    const friend = await shop.openPage('/', viewport);
    await friend.goto(shortUrl);
    await friend.getByRole('button', { name: 'Cart, 3 recipes' }).waitFor();
    const selections = (answer: CartAnswer) =>
      answer.selectedRecipes.map(({ _id, servings }) => ({ _id, servings })).sort();
    // The friend's cart is saved to the server within the save throttle.
    await expect.poll(async () => selections(await serverCart(friend))).toEqual(selections(cart));
    await screenshot(friend, `cart-journey-shared-${name}`);
    await friend.context().close();
    await page.context().close();
  });
});
