import type {
  CartAnswer,
  GroceryIngredient,
  PantryAnswer,
  RecommendedRecipe,
  SessionAnswer,
} from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import { describe, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import { phone, screenshot, seriousAccessibilityProblems } from '../support/browser.js';
import { sidewaysOverflow } from '../support/overflow.js';
import { type CartLine, inPage, registerShopper, signInWithPage } from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// Issue 16's loop, on a phone: a new shopper orders three recipes, staff deliver the order, the
// pantry lists the leftovers with their expiry dates, next week's cart with a recipe that uses
// them costs less and its cards say what the shopper has, and /use-pantry offers recipes that
// cook the soonest-expiring lots.

const staff = { email: 'staff@mise.test', password: 'Staff-Secret-2024!' };
const shop = useShop({ STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });

const firstWeek: CartLine[] = [
  { id: 'chana-masala-chickpea-curry', servings: 4 },
  { id: 'coconut-chickpea-curry-bowls', servings: 4 },
  { id: 'coconut-red-lentil-spinach-curry', servings: 4 },
];

/** A staff member's call to the staff API, signed in as themselves. */
async function asStaff(path: string, method: string, body: object) {
  const login = await fetch(`${shop.url()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url() },
    body: JSON.stringify({ username: staff.email, password: staff.password }),
  });
  const { token } = (await login.json()) as SessionAnswer;
  const answer = await fetch(`${shop.url()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

const linesOf = (cart: CartAnswer): GroceryIngredient[] =>
  cart.groceries.requiredProducts.flatMap((category) => category.ingredients);

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

describe('the pantry loop on a phone', () => {
  it('turns a delivered order’s leftovers into a cheaper next cart and pantry recipes', async () => {
    const shopper = newShopper('Robin');
    const account = await registerShopper(shop.url(), shopper);
    const order = await account.placeOrder(firstWeek);

    await asStaff(`/admin/orders/${order._id}/status`, 'PUT', { status: 'OUT_FOR_DELIVERY' });
    await asStaff(`/admin/orders/${order._id}/status`, 'PUT', { status: 'DELIVERED' });

    const page = await shop.openPage('/', phone);
    await signInWithPage(page, shop.url(), shopper);

    // 3. The pantry lists the leftovers, with their expiry dates.
    const pantry = await eventually(async () => {
      const answer = await inPage<PantryAnswer>(page, '/users/pantry?page=0&perPage=1000');
      expect(answer.userPantryItems.length).toBeGreaterThan(0);
      return answer;
    }, 30_000);
    expect(pantry.userPantryItems.every((row) => row.lots[0]?.orderId === order._id)).toBe(true);
    await page.goto(`${shop.url()}/manage-groceries`);
    await page.getByRole('heading', { level: 1, name: 'Your Digital Pantry' }).waitFor();
    const first = pantry.userPantryItems[0];
    if (!first) throw new Error('the pantry is empty');
    await page.getByText(first.name, { exact: true }).first().waitFor();
    await page
      .getByText(/^\d+ days? left$/)
      .first()
      .waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'pantry-loop-1-pantry-phone');

    // 5 first, as the recipe it recommends is next week's: /use-pantry lists recipes cooking
    // the soonest-expiring lots.
    const { recipes } = await inPage<{ recipes: RecommendedRecipe[] }>(
      page,
      '/recommendation/unusedIngredientsRecipe',
    );
    const next = recipes[0];
    if (!next) throw new Error('no recipe uses the pantry');
    await page.goto(`${shop.url()}/use-pantry?source=groceries`);
    await page.getByRole('heading', { name: next.name }).first().waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'pantry-loop-2-use-pantry-phone');

    // 4. Next week's cart with that recipe costs less than without the pantry, and the card of
    // an ingredient the pantry holds says so.
    await account.fillCart([{ id: next._id, servings: next.defaultServings }]);
    const withPantry = await inPage<CartAnswer>(page, '/cart?getGroceries=true');
    const without = await inPage<CartAnswer>(
      page,
      '/cart?getGroceries=true&adjustDigitalPantry=false',
    );
    expect(withPantry.cost.priceOfRequiredProducts).toBeLessThan(
      without.cost.priceOfRequiredProducts,
    );
    const held = linesOf(withPantry).find((line) => line.youHave > 0);
    if (!held) throw new Error('no card of the cart says the shopper has something');
    await page.goto(`${shop.url()}/groceries`);
    const card = page.getByRole('article', { name: held.name });
    await card.getByRole('button', { name: 'Info' }).click();
    const details = card.getByRole('region', { name: 'Details' });
    await details.getByText('You have').waitFor();
    await expect
      .poll(async () => (await details.locator('dd').first().textContent()) ?? '')
      .toMatch(/[1-9]/);
    await page.getByText(dollars(withPantry.cost.totalPrice)).first().waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'pantry-loop-3-cheaper-cart-phone');
    await page.context().close();
  }, 240_000);
});
