import type { RecipeDetail } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { desktop, phone, screenshot, seriousAccessibilityProblems } from '../support/browser.js';
import { useShop } from '../support/use-shop.js';

// The "show": a visitor narrows the recipes, searches with a typo, opens a recipe
// and changes its servings, on a phone and on a desktop.

const shop = useShop();

describe.each([
  ['phone', phone],
  ['desktop', desktop],
])('a visitor on a %s', (name, viewport) => {
  it('finds a quick vegetarian curry and scales it', async () => {
    const page = await shop.openPage('/recipes', viewport);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('radio', { name: 'Vegetarian' }).check();
    await filters.getByRole('radio', { name: '30 min or less' }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/diet=vegetarian/);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search recipes' });
    await search.getByRole('searchbox').fill('cury');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/search=cury/);

    const curry = page.locator('main article h2 a', { hasText: /curr/i }).first();
    await curry.waitFor();
    const href = await curry.getAttribute('href');
    await curry.click();
    await page.waitForURL(`${shop.url()}${href}`);

    const id = href?.split('/').at(-1);
    const recipe = await shop.apiAnswer<RecipeDetail>(`/recipes/${id}`);
    expect(recipe.diets).toContain('vegetarian');
    expect(recipe.cookingTime).toBeLessThanOrEqual(30);
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();

    const first = recipe.ingredients[0];
    if (!first) throw new Error('the recipe has no ingredients');
    const amount = page.getByTestId(`amount-${first._id}`);
    const calories = page.getByTestId('total-calories');
    const before = { amount: await amount.textContent(), calories: await calories.textContent() };

    await page.getByRole('button', { name: 'More servings' }).click();
    const raised = String(recipe.defaultServings + recipe.incrServings);
    await expect
      .poll(() => page.getByRole('group', { name: 'Servings' }).locator('output').textContent())
      .toBe(raised);
    expect(await amount.textContent()).not.toBe(before.amount);
    expect(await calories.textContent()).not.toBe(before.calories);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `visitor-journey-${name}`);
    await page.context().close();
  });
});
