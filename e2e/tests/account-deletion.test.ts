import { readFile } from 'node:fs/promises';
import type { AccountDataAnswer, SessionAnswer } from '@mise/contracts';
import { buildTestServer, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import { desktop, phone, screenshot, seriousAccessibilityProblems } from '../support/browser.js';
import { sidewaysOverflow } from '../support/overflow.js';
import { inPage, registerShopper, signInWithPage } from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// Issue 20: a shopper downloads everything the shop keeps about them from /settings, then
// deletes their account; every service forgets them, and their order stays, anonymised.

const JWT_SECRET = 'account-deletion-e2e-secret-of-at-least-32-chars';
const staff = { email: 'staff@mise.test', password: 'Staff-Secret-2024!' };
const shop = useShop({
  JWT_SECRET,
  STAFF_EMAIL: staff.email,
  STAFF_PASSWORD: staff.password,
});

// Signs tokens as the shop does, to ask each service what it still holds under a user's id.
let signer: FastifyInstance;
beforeAll(async () => {
  signer = await buildTestServer([], { JWT_SECRET });
});
afterAll(async () => {
  await signer?.close();
});

async function staffToken(): Promise<string> {
  const login = await fetch(`${shop.url()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url() },
    body: JSON.stringify({ username: staff.email, password: staff.password }),
  });
  return ((await login.json()) as SessionAnswer).token;
}

async function asStaff(path: string, method = 'GET', body?: object) {
  const answer = await fetch(`${shop.url()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await staffToken()}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

/** Each service's own part of the export, asked under the user's id with a token signed for it. */
async function partsHeldFor(userId: string, emailAddress: string) {
  const token = signer.sessions.sign({ userId, role: 'customer', emailAddress, staff: null });
  const parts: Record<string, { status: number; body: unknown }> = {};
  for (const path of [
    '/api/users/me/account-data',
    '/api/users/pantry/account-data',
    '/api/cart/account-data',
    '/api/users/orders/account-data',
    '/api/delivery/account-data',
    '/api/users/mails/account-data',
  ]) {
    const answer = await fetch(`${shop.url()}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    parts[path] = { status: answer.status, body: await answer.json() };
  }
  return parts;
}

async function openYourData(page: Page) {
  await page.goto(`${shop.url()}/settings`);
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).waitFor();
  return section;
}

describe('account deletion and data export', () => {
  it('downloads the shopper’s data, then deletes the account everywhere but the anonymised order', async () => {
    const shopper = newShopper('Noor');
    const account = await registerShopper(shop.url(), shopper);
    const order = await account.placeOrder([{ id: 'chana-masala-chickpea-curry', servings: 2 }]);

    const page = await shop.openPage('/', desktop);
    await signInWithPage(page, shop.url(), shopper);
    const { ingredients } = await inPage<{ ingredients: { _id: string }[] }>(
      page,
      '/ingredients?perPage=1',
    );
    const ingredientId = ingredients[0]?._id;
    await inPage(page, '/users/pantry', {
      method: 'POST',
      body: { items: [{ id: ingredientId, quantity: 2, units: 'g' }] },
    });

    const section = await openYourData(page);
    await screenshot(page, 'settings-your-data-desktop');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mise-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(
      await readFile((await download.path()) as string, 'utf8'),
    ) as AccountDataAnswer;
    const profile = exported.parts.identity?.profile as { id: string; emailAddress: string };
    expect(profile.emailAddress).toBe(shopper.email);
    const userId = profile.id;
    expect(exported.parts['orders-payments']?.orders).toEqual([
      expect.objectContaining({ _id: order._id, number: order.number }),
    ]);
    expect(exported.parts.pantry?.lots).toEqual(
      expect.arrayContaining([expect.objectContaining({ ingredientId, quantity: 2 })]),
    );

    // An order on its way keeps the account: the dialog names it.
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(shopper.password);
    await screenshot(page, 'settings-delete-account-dialog-desktop', { fullPage: false });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(order.number);

    await asStaff(`/admin/orders/${order._id}/status`, 'PUT', { status: 'OUT_FOR_DELIVERY' });
    await asStaff(`/admin/orders/${order._id}/status`, 'PUT', { status: 'DELIVERED' });

    await dialog.getByLabel('Your password').fill('Not-my-password-1!');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('This is not your password.').waitFor();

    await dialog.getByLabel('Your password').fill(shopper.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account has been deleted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const me = await page.evaluate(async () => (await fetch('/api/users/me')).status);
    expect(me).toBe(401);

    await eventually(async () => {
      const held = await partsHeldFor(userId, shopper.email);
      expect(held['/api/users/me/account-data']?.status).toBe(401);
      expect(held['/api/users/pantry/account-data']?.body).toEqual({
        lots: [],
        waste: [],
        contact: null,
        reminderSettings: null,
      });
      expect(held['/api/cart/account-data']?.body).toEqual({
        cart: null,
        paidOrders: [],
        promoReservations: [],
      });
      expect(held['/api/users/orders/account-data']?.body).toEqual({
        orders: [],
        paymentMethods: [],
      });
      expect(held['/api/delivery/account-data']?.body).toEqual({ bookings: [] });
      expect(held['/api/users/mails/account-data']?.body).toEqual({ mails: [] });
    }, 20_000);

    const kept = (await asStaff(`/admin/orders/${order._id}`)) as { data?: unknown };
    const keptText = JSON.stringify(kept);
    expect(keptText).toContain('Deleted customer');
    expect(keptText).not.toContain(shopper.email);
    expect(keptText).not.toContain(shopper.lastName);
    expect(keptText).not.toContain(userId);
    expect(keptText).toContain(order.number);
    await page.context().close();
  });

  it('fits a phone, with nothing scrolling sideways', async () => {
    const shopper = newShopper('Ravi');
    await registerShopper(shop.url(), shopper);
    const page = await shop.openPage('/', phone);
    await signInWithPage(page, shop.url(), shopper);
    const section = await openYourData(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-your-data-phone');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').waitFor();
    await screenshot(page, 'settings-delete-account-dialog-phone', { fullPage: false });
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await page.context().close();
  });
});
