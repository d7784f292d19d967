import type { CartAnswer } from '@mise/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import {
  desktop,
  horizontalOverflow,
  screenshot,
  seriousAccessibilityProblems,
  tablet,
  type Viewport,
} from '../support/browser.js';
import { registerShopper } from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// Issue 18's story in Chromium, on a desktop and on a 1024 px tablet: a staff member signs in
// to the console, finds a customer's order by e-mail, sends it out and marks it delivered,
// then refunds one line of it with a reason, which the timeline and the audit show.

const staff = { email: 'console@mise.test', password: 'Console-Secret-2026!' };
const shop = useShop({ STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });

async function signInToConsole(viewport: Viewport): Promise<Page> {
  const page = await shop.openPage('/admin/', viewport);
  await page.getByLabel(/E-mail address/).fill(staff.email);
  await page.getByLabel(/Password/).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Welcome to the Mise console').waitFor();
  return page;
}

async function expectFinished(page: Page, name: string) {
  await screenshot(page, name);
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityProblems(page), name).toEqual([]);
}

describe.each([
  ['desktop', desktop],
  ['tablet', tablet],
] as const)('the staff console on a %s', (name, viewport) => {
  it('finds an order by e-mail, delivers it, and refunds one line with a reason', async () => {
    const customer = newShopper(`Quinn${name}`);
    const account = await registerShopper(shop.url(), customer);
    const order = await account.placeOrder([{ id: 'chana-masala-chickpea-curry', servings: 4 }]);
    const line = order.products[0];
    if (!line) throw new Error('the order has no product line');

    const page = await signInToConsole(viewport);
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.getByPlaceholder('Order number, e-mail or name').fill(customer.email);
    const row = page.getByRole('row').filter({ hasText: order.number });
    await row.waitFor();
    // The search left only this customer's order, and the tabs count it.
    await page.getByRole('tab', { name: 'Pending Delivery (1)' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectFinished(page, `console-orders-${name}`);

    await row.click();
    await page.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
    await page.getByRole('button', { name: 'Mark out for delivery' }).click();
    await page.getByText('The order is out for delivery.').waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByText('The order is delivered.').waitFor();
    await page.getByText('Delivered', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: `Refund ${line.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The jar arrived broken');
    await expectFinished(page, `console-refund-line-${name}`);
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await page.getByText(`${line.name} is refunded.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The timeline and the staff actions say who refunded what, and why.
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(/Refund asked · .* · “The jar arrived broken”/).waitFor();
    await timeline.getByText(new RegExp(staff.email)).first().waitFor();
    const audit = page.getByRole('row').filter({ hasText: 'Refunded an order' });
    await audit.waitFor();
    expect(await audit.textContent()).toContain('The jar arrived broken');
    expect(await audit.textContent()).toContain(`${staff.email} (admin)`);
    await expectFinished(page, `console-order-${name}`);
    await page.context().close();
  });

  it('creates a promo code, which a shopper then pays with', async () => {
    const code = `SPRING${name.toUpperCase()}${Date.now() % 10_000}`;
    const page = await signInToConsole(viewport);
    await page.getByRole('menuitem', { name: 'Promo codes' }).click();
    await page.getByRole('link', { name: 'New code' }).click();
    // Required fields are labelled with a trailing '*'. The percent field shows once the form
    // has its defaults: typing before then would be reset.
    const percentOff = page.getByRole('spinbutton', { name: /^Percent off/ });
    await percentOff.waitFor();
    await page.getByRole('textbox', { name: /^Code/ }).fill(code);
    await percentOff.fill('15');
    await page.getByLabel('Uses per customer (empty: no limit)').fill('1');
    await expectFinished(page, `console-promo-create-${name}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain('15 % off');

    const customer = newShopper(`Avery${name}`);
    const account = await registerShopper(shop.url(), customer);
    const order = await account.placeOrder(
      [{ id: 'chana-masala-chickpea-curry', servings: 4 }],
      code,
    );
    expect(order.promoCode).toBe(code);
    expect(order.cost.promoDiscount).toBeGreaterThan(0);

    // The code now counts the paid order that used it.
    await expect
      .poll(async () => {
        await page.reload();
        return (await row.textContent()) ?? '';
      })
      .toMatch(/active\s*1/);
    await expectFinished(page, `console-promos-${name}`);
    await page.context().close();
  });

  it("changes a product's price, and a shopper's cart is priced again with it", async () => {
    const customer = newShopper(`Rowan${name}`);
    const account = await registerShopper(shop.url(), customer);
    await account.fillCart([{ id: 'chana-masala-chickpea-curry', servings: 4 }]);
    const productsIn = (cart: CartAnswer) =>
      cart.groceries.requiredProducts
        .flatMap((category) => category.ingredients)
        .flatMap((ingredient) => ingredient.assignedProducts)
        .filter((product) => product.count > 0);
    const before = productsIn(await account.cart())[0];
    if (!before) throw new Error('the cart buys no product');
    // Cheaper, so the cart keeps buying it: dearer, another product might serve better.
    expect(before.price).toBeGreaterThan(10);
    const newCents = before.price - 10;

    const page = await signInToConsole(viewport);
    await page.getByRole('menuitem', { name: 'Products', exact: true }).click();
    await page.getByPlaceholder('Product name or id').fill(before._id);
    const row = page.getByRole('row').filter({ hasText: before.name });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.click();
    await page.getByRole('button', { name: 'Change price' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New price (dollars)').fill((newCents / 100).toFixed(2));
    await dialog.getByLabel('Reason').fill('Supplier lowered the price');
    await expectFinished(page, `console-price-change-${name}`);
    await dialog.getByRole('button', { name: /^Set to \$/ }).click();
    await page.getByText(/now costs .* Carts reprice\./).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The catalog announces the price; cart-pricing takes it, and the cart is priced with it.
    await expect
      .poll(
        async () =>
          productsIn(await account.cart())
            .filter((product) => product._id === before._id)
            .map((product) => product.price),
        { timeout: 15_000 },
      )
      .toEqual([newCents]);
    await expectFinished(page, `console-product-${name}`);
    await page.context().close();
  });

  it('shows every resource finished: no sideways scrolling, no serious accessibility problem', async () => {
    const page = await signInToConsole(viewport);
    await page.getByRole('menuitem', { name: 'Audit log' }).waitFor();
    const resources = (await page.getByRole('menuitem').allTextContents()).filter(
      (label) => !['Dashboard', 'System status', 'Open a customer account'].includes(label),
    );
    expect(resources).toEqual(
      expect.arrayContaining(['Orders', 'Customers', 'Promo codes', 'Products', 'Audit log']),
    );
    for (const label of resources) {
      await page.getByRole('menuitem', { name: label, exact: true }).click();
      // The new page's title, then its rows or its sentence for none, then nothing left to load:
      // the previous page also had a table.
      await page.getByRole('banner').getByText(label, { exact: true }).waitFor();
      await page
        .getByRole('main')
        .getByRole('table')
        .or(page.getByText(/^No .* yet|^No results/))
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await expectFinished(page, `console-${label.toLowerCase().replaceAll(' ', '-')}-${name}`);
    }
    await page.context().close();
  });
});
