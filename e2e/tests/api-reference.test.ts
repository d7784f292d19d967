import { expect, it } from 'vitest';
import { useShop } from '../support/use-shop.js';

// Issue 19: the API reference at /api/docs works from this machine alone, under its CSP
// (useShop fails the test on anything the policy refused).
const shop = useShop();

const services = [
  'cart-pricing',
  'catalog',
  'delivery-slots',
  'gateway',
  'identity',
  'notifications',
  'orders-payments',
  'pantry',
  'share-url',
];

it('shows the published API, a section per service that opens on its routes', async () => {
  const page = await shop.openPage('/api/docs');
  const sections = page.locator('.opblock-tag');
  await expect
    .poll(async () => (await sections.allInnerTexts()).map((text) => text.split('\n')[0]?.trim()))
    .toEqual(services);
  await page.locator('#operations-tag-catalog').click();
  const recipes = page.locator('#operations-catalog-get_api_recipes_all');
  await expect.poll(() => recipes.innerText()).toContain('/api/recipes/all');
  await recipes.locator('.opblock-summary').click();
  await expect.poll(() => recipes.locator('.parameters').innerText()).toContain('influencerId');
  // Every request the page made went to the shop itself.
  const origins = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin),
  );
  expect(new Set(origins)).toEqual(new Set([shop.url()]));
  await page.context().close();
});
