import type {
  OrderAnswer,
  PrintMenuAnswer,
  RecipeDetail,
  RecipePage,
  SessionAnswer,
  UserOverviewAnswer,
} from '@mise/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newShopper, type Shopper } from '../support/accounts.js';
import {
  desktop,
  horizontalOverflow,
  phone,
  screenshot,
  seriousAccessibilityProblems,
  type Viewport,
} from '../support/browser.js';
import {
  type CartLine,
  registerShopper,
  registerThroughApi,
  signInWithPage,
} from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// Issue 20, "Routes and calls still missing": the pages that fell through to the landing page,
// the printable menu of an order, a recipe as an order bought it, and sharing a recipe.

const shop = useShop();
const buyer = newShopper('Margot');
let order: OrderAnswer;
/** The order's lines: servings above each recipe's default, so "as ordered" shows. */
let lines: (CartLine & { name: string })[];
let buyerToken: string;
let strangerToken: string;

async function signInThroughApi(shopper: Shopper): Promise<string> {
  const answer = await fetch(`${shop.url()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: shopper.email, password: shopper.password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as SessionAnswer).token;
}

/** GET /api${path} as the holder of `token` (none: a visitor). */
async function apiAs(token: string | null, path: string) {
  const answer = await fetch(`${shop.url()}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: answer.status, body: await answer.json() };
}

beforeAll(async () => {
  const { recipes } = await shop.apiAnswer<RecipePage>('/recipes/all?limit=2');
  lines = recipes.map((recipe) => ({
    id: recipe._id,
    name: recipe.name,
    servings: recipe.defaultServings + recipe.incrServings,
  }));
  const api = await registerShopper(shop.url(), buyer);
  order = await api.placeOrder(lines.map(({ id, servings }) => ({ id, servings })));
  buyerToken = await signInThroughApi(buyer);
  strangerToken = (await registerThroughApi(shop.url(), newShopper('Stranger'))).token;
}, 120_000);

/** Opens `path` as the buyer, signed in through the shop's own page. */
async function openAsBuyer(path: string, viewport: Viewport = desktop): Promise<Page> {
  const page = await shop.openPage('/', viewport);
  await signInWithPage(page, shop.url(), buyer);
  await page.goto(`${shop.url()}${path}`);
  return page;
}

