import type { BuildMenuAnswer, CartAnswer } from '@mise/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import { phone, screenshot, seriousAccessibilityProblems } from '../support/browser.js';
import { sidewaysOverflow } from '../support/overflow.js';
import { registerShopper, signInWithPage } from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// Issue 17 on a phone: a shopper plans five days for two (the wizard's defaults), swaps one
// dinner, and checks out: the cart holds the plan's recipes at the plan's cost.

const shop = useShop();

/** The plan the page shows, as it keeps it under `buildMenu`. */
const shownPlan = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('buildMenu') ?? '{}').buildMenuResult?.plan ?? null,
  ) as Promise<BuildMenuAnswer | null>;

const dinnersOf = (plan: BuildMenuAnswer) =>
  plan.days.map((day) => day.meals.find((meal) => meal.mealTypeId === 'dinner')?.recipe.name);

describe('the weekly plan on a phone', () => {
  it('plans five days for two, swaps a dinner and puts the plan in the cart', async () => {
    const shopper = newShopper('Noor');
    await registerShopper(shop.url(), shopper);
    const page = await shop.openPage('/', phone);
    await signInWithPage(page, shop.url(), shopper);

    // 'Weekly Plan' starts the wizard at its first step.
    await page.goto(`${shop.url()}/build-menu`);
    await page.waitForURL(/\/build-menu\/nutrition-program$/);
    await page.getByRole('radio', { name: /^Balanced/ }).check();
    await screenshot(page, 'build-menu-1-program-phone');
    await page.getByRole('button', { name: 'Next >' }).click();
    await page.getByRole('heading', { name: 'Diet and allergies' }).waitFor();
    await page.getByRole('button', { name: 'Next >' }).click();
    await page.getByRole('heading', { name: 'Which meals should we plan?' }).waitFor();
    for (const name of ['Breakfast', 'Lunch', 'Dinner']) {
      await page.getByRole('checkbox', { name }).check();
    }
    await screenshot(page, 'build-menu-2-meal-types-phone');
    await page.getByRole('button', { name: 'See my plan >' }).click();

    // The plan, with its money on the first screen.
    await page.getByText(/^An average day per person/).waitFor({ timeout: 30_000 });
    const plan = await shownPlan(page);
    if (!plan) throw new Error('the page keeps no plan');
    expect(plan.days).toHaveLength(5);
    expect(plan.calorieInfo).toMatchObject({ members: 2, totalDays: 5 });
    const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(
      plan.costCents / 100,
    );
    const costShown = page.getByText(money, { exact: true }).first();
    await costShown.waitFor();
    expect((await costShown.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(
      phone.height,
    );
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'build-menu-3-plan-phone', { fullPage: false });

    // Swap the first dinner: the other four stay, the swapped one changes.
    const bar = page.getByRole('region', { name: "Your plan's meals" });
    await bar.getByRole('button', { name: 'View Dinner' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dinner' }).waitFor();
    const before = dinnersOf(plan);
    await page
      .getByRole('button', { name: `Swap ${before[0]}` })
      .first()
      .click();
    await expect
      .poll(async () => dinnersOf((await shownPlan(page)) ?? plan)[0], { timeout: 30_000 })
      .not.toBe(before[0]);
    const swapped = await shownPlan(page);
    if (!swapped) throw new Error('the page keeps no plan');
    expect(dinnersOf(swapped).slice(1)).toEqual(before.slice(1));
    await page
      .getByRole('article', { name: dinnersOf(swapped)[0] })
      .first()
      .waitFor();
    await screenshot(page, 'build-menu-4-swapped-phone', { fullPage: false });

    // Dinner is the last meal type: 'Checkout >' puts the plan in the cart.
    await bar.getByRole('button', { name: 'Checkout >' }).click();
    await page.waitForURL(/\/groceries$/, { timeout: 30_000 });
    const cart = (await page.evaluate(async () => {
      const answer = await fetch('/api/cart?getGroceries=true');
      return answer.json();
    })) as CartAnswer;
    expect(
      cart.selectedRecipes.map((r) => `${r._id} ${r.mealTypeId} ${r.servings}`).sort(),
    ).toEqual(swapped.cart.recipes.map((r) => `${r.id} ${r.mealTypeId} ${r.servings}`).sort());
    expect(cart.cost.priceOfRequiredProducts).toBe(swapped.costCents);
    await screenshot(page, 'build-menu-5-groceries-phone', { fullPage: false });
    await page.context().close();
  }, 240_000);

  it('gives two people their own calorie goals, each day within each one’s band', async () => {
    const page = await shop.openPage('/build-menu/nutrition-program', phone);
    await page.getByRole('radio', { name: /^Balanced/ }).check();
    await page.getByRole('button', { name: 'Next >' }).click();
    await page.getByRole('heading', { name: 'Diet and allergies' }).waitFor();
    await page.getByRole('button', { name: 'Next >' }).click();
    await page.getByRole('heading', { name: 'Which meals should we plan?' }).waitFor();
    for (const name of ['Lunch', 'Dinner']) await page.getByRole('checkbox', { name }).check();
    await page.getByRole('button', { name: 'See my plan >' }).click();
    await page.getByText(/^An average day per person/).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: /^Goal: / }).click();
    const popup = page.getByRole('dialog', { name: 'Your calorie goal' });
    await popup.getByRole('checkbox', { name: 'Everyone has the same goal' }).uncheck();
    await popup.getByRole('textbox', { name: 'Person 1' }).fill('1500');
    await popup.getByRole('textbox', { name: 'Person 2' }).fill('2500');
    await screenshot(page, 'build-menu-6-people-goals-phone', { fullPage: false });
    await popup.getByRole('button', { name: 'Apply' }).click();

    // The replanned days show each person's line; the plan kept is the one asked for them.
    await page
      .getByRole('list', { name: "Each person's day" })
      .first()
      .waitFor({ timeout: 30_000 });
    const plan = await shownPlan(page);
    if (!plan) throw new Error('the page keeps no plan');
    expect(plan.people.map((person) => person.caloriesGoal)).toEqual([1500, 2500]);
    for (const day of plan.days) {
      day.byPerson.forEach((eaten, index) => {
        const band = plan.people[index]?.calorieBand;
        expect(eaten.calories).toBeGreaterThanOrEqual(band?.min ?? Number.NaN);
        expect(eaten.calories).toBeLessThanOrEqual(band?.max ?? Number.NaN);
      });
    }
    const secondPerson = plan.days[0]?.byPerson[1]?.calories ?? 0;
    await page
      .getByText(new RegExp(`^Person 2: ${secondPerson.toLocaleString('en-CA')} kcal of`))
      .first()
      .waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.getByRole('list', { name: "Each person's day" }).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'build-menu-7-people-plan-phone', { fullPage: false });
    await page.context().close();
  }, 120_000);
});
