import { randomUUID } from 'node:crypto';
import type { CartAnswer, MeAnswer } from '@mise/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Meets the shop's password rule: 8 characters, upper, lower, digit and a special one. */
export const strongPassword = 'Basil&Thyme2024';

/** A shopper no other test has used: every run and test registers its own address. */
export function newShopper(firstName: string): Shopper {
  return {
    firstName,
    lastName: 'Tremblay',
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@mise.test`,
    password: strongPassword,
  };
}

/** The login popup's first step: the e-mail, then Continue to sign in or sign up. */
export async function continueWithEmail(page: Page, email: string) {
  const popup = page.getByRole('dialog', { name: 'Enter email & get started' });
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Continue' }).click();
}

/** Fills the popup's full sign-up form ('Get started now') as `shopper` and sends it. */
export async function completeSignUp(page: Page, shopper: Shopper) {
  const popup = page.getByRole('dialog', { name: 'Get started now' });
  await popup.getByLabel('First name').fill(shopper.firstName);
  await popup.getByLabel('Last name').fill(shopper.lastName);
  await expect(popup.getByLabel('Email').inputValue()).resolves.toBe(shopper.email);
  await popup.getByLabel('Password', { exact: true }).fill(shopper.password);
  await popup.getByLabel('Retype password').fill(shopper.password);
  await popup.getByRole('button', { name: 'Sign Up' }).click();
}

/** From the popup's e-mail step to a new account: the popup then sends the shopper on. */
export async function signUpInLoginPopup(page: Page, shopper: Shopper) {
  await continueWithEmail(page, shopper.email);
  await completeSignUp(page, shopper);
}

/** Who the page's session cookie speaks for, asked as the shop asks; null for a guest. */
export function sessionInPage(page: Page): Promise<MeAnswer | null> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/auth/me');
    return answer.ok ? ((await answer.json()) as MeAnswer) : null;
  });
}

/**
 * The cart the page's shopper has on the server: the account's through the session cookie once
 * signed in, else the guest's through the id the shop keeps.
 */
export async function serverCartOf(page: Page, shopUrl: string): Promise<CartAnswer> {
  const guestUserId = await page.evaluate(() => localStorage.getItem('guestUserId'));
  const answer = await page.request.get(`${shopUrl}/api/cart?getGroceries=true`, {
    headers: guestUserId ? { 'x-guest-user-id': guestUserId } : {},
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as CartAnswer;
}

/**
 * Opens the newest mail to `to` with `subject` in the shop's dev mail viewer (the embedded
 * runtime's outbox) and answers its text part. The mail is sent by a job after the event that
 * asks for it, so it is waited for.
 */
export async function openMail(page: Page, shopUrl: string, to: string, subject: string) {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
  await expect
    .poll(
      async () => {
        await page.goto(`${shopUrl}/dev/mail`);
        return row.count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await row.first().getByRole('link', { name: subject }).click();
  await page.getByRole('heading', { level: 1, name: subject }).waitFor();
  return (await page.locator('pre').textContent()) ?? '';
}
