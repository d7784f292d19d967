import type { OrderAnswer } from '@mise/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper, openMail, signUpInLoginPopup } from '../support/accounts.js';
import {
  desktop,
  horizontalOverflow,
  phone,
  screenshot,
  seriousAccessibilityProblems,
  type Viewport,
} from '../support/browser.js';
import { addRecipes, reviewAndCheckout } from '../support/shopping.js';
import { useShop } from '../support/use-shop.js';

// The "show": a new shopper browses, adds three recipes, signs up, checks out with a
// slot tomorrow, is refused with a declined card (no paid order), pays with 4242 4242 4242 4242,
// sees the confirmation and the mail, and finds the order in /orders as 'Pending Delivery'.

const shop = useShop();

const menu = [
  'chana-masala-chickpea-curry',
  'coconut-chickpea-curry-bowls',
  'coconut-red-lentil-spinach-curry',
];

/** The shopper's orders as the shop's own /orders page asks for them. */
function ordersOf(page: Page): Promise<OrderAnswer[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/users/orders?page=0&perPage=1000');
    return ((await answer.json()) as { orders: OrderAnswer[] }).orders;
  });
}

/** From the grocery list to /checkout, past the checkout-start popup when it asks. */
async function goToCheckout(page: Page) {
  await page
    .getByRole('button', { name: /^(Checkout|Go to Checkout)$/ })
    .first()
    .click();
  const extras = page.getByRole('dialog', { name: 'Anything else for your kitchen?' });
  await Promise.race([page.waitForURL(/\/checkout$/), extras.waitFor()]);
  if (await extras.isVisible()) {
    await extras.getByRole('button', { name: 'No thanks, continue to checkout' }).click();
  }
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { name: 'Delivery date' }).waitFor();
}

async function fillDeliveryDetails(page: Page) {
  await page.getByRole('radio', { name: /^Tomorrow/ }).check();
  await page.getByLabel('Phone').fill('416-555-0134');
  await page.getByLabel('Street address').fill('100 Queen Street West');
  await page.getByLabel('City').selectOption({ label: 'Toronto' });
  await page.getByLabel('Province').selectOption('ON');
  await page.getByLabel('Postal code').fill('M5H 2N2');
  // The first open slot of tomorrow in Toronto.
  const slots = page.getByRole('group', { name: /^Delivery times on .* in Toronto$/ });
  await slots.getByRole('radio', { disabled: false }).first().check();
}

async function useNewCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByText('Test mode — no real charge. Use 4242 4242 4242 4242.').waitFor();
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Use this card' }).click();
  // The payment step closes on the card it will charge: no toast says so twice.
  const last4 = number.replaceAll(' ', '').slice(-4);
  await page
    .getByText(new RegExp(`ending in ${last4}`))
    .first()
    .waitFor();
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place Order \$/ });

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as [string, Viewport][])('a new shopper on a %s', (name, viewport) => {
  it('signs up, is refused with a declined card, pays with a good one and finds the order', async () => {
    const shopper = newShopper('Jordan');
    const page = await shop.openPage('/recipes', viewport);

    await addRecipes(page, shop.url(), menu);
    await reviewAndCheckout(page, '3 recipes');
    await signUpInLoginPopup(page, shopper);
    await page.waitForURL(/\/groceries$/);
    await goToCheckout(page);
    await fillDeliveryDetails(page);
    await screenshot(page, `purchase-${name}-1-checkout`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // A declined card: the issuer's words, and no paid order.
    await useNewCard(page, '4000 0000 0000 0002');
    await placeOrderButton(page).click();
    await page.getByText('Your card was declined.', { exact: false }).first().waitFor();
    // One message, in the payment step: no success toast, no bar of missing details.
    expect(await page.getByRole('alert').count()).toBe(1);
    // (The sign-up's own 'successfully created' toast may still be on screen.)
    expect(await page.getByText(/payment method/i).count()).toBe(0);
    expect(page.url()).toMatch(/\/checkout$/);
    expect(await ordersOf(page)).toEqual([]);
    await screenshot(page, `purchase-${name}-2-declined`);

    // A good card.
    const change = page.getByRole('button', { name: 'Change' });
    if (await change.isVisible()) await change.click();
    const newCard = page.getByRole('radio', { name: 'Use a new card' });
    if (await newCard.isVisible()) await newCard.check();
    await useNewCard(page, '4242 4242 4242 4242');
    const total = (await placeOrderButton(page).textContent())?.replace('Place Order ', '');
    await placeOrderButton(page).click();
    await page.waitForURL(/\/orders\/[^/?]+\?placed=1$/);
    await page.getByText('Thank you! Your order is confirmed.').waitFor();
    await screenshot(page, `purchase-${name}-3-confirmed`);

    const orders = await ordersOf(page);
    expect(orders.map(({ status }) => status)).toEqual(['PENDING_DELIVERY']);
    const [order] = orders as [OrderAnswer];
    expect(order.recipes.map(({ recipeId }) => recipeId).sort()).toEqual([...menu].sort());
    expect(order.payment).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect(`$${(order.cost.totalPrice / 100).toFixed(2)}`).toBe(total);

    // The confirmation mail, sent by notifications from the order.paid event.
    const mail = await openMail(
      page,
      shop.url(),
      shopper.email,
      `Your Mise order ${order.number} is confirmed`,
    );
    expect(mail).toContain(`/orders/${order._id}`);
    expect(mail).toContain(total);

    await page.goto(`${shop.url()}/orders`);
    const row = page.getByRole('listitem').filter({ hasText: order.number });
    await row.getByText('Pending Delivery').waitFor();
    await screenshot(page, `purchase-${name}-4-orders`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  }, 180_000);
});