/** The page stayed where it was sent, fits the viewport and has no serious axe problem. */
async function expectSoundPage(page: Page, path: string, name: string) {
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('the calls', () => {
  it('gives a recipe with its id and customServings, and as ordered only to its buyer', async () => {
    const [first] = lines;
    if (!first) throw new Error('no recipe in the order');
    const plain = (await apiAs(null, `/recipes/${first.id}`)).body as RecipeDetail;
    expect(plain).toMatchObject({ id: first.id, customServings: plain.defaultServings });
    expect(plain.order).toBeNull();

    const asOrdered = await apiAs(buyerToken, `/recipes/${first.id}?orderId=${order._id}`);
    expect(asOrdered.status).toBe(200);
    expect(asOrdered.body).toMatchObject({
      id: first.id,
      customServings: first.servings,
      order: { orderId: order._id, number: order.number, servings: first.servings },
    });
    expect((await apiAs(strangerToken, `/recipes/${first.id}?orderId=${order._id}`)).status).toBe(
      404,
    );
    expect((await apiAs(null, `/recipes/${first.id}?orderId=${order._id}`)).status).toBe(401);
  });

  it("prints the buyer's order, whole or one recipe, and nobody else's", async () => {
    const whole = await apiAs(buyerToken, `/recipes/print?order=${order._id}`);
    expect(whole.status).toBe(200);
    const menu = whole.body as PrintMenuAnswer;
    expect(menu.number).toBe(order.number);
    expect(menu.recipes.map(({ _id, customServings }) => ({ id: _id, customServings }))).toEqual(
      lines.map(({ id, servings }) => ({ id, customServings: servings })),
    );
    expect(menu.recipes.every((recipe) => recipe.steps.length > 0)).toBe(true);

    const [, second] = lines;
    const one = await apiAs(buyerToken, `/recipes/print?order=${order._id}&id=${second?.id}`);
    expect((one.body as PrintMenuAnswer).recipes.map((recipe) => recipe._id)).toEqual([second?.id]);
    expect((await apiAs(strangerToken, `/recipes/print?order=${order._id}`)).status).toBe(404);
    expect((await apiAs(null, `/recipes/print?order=${order._id}`)).status).toBe(401);
  });

  it("carries the buyer's cards, orders and the diets in /api/users/me", async () => {
    const me = (await apiAs(buyerToken, '/users/me')).body as UserOverviewAnswer;
    expect(me.user.unavailable).toEqual([]);
    expect(me.user.orderHistory.map((entry) => entry.number)).toEqual([order.number]);
    expect(me.user.orderHistory[0]?.cost.totalPrice).toBe(order.cost.totalPrice);
    expect(me.user.dietList.map((diet) => diet._id)).toContain('vegetarian');
    expect(Array.isArray(me.user.paymentMethods)).toBe(true);
  });
});

describe('the pages that fell through to the landing page', () => {
  for (const [viewport, size] of [
    [phone, 'phone'],
    [desktop, 'desktop'],
  ] as const) {
    it(`shows the recipes catalogue at /shop-recipes on a ${size}`, async () => {
      const page = await shop.openPage('/shop-recipes', viewport);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('link', { name: lines[0]?.name }).first().waitFor();
      await expectSoundPage(page, '/shop-recipes', `shop-recipes-${size}`);
      await page.context().close();
    });

    it(`shows the landing page at /landingPage on a ${size}`, async () => {
      const page = await shop.openPage('/landingPage', viewport);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectSoundPage(page, '/landingPage', `landing-page-${size}`);
      await page.context().close();
    });

    it(`shows the link-in-bio page at /linkedinbio on a ${size}`, async () => {
      const page = await shop.openPage('/linkedinbio', viewport);
      await page.getByRole('heading', { level: 1, name: 'Mise' }).waitFor();
      const links = page.getByRole('navigation');
      expect(
        await links.getByRole('link', { name: "This week's meal plan" }).getAttribute('href'),
      ).toBe('/meal-plan');
      expect(
        await page.getByRole('region', { name: 'Featured recipes' }).getByRole('link').count(),
      ).toBe(4);
      await expectSoundPage(page, '/linkedinbio', `linkedinbio-${size}`);
      await page.context().close();
    });

    it(`prints the buyer's order at /recipes/print on a ${size}`, async () => {
      const page = await openAsBuyer(`/recipes/print?order=${order._id}`, viewport);
      await page
        .getByRole('heading', { level: 1, name: `Your menu for order ${order.number}` })
        .waitFor();
      for (const line of lines) {
        await page.getByRole('heading', { level: 2, name: line.name }).waitFor();
        const sameServings = lines.filter((other) => other.servings === line.servings);
        expect(await page.getByText(`Serves ${line.servings}`).count()).toBe(sameServings.length);
      }
      await expectSoundPage(page, '/recipes/print', `order-print-${size}`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      await screenshot(page, `order-print-paper-${size}`);
      await page.context().close();
    });

    it(`shows a recipe as the buyer ordered it on a ${size}`, async () => {
      const [first] = lines;
      if (!first) throw new Error('no recipe in the order');
      const page = await openAsBuyer(`/recipes/${first.id}?orderId=${order._id}`, viewport);
      const note = page.getByRole('region', { name: 'As you ordered it' });
      await note.waitFor();
      expect(await note.textContent()).toContain(`Order ${order.number}`);
      expect(
        await page.getByRole('group', { name: 'Servings' }).locator('output').textContent(),
      ).toBe(String(first.servings));
      expect(await page.getByRole('link', { name: 'Print as ordered' }).getAttribute('href')).toBe(
        `/recipes/print?order=${encodeURIComponent(order._id)}&id=${first.id}`,
      );
      await expectSoundPage(page, `/recipes/${first.id}`, `recipe-as-ordered-${size}`);
      await page.context().close();
    });
  }
});

describe("an order's recipe seen by others", () => {
  it('is the recipe itself for a visitor following the shared menu', async () => {
    const [first] = lines;
    if (!first) throw new Error('no recipe in the order');
    const path = `/recipes/${first.id}`;
    const page = await shop.openPage(`${path}?orderId=${order._id}&servings=${first.servings}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('region', { name: 'As you ordered it' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('sharing a recipe', () => {
  it('offers X, Facebook, WhatsApp, e-mail and Copy Link with the recipe link', async () => {
    const [first] = lines;
    if (!first) throw new Error('no recipe in the order');
    const page = await shop.openPage(`/recipes/${first.id}`, phone);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: shop.url(),
    });
    await page.getByRole('button', { name: 'Share recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this recipe' });
    const url = `${shop.url()}/recipes/${first.id}`;
    const text = encodeURIComponent(`Check out my recipe: ${url}`);
    const href = (name: string) => dialog.getByRole('link', { name }).getAttribute('href');
    expect(await href('Share on X')).toBe(`https://twitter.com/intent/tweet?text=${text}`);
    expect(await href('Share on Facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(await href('Share on WhatsApp')).toBe(`https://wa.me/?text=${text}`);
    expect(await href('Share by e-mail')).toBe(
      `mailto:?subject=${encodeURIComponent('Check out my recipe:')}&body=${text}`,
    );

    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await dialog.getByRole('tooltip', { name: 'Copied' }).waitFor();
    await dialog.getByText('The sharable link is copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await dialog.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipe-share-phone', { fullPage: false });
    await page.context().close();
  });
});
