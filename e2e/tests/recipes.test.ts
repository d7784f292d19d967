import type { RecipePage } from '@mise/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  horizontalOverflow,
  phone,
  screenshot,
  seriousAccessibilityProblems,
} from '../support/browser.js';
import { useShop } from '../support/use-shop.js';

// Runs on the catalog's real seed data (over 200 recipes, vegetarian curries among them).

const shop = useShop();

const cards = (page: Page) => page.locator('main article');
const cardNames = (page: Page) => cards(page).locator('h2').allTextContents();
const recipeCount = (page: Page) => page.getByText(/^\d+ recipes?$/);

const recipesAnswer = (query: string) => shop.apiAnswer<RecipePage>(`/recipes/all?${query}`);

describe('/recipes', () => {
  it('filters to vegetarian recipes of 30 minutes or less, then finds curries despite a typo', async () => {
    const page = await shop.openPage('/recipes');
    await recipeCount(page).waitFor();
    expect(await page.title()).toBe('Select Your Meals - Mise');
    expect(await cards(page).count()).toBe(10);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('radio', { name: 'Vegetarian' }).check();
    await filters.getByRole('radio', { name: '30 min or less' }).check();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await filters.getByRole('button', { name: 'Apply' }).click();

    await page.waitForURL(/diet=vegetarian/);
    expect(new URL(page.url()).searchParams.get('cookingTimeMax')).toBe('30');
    const expected = await recipesAnswer('diet=vegetarian&cookingTimeMax=30&limit=10&page=1');
    expect(expected.recipes.length).toBeGreaterThan(0);
    for (const recipe of expected.recipes) {
      expect(recipe.diets).toContain('vegetarian');
      expect(recipe.cookingTime).toBeLessThanOrEqual(30);
    }
    await expect.poll(() => cardNames(page)).toEqual(expected.recipes.map((r) => r.name));
    for (const time of await cards(page)
      .getByText(/^\d+ min$/)
      .allTextContents()) {
      expect(Number.parseInt(time, 10)).toBeLessThanOrEqual(30);
    }
    expect(await page.getByRole('button', { name: /^Filters/ }).textContent()).toContain('2');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search recipes' });
    await search.getByRole('searchbox').fill('cury');
    await search.getByRole('button', { name: 'Search' }).click();

    await page.getByRole('button', { name: 'Remove the search “cury”' }).waitFor();
    // The vegetarian cards stay on screen until the search's answer replaces them.
    const found = await recipesAnswer(
      'diet=vegetarian&cookingTimeMax=30&search=cury&limit=10&page=1',
    );
    expect(found.recipes.some((recipe) => /curr/i.test(recipe.name))).toBe(true);
    await expect.poll(() => cardNames(page)).toEqual(found.recipes.map((r) => r.name));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipes-desktop-vegetarian-curry');
    await page.context().close();
  });

  it('shows the full list on a desktop and loads the next page on demand', async () => {
    const page = await shop.openPage('/recipes');
    await recipeCount(page).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Load more recipes' }).click();
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
    // Last: a full-page capture makes the window as tall as the page, which brings the end of
    // the list into view and so loads further pages by itself.
    await screenshot(page, 'recipes-desktop');
    await page.context().close();
  });

  it('fits a phone, with the filters popup usable there', async () => {
    const page = await shop.openPage('/recipes', phone);
    await recipeCount(page).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipes-phone');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('checkbox').first().waitFor();
    // The popup fills the phone's screen: a full-page capture would show the page behind it.
    await screenshot(page, 'recipes-phone-filters', { fullPage: false });
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('influencer storefronts', () => {
  it('sends an unknown handle home', async () => {
    const page = await shop.openPage('/nosuchhandle');
    await page.waitForURL(`${shop.url()}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });

  it("shows a storefront's recipes under its handle", async () => {
    const page = await shop.openPage('/greenkitchen/recipes');
    await page.getByRole('heading', { level: 1, name: /Green Kitchen/ }).waitFor();
    await recipeCount(page).waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Explore Recipes' })
        .getAttribute('href'),
    ).toBe('/greenkitchen/recipes');
    expect(await cards(page).first().locator('h2 a').getAttribute('href')).toMatch(
      /^\/greenkitchen\/recipes\//,
    );
    await screenshot(page, 'storefront-recipes-desktop');
    await page.context().close();
  });
});
