import type { MeAnswer } from '@mise/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  completeSignUp,
  continueWithEmail,
  newShopper,
  openMail,
  serverCartOf,
  sessionInPage,
} from '../support/accounts.js';
import {
  desktop,
  horizontalOverflow,
  phone,
  screenshot,
  seriousAccessibilityProblems,
  type Viewport,
} from '../support/browser.js';
import { addRecipes as addRecipesOnTheirPages, reviewAndCheckout } from '../support/shopping.js';
import { useShop } from '../support/use-shop.js';

// The "show": a guest's cart leads to the login popup at checkout; they sign up and keep
// the cart, verify the e-mail from the mail, sign out, sign in again as a guest with a new cart,
// favourite a recipe and go through onboarding, on a phone and on a desktop.

const shop = useShop();

const firstCart = ['chana-masala-chickpea-curry', 'coconut-chickpea-curry-bowls'];
const secondCart = ['coconut-red-lentil-spinach-curry'];
const sorted = (ids: string[]) => [...ids].sort();

const addRecipes = (page: Page, ids: string[]) => addRecipesOnTheirPages(page, shop.url(), ids);

async function selectedRecipeIds(page: Page) {
  return sorted((await serverCartOf(page, shop.url())).selectedRecipes.map(({ _id }) => _id));
}

/** The header's account menu: the slide-out menu on a phone, the dashboard menu on a desktop. */
async function logOut(page: Page, viewport: Viewport) {
  if (viewport === phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
  } else {
    await page.getByRole('button', { name: /Account menu/ }).click();
  }
  await page.getByRole('button', { name: 'Log Out' }).click();
}

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

