import type { Page } from 'playwright-core';

/** Puts each recipe in the menu from its own page, as a shopper does. */
export async function addRecipes(page: Page, shopUrl: string, ids: readonly string[]) {
  for (const id of ids) {
    await page.goto(`${shopUrl}/recipes/${id}`);
    await page.getByRole('button', { name: /^Add to menu/ }).click();
    await page.getByText(/^In your menu/).waitFor();
  }
}

/** The cart popup's way on, which a guest finds behind the login popup's e-mail step. */
export async function reviewAndCheckout(page: Page, recipeCount: string) {
  await page.getByRole('button', { name: `Cart, ${recipeCount}` }).click();
  const cart = page.getByRole('dialog', { name: 'All your meals' });
  await cart.getByRole('button', { name: 'Review & Checkout' }).click();
  await page.waitForURL(/[?&]loginmode=email/);
  await page.getByRole('dialog', { name: 'Enter email & get started' }).waitFor();
}
