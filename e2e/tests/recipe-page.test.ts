import type { CuratedBoxSummary, RecipeDetail, RecipePage } from '@mise/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  horizontalOverflow,
  phone,
  screenshot,
  seriousAccessibilityProblems,
} from '../support/browser.js';
import { useShop } from '../support/use-shop.js';

const shop = useShop();
/** A recipe whose first ingredient is bought by quantity, so servings change its amount. */
let recipe: RecipeDetail;

beforeAll(async () => {
  const { recipes } = await shop.apiAnswer<RecipePage>('/recipes/all?limit=20');
  for (const summary of recipes) {
    const detail = await shop.apiAnswer<RecipeDetail>(`/recipes/${summary._id}`);
    if (detail.steps.length >= 3 && detail.ingredients.some((line) => !line.required)) {
      recipe = detail;
      break;
    }
  }
  expect(recipe).toBeDefined();
});

describe('the recipe page', () => {
  it('scales ingredients and nutrition totals with the servings', async () => {
    const page = await shop.openPage(`/recipes/${recipe._id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(recipe.name);
    expect(await page.title()).toBe('Mise - Meals & Groceries, Solved');

    const first = recipe.ingredients[0];
    if (!first) throw new Error('the recipe has no ingredients');
    const amount = page.getByTestId(`amount-${first._id}`);
    const calories = page.getByTestId('total-calories');
    const amountBefore = await amount.textContent();
    const caloriesBefore = await calories.textContent();
    expect(
      await page.getByRole('group', { name: 'Servings' }).locator('output').textContent(),
    ).toBe(String(recipe.defaultServings));
    expect(await page.getByText('pantry staple').count()).toBeGreaterThan(0);
    expect(await page.getByRole('table').getByText('%').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'More servings' }).click();

    const raised = recipe.defaultServings + recipe.incrServings;
    await expect
      .poll(() => page.getByRole('group', { name: 'Servings' }).locator('output').textContent())
      .toBe(String(raised));
    expect(await amount.textContent()).not.toBe(amountBefore);
    expect(await calories.textContent()).not.toBe(caloriesBefore);
    expect(await page.getByRole('columnheader', { name: `For ${raised} servings` }).count()).toBe(
      1,
    );
    expect(new URL(page.url()).searchParams.get('servings')).toBe(String(raised));

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    // Back to the top, so the sticky header sits where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'recipe-page-desktop');
    await page.context().close();
  });

  it('fits a phone', async () => {
    const page = await shop.openPage(`/recipes/${recipe._id}`, phone);
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipe-page-phone');
    await page.context().close();
  });

  it('copies its link from the share dialog', async () => {
    const page = await shop.openPage(`/recipes/${recipe._id}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: shop.url(),
    });
    await page.getByRole('button', { name: 'Share recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this recipe' });
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await dialog.getByText('The sharable link is copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.context().close();
  });

  it('says so when there is no such recipe, with a way back to the recipes', async () => {
    const page = await shop.openPage('/recipes/no-such-recipe');
    await page.getByRole('heading', { level: 1, name: "We couldn't find that recipe" }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse all recipes' }).getAttribute('href')).toBe(
      '/recipes',
    );
    await page.context().close();
  });

  it('prints on a page of its own', async () => {
    const page = await shop.openPage(`/recipes/${recipe._id}`);
    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL(`${shop.url()}/recipes/${recipe._id}/print`);
    // The recipe page has the same heading and may still be on screen: wait for the print button.
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByText(`Serves ${recipe.defaultServings}`).count()).toBe(1);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipe-print-desktop');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(page, 'recipe-print-paper');
    await page.context().close();
  });

  it('guides the cooking one step at a time', async () => {
    const total = recipe.steps.length;
    const page = await shop.openPage(`/recipes/${recipe._id}`, phone);
    await page.getByRole('link', { name: 'Start cooking' }).click();
    await page.waitForURL(`${shop.url()}/recipes/${recipe._id}/cook`);
    const progress = page.getByText(/^Step \d+ of \d+$/);
    await expect.poll(() => progress.textContent()).toBe(`Step 1 of ${total}`);
    expect(await page.getByText(recipe.steps[0] ?? '').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => progress.textContent()).toBe(`Step 2 of ${total}`);
    expect(await page.getByText(recipe.steps[1] ?? '').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress.textContent()).toBe(`Step 3 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => progress.textContent()).toBe(`Step 2 of ${total}`);

    await page.getByRole('button', { name: 'Ingredients for this step' }).click();
    const drawer = page.getByRole('dialog', { name: 'Ingredients for this step' });
    await drawer.waitFor();
    expect(await drawer.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await screenshot(page, 'recipe-cook-phone');
    for (let step = 2; step < total; step++) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'recipe-cook-done-phone');
    await page.getByRole('link', { name: 'Back to the recipe' }).click();
    await page.waitForURL(`${shop.url()}/recipes/${recipe._id}`);
    await page.context().close();
  });
});

describe('a category', () => {
  it('lists its recipes under its name', async () => {
    const { categories } = await shop.apiAnswer<{
      categories: { _id: string; name: string; recipeCount: number }[];
    }>('/categories');
    const category = categories.find((candidate) => candidate.recipeCount > 0);
    if (!category) throw new Error('no category has recipes');
    const page = await shop.openPage(`/categories/${category._id}`);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    // The heading shows before the recipes arrive.
    await expect
      .poll(() => page.getByRole('article').count())
      .toBe(Math.min(category.recipeCount, 100));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'category-page-desktop');
    await page.context().close();

    const onPhone = await shop.openPage(`/categories/${category._id}`, phone);
    await onPhone.getByRole('heading', { level: 1, name: category.name }).waitFor();
    expect(await horizontalOverflow(onPhone)).toBeLessThanOrEqual(0);
    await screenshot(onPhone, 'category-page-phone');
    await onPhone.context().close();
  });

  it('shows No recipes found for a category that does not exist', async () => {
    const page = await shop.openPage('/categories/no-such-category');
    await page.getByRole('heading', { level: 1, name: 'No recipes found' }).waitFor();
    await page.context().close();
  });
});

describe('the meal plans', () => {
  it('shows the curated boxes, and a box with its recipes grouped by category', async () => {
    const { curatedRecipes } = await shop.apiAnswer<{ curatedRecipes: CuratedBoxSummary[] }>(
      '/curated-recipes?countryCode=CA&sortBy=order&order=asc&page=1&perPage=10',
    );
    const box = curatedRecipes[0];
    if (!box) throw new Error('the catalog has no curated boxes');

    const page = await shop.openPage('/meal-plan');
    await page.getByRole('heading', { level: 1, name: 'Meal plans' }).waitFor();
    // The heading shows before the boxes arrive.
    await expect.poll(() => page.getByRole('article').count()).toBe(curatedRecipes.length);
    expect(await page.getByText(`${box.recipeCount} recipes`).count()).toBeGreaterThan(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'meal-plan-desktop');

    await page.getByRole('link', { name: box.name }).click();
    await page.waitForURL(`${shop.url()}/meal-plan/${box._id}`);
    await page.getByRole('heading', { level: 1, name: box.name }).waitFor();
    const groups = page.getByRole('heading', { level: 2 });
    await groups.first().waitFor();
    expect(await groups.count()).toBeGreaterThan(0);
    // The box itself is an article too; its recipe cards are in the group lists.
    await expect
      .poll(() => page.getByRole('listitem').getByRole('article').count())
      .toBe(box.recipeCount);
    expect(await page.getByText(/^\d+ servings$/).count()).toBeGreaterThanOrEqual(box.recipeCount);
    expect(await page.getByRole('button', { name: 'Add all to cart' }).isDisabled()).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'meal-plan-box-desktop');
    await page.context().close();

    const onPhone = await shop.openPage(`/meal-plan/${box._id}`, phone);
    await onPhone.getByRole('heading', { level: 1, name: box.name }).waitFor();
    expect(await horizontalOverflow(onPhone)).toBeLessThanOrEqual(0);
    await screenshot(onPhone, 'meal-plan-box-phone');
    await onPhone.context().close();

    const listOnPhone = await shop.openPage('/meal-plan', phone);
    await listOnPhone.getByRole('heading', { level: 1, name: 'Meal plans' }).waitFor();
    expect(await horizontalOverflow(listOnPhone)).toBeLessThanOrEqual(0);
    await screenshot(listOnPhone, 'meal-plan-phone');
    await listOnPhone.context().close();
  });
});