/** The header's 'Sign Up' for a guest or 'My account' once signed in; a phone hides both. */
const headerLink = (page: Page, name: 'Sign Up' | 'My account') =>
  page.getByRole('banner').getByRole('link', { name, exact: true, includeHidden: true });

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as [string, Viewport][])('a new visitor on a %s', (name, viewport) => {
  it('signs up at checkout with the cart kept, verifies, signs in again, favourites and onboards', async () => {
    const shopper = newShopper('Avery');
    const page = await shop.openPage('/recipes', viewport);

    // A guest's checkout asks for the e-mail first.
    await addRecipes(page, firstCart);
    // The guest's cart is saved to the server within the save throttle.
    await expect.poll(() => selectedRecipeIds(page), { timeout: 5_000 }).toEqual(sorted(firstCart));
    await reviewAndCheckout(page, '2 recipes');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-email-step-${name}`, { fullPage: false });

    // A new address goes on to the full sign-up, which holds out for a strong password.
    await continueWithEmail(page, shopper.email);
    const signUp = page.getByRole('dialog', { name: 'Get started now' });
    await page.waitForURL(/[?&]loginmode=signup/);
    const password = signUp.getByLabel('Password', { exact: true });
    await password.fill('password');
    await password.blur();
    await signUp
      .getByText(
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
      )
      .waitFor();
    expect(await signUp.getByRole('button', { name: 'Sign Up' }).isDisabled()).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-sign-up-weak-password-${name}`, { fullPage: false });
    await completeSignUp(page, shopper);

    // Signed up and on the grocery list, with the guest's recipes.
    await page.waitForURL(/\/groceries$/);
    await notice(
      page,
      'Your account has been successfully created, check inbox to verify your email',
    );
    await page.getByRole('heading', { level: 1, name: 'Customize Your Groceries' }).waitFor();
    expect((await sessionInPage(page))?.user).toMatchObject({
      emailAddress: shopper.email,
      isEmailVerified: false,
    });
    await expect.poll(() => selectedRecipeIds(page)).toEqual(sorted(firstCart));
    await page.getByRole('button', { name: 'Cart, 2 recipes' }).waitFor();
    await expect.poll(() => headerLink(page, 'My account').count()).toBe(1);
    await expect.poll(() => headerLink(page, 'Sign Up').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `identity-signed-up-${name}`, { fullPage: false });

    // The verification mail's link, on this shop, verifies the address.
    const mail = await openMail(page, shop.url(), shopper.email, 'Verify your e-mail address');
    const link = mail.match(/https?:\/\/\S+\/verifyEmail\/\S+/)?.[0] ?? '';
    expect(link.startsWith(`${shop.url()}/verifyEmail/`), mail).toBe(true);
    await screenshot(page, `identity-verification-mail-${name}`);
    await page.goto(link);
    await page
      .getByRole('status')
      .filter({ hasText: 'Your account has been verified successfully' })
      .waitFor();
    await expect.poll(async () => (await sessionInPage(page))?.user.isEmailVerified).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-verified-${name}`);

    // Out again: the cart goes with the account.
    await logOut(page, viewport);
    await notice(page, 'You have been logged out successfully');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sessionInPage(page)).toBeNull();
    await page.getByRole('button', { name: 'Cart, 0 recipes' }).waitFor();
    await expect.poll(() => headerLink(page, 'Sign Up').count()).toBe(1);
    await expect.poll(() => headerLink(page, 'My account').count()).toBe(0);

    // A guest's heart leads to sign-in.
    await page.goto(`${shop.url()}/recipes`);
    await page
      .getByRole('link', { name: /^Save .+ to favourites$/ })
      .first()
      .click();
    await page.waitForURL(/\/signin$/);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    // A new guest cart, then signing in from the popup keeps it.
    await addRecipes(page, secondCart);
    await reviewAndCheckout(page, '1 recipe');
    await continueWithEmail(page, shopper.email);
    const welcome = page.getByRole('dialog', { name: 'Welcome back!' });
    await page.waitForURL(/[?&]loginmode=signin/);
    await expect(welcome.getByLabel('Email').inputValue()).resolves.toBe(shopper.email);
    await welcome.getByLabel('Password', { exact: true }).fill(shopper.password);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-welcome-back-${name}`, { fullPage: false });
    await welcome.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/groceries$/);
    await notice(page, 'You have been logged in successfully');
    await expect.poll(() => selectedRecipeIds(page)).toEqual(sorted(secondCart));

    // A favourite, kept on the account.
    await page.goto(`${shop.url()}/recipes`);
    const heart = page.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
    const favouriteName = (await heart.getAttribute('aria-label'))?.match(
      /^Save (.+) to favourites$/,
    )?.[1];
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${shop.url()}/recipes/favorites`);
    await page.getByRole('heading', { level: 1, name: 'Your favourite recipes' }).waitFor();
    await page.getByRole('link', { name: favouriteName, exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-favourites-${name}`);

    // Onboarding: the choices land in the profile.
    await page.goto(`${shop.url()}/onboarding/begin`);
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(/\/onboarding\/diets$/);
    await page.getByRole('radio', { name: /^Vegetarian/ }).check();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-onboarding-diets-${name}`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/onboarding\/allergies$/);
    await page.getByRole('checkbox', { name: 'Peanuts' }).check();
    await page.getByRole('checkbox', { name: 'Sesame' }).check();
    await screenshot(page, `identity-onboarding-allergies-${name}`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/onboarding\/servings$/);
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByText('4 servings').waitFor();
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/onboarding\/groceries$/);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-onboarding-groceries-${name}`);
    await page.getByRole('button', { name: 'Finish' }).click();
    // With recipes in the cart, onboarding ends on the grocery list.
    await page.waitForURL(/\/groceries$/);
    const profile = await page.evaluate(async () => {
      const answer = await fetch('/api/users/me');
      return (await answer.json()) as MeAnswer;
    });
    expect(profile.user.onboardedAt).not.toBeNull();
    expect(profile.user.shopperInfo).toEqual({
      allergies: expect.arrayContaining(['peanuts', 'sesame']),
      preferences: { diet: 'vegetarian', noOfServingsPerRecipe: 4 },
    });
    expect(profile.user.shopperInfo.allergies).toHaveLength(2);

    // And in the settings.
    await page.goto(`${shop.url()}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect
      .poll(() => page.getByRole('radio', { name: /^Vegetarian/ }).isChecked())
      .toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Peanuts' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Sesame' }).isChecked()).toBe(true);
    await page.getByText('4 servings').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `identity-settings-${name}`);
    await page.context().close();
  }, 180_000);
});
