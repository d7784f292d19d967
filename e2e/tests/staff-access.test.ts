import { auditLogAnswer, type SessionAnswer } from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper, openMail, type Shopper, sessionInPage } from '../support/accounts.js';
import {
  desktop,
  horizontalOverflow,
  phone,
  screenshot,
  seriousAccessibilityProblems,
  tablet,
  type Viewport,
} from '../support/browser.js';
import { useShop } from '../support/use-shop.js';

// The staff story: a staff member opens a customer's account from /admin/signin with
// their own credentials, the shop says so in an orange header, and the opening is audited for
// other staff to review in the console.

const staff = { email: 'staff@mise.test', password: 'Staff-Secret-2024!' };
const shop = useShop({ STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });

/** A customer who signed up on their own, before any staff member looks at their account. */
async function registeredCustomer(firstName: string): Promise<Shopper> {
  const customer = newShopper(firstName);
  const answer = await fetch(`${shop.url()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url() },
    body: JSON.stringify({
      firstName: customer.firstName,
      lastName: customer.lastName,
      emailAddress: customer.email,
      password: customer.password,
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return customer;
}

/** The staff member signed in as themselves, away from the browser: the login's bearer token. */
async function staffToken(): Promise<string> {
  const answer = await fetch(`${shop.url()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url() },
    body: JSON.stringify({ username: staff.email, password: staff.password }),
  });
  expect(answer.status).toBe(200);
  const session = (await answer.json()) as SessionAnswer;
  expect(session.user.role).toBe('staff');
  return session.token;
}

/** The header's computed background as [red, green, blue]. */
async function headerColour(page: Page): Promise<number[]> {
  const colour = await page
    .getByRole('banner')
    .evaluate((header) => getComputedStyle(header).backgroundColor);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

const isOrange = ([red = 0, green = 0, blue = 0]: number[]) =>
  red > 200 && green > 110 && green < 200 && blue < 110;

describe.each([
  ['phone', phone],
  ['tablet', tablet],
  ['desktop', desktop],
] as [string, Viewport][])('a staff member on a %s', (name, viewport) => {
  it("opens a customer's account under an orange header, and the opening is audited", async () => {
    const customer = await registeredCustomer(`Jordan${name}`);
    const page = await shop.openPage('/admin/signin', viewport);
    await page.getByRole('heading', { level: 1, name: 'Access a customer account' }).waitFor();
    expect(isOrange(await headerColour(page))).toBe(false);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `staff-access-sign-in-${name}`);

    await page.getByLabel('Email address').fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByLabel('Customer email').fill(customer.email);
    await page.getByLabel('Reason (the customer is told)').fill('Card refused at checkout');
    await page.getByRole('button', { name: 'Open the account' }).click();

    // The shop now shows the customer's account, and who is really at the keyboard.
    await page.getByText('You have been logged in user accounr successfully').waitFor();
    await page.waitForURL(/\/recipes$/);
    await page
      .getByText(`Customer account of ${customer.email}, opened by staff member ${staff.email}`, {
        exact: true,
      })
      .waitFor();
    await expect.poll(() => headerColour(page).then(isOrange)).toBe(true);
    const session = await sessionInPage(page);
    expect(session?.user.emailAddress).toBe(customer.email);
    expect(session?.accessedBy?.emailAddress).toBe(staff.email);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `staff-access-customer-account-${name}`, { fullPage: false });

    // Acting as the customer is not being staff: the audit log refuses this session.
    const asCustomer = await page.request.get(`${shop.url()}/api/admin/audit`);
    expect(asCustomer.status()).toBe(403);

    // Staff signed in as themselves find the opening in the log.
    // The log gathers every service's entries a moment after the change commits.
    const opening = await eventually(async () => {
      const answer = await fetch(`${shop.url()}/api/admin/audit?q=${customer.email}`, {
        headers: { authorization: `Bearer ${await staffToken()}` },
      });
      expect(answer.status).toBe(200);
      // The log also holds a tag for each request made from the opened account.
      const entry = auditLogAnswer
        .parse(await answer.json())
        .data.find(({ action }) => action === 'customers.access');
      if (!entry) throw new Error('the opening is not in the log yet');
      return entry;
    });
    expect(opening).toMatchObject({
      action: 'customers.access',
      actor: { emailAddress: staff.email, role: 'admin' },
      onBehalfOf: { emailAddress: customer.email },
    });
    // The customer is told, with the reason and when the access ends.
    const mail = await openMail(
      page,
      shop.url(),
      customer.email,
      'A Mise team member opened your account',
    );
    expect(mail).toContain('The reason they gave: “Card refused at checkout”');
    expect(mail).toMatch(/Their access ends by itself at \d{1,2}:\d{2}/);
    await page.context().close();
  });
});

it("lists the staff member's opening of a customer account in the console's access log", async () => {
  const customer = await registeredCustomer('Riley');
  const shopPage = await shop.openPage('/admin/signin', desktop);
  await shopPage.getByLabel('Email address').fill(staff.email);
  await shopPage.getByLabel('Password', { exact: true }).fill(staff.password);
  await shopPage.getByLabel('Customer email').fill(customer.email);
  await shopPage.getByLabel('Reason (the customer is told)').fill('Asked by phone');
  await shopPage.getByRole('button', { name: 'Open the account' }).click();
  await shopPage.getByText('You have been logged in user accounr successfully').waitFor();
  await shopPage.context().close();

  const consolePage = await shop.openPage('/admin/', desktop);
  await consolePage.getByLabel(/E-mail address/).fill(staff.email);
  await consolePage.getByLabel(/Password/).fill(staff.password);
  await consolePage.getByRole('button', { name: 'Sign in' }).click();
  await consolePage.getByRole('menuitem', { name: 'Audit log' }).click();
  const row = consolePage
    .getByRole('row')
    .filter({ hasText: customer.email })
    .filter({ hasText: 'Opened a customer account' });
  await row.waitFor();
  expect(await row.textContent()).toContain('Opened a customer account');
  expect(await row.textContent()).toContain(staff.email);
  await screenshot(consolePage, 'staff-access-log-console');
  await consolePage.context().close();
});
