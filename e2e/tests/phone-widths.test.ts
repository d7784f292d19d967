import { randomUUID } from 'node:crypto';
import type { OrderAnswer } from '@mise/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Shopper, strongPassword } from '../support/accounts.js';
import { sidewaysOverflow } from '../support/overflow.js';
import { declaredRoutePaths, routeEndsWith } from '../support/router-paths.js';
import { type CartLine, registerShopper, signInWithPage } from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// Issue 14: every route and popup of the shop, at 320, 375 and 414 px, must fit the window
// without scrolling sideways. A shopper with a long e-mail address, a paid order and a full
// cart, so that the pages show what makes them widest.

const shop = useShop();

const phoneWidths = [320, 375, 414];
const handle = 'greenkitchen';
// Curries sharing ingredients, with cilantro to swap and pantry staples for the checkout-start popup.
const cart: CartLine[] = [
  { id: 'chana-masala-chickpea-curry', servings: 4 },
  { id: 'coconut-chickpea-curry-bowls', servings: 4 },
  { id: 'coconut-red-lentil-spinach-curry', servings: 4 },
];
const recipeId = 'chana-masala-chickpea-curry';

/** Long but ordinary: the kind of address that once pushed the order confirmation off the screen. */
const shopper: Shopper = {
  firstName: 'Marie-Ève',
  lastName: 'Beaulieu-Desrochers',
  email: `marie-eve.beaulieu-desrochers.${randomUUID().slice(0, 8)}@longdomain-example.mise.test`,
  password: strongPassword,
};

let order: OrderAnswer;
let categoryId: string;
let mealPlanId: string;

beforeAll(async () => {
  const account = await registerShopper(shop.url(), shopper);
  order = await account.placeOrder(cart);
  await account.fillCart(cart);
  const { categories } = await shop.apiAnswer<{
    categories: { _id: string; recipeCount: number }[];
  }>('/categories');
  const category = categories.find(({ recipeCount }) => recipeCount > 0);
  if (!category) throw new Error('no category has recipes');
  categoryId = category._id;
  const { curatedRecipes } = await shop.apiAnswer<{ curatedRecipes: { _id: string }[] }>(
    '/curated-recipes?countryCode=CA&sortBy=order&order=asc&page=1&perPage=10',
  );
  const box = curatedRecipes[0];
  if (!box) throw new Error('the catalog has no curated boxes');
  mealPlanId = box._id;
}, 180_000);

type Visitor = 'guest' | 'shopper';

interface Screen {
  /** The router's pattern, or for a popup the pattern of the page it opens over. */
  route: string;
  /** Who sees it: public pages are looked at as a guest, the account's as the shopper. */
  as: Visitor;
  path: () => string;
  /** Something only this screen shows, waited for before measuring. */
  shows: (page: Page) => Locator;
}

/** Measures the page as it is now; `detail` says which of a popup's states it is in. */
type Measure = (detail?: string) => Promise<void>;

interface Popup extends Screen {
  name: string;
  /** Opens the popup on the loaded page and measures it once it shows its content. */
  open: (page: Page, measure: Measure) => Promise<void>;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const firstCard = (page: Page) => page.getByRole('article').first();
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Every page of the router; the first test holds this list to the router's route files. */
const pages: Screen[] = [
  { route: '/', as: 'guest', path: () => '/', shows: (page) => h1(page, /Pick your recipes/) },
  {
    route: ':handle',
    as: 'guest',
    path: () => `/${handle}`,
    shows: (page) => page.getByRole('link', { name: /recipes/i }).first(),
  },
  { route: '/recipes', as: 'guest', path: () => '/recipes', shows: firstCard },
  { route: '/shop-recipes', as: 'guest', path: () => '/shop-recipes', shows: firstCard },
  {
    route: '/landingPage',
    as: 'guest',
    path: () => '/landingPage',
    shows: (page) => h1(page, /Pick your recipes/),
  },
  {
    route: '/linkedinbio',
    as: 'guest',
    path: () => '/linkedinbio',
    shows: (page) => page.getByRole('region', { name: 'Featured recipes' }).getByRole('link'),
  },
  {
    route: ':handle/recipes',
    as: 'guest',
    path: () => `/${handle}/recipes`,
    shows: firstCard,
  },
  {
    route: '/recipes/:id',
    as: 'guest',
    path: () => `/recipes/${recipeId}`,
    shows: (page) => page.getByRole('button', { name: /^(Add to menu|Update menu)/ }),
  },
  {
    route: ':handle/recipes/:id',
    as: 'guest',
    path: () => `/${handle}/recipes/${recipeId}`,
    shows: (page) => page.getByRole('button', { name: /^(Add to menu|Update menu)/ }),
  },
  {
    route: '/recipes/:id',
    as: 'shopper',
    // The recipe as the order bought it, with the order's note above it.
    path: () => `/recipes/${recipeId}?orderId=${order._id}`,
    shows: (page) => page.getByRole('region', { name: 'As you ordered it' }),
  },
  {
    route: '/recipes/print',
    as: 'shopper',
    path: () => `/recipes/print?order=${order._id}`,
    shows: (page) => h1(page, `Your menu for order ${order.number}`),
  },
  {
    route: '/recipes/print',
    as: 'shopper',
    path: () => `/recipes/print?order=${order._id}&id=${recipeId}`,
    shows: (page) => h1(page, `From your order ${order.number}`),
  },
  {
    route: '/recipes/:id/print',
    as: 'guest',
    path: () => `/recipes/${recipeId}/print`,
    shows: (page) => h1(page, /Chana masala/i),
  },
  {
    route: '/recipes/:id/cook',
    as: 'guest',
    path: () => `/recipes/${recipeId}/cook`,
    shows: (page) => h1(page, /Chana masala/i),
  },
  {
    route: '/categories/:id',
    as: 'guest',
    path: () => `/categories/${categoryId}`,
    shows: firstCard,
  },
  {
    route: '/meal-plan',
    as: 'guest',
    path: () => '/meal-plan',
    shows: firstCard,
  },
  {
    route: ':handle/meal-plan',
    as: 'guest',
    path: () => `/${handle}/meal-plan`,
    shows: firstCard,
  },
  {
    route: '/meal-plan/:id',
    as: 'guest',
    path: () => `/meal-plan/${mealPlanId}`,
    shows: (page) => page.getByRole('listitem').getByRole('article').first(),
  },
  {
    route: ':handle/meal-plan/:id',
    as: 'guest',
    path: () => `/${handle}/meal-plan/${mealPlanId}`,
    shows: (page) => page.getByRole('listitem').getByRole('article').first(),
  },
  {
    route: '/delivery',
    as: 'guest',
    path: () => '/delivery',
    shows: (page) => page.getByRole('heading', { name: 'Pickup locations' }),
  },
  {
    route: '/faq',
    as: 'guest',
    path: () => '/faq',
    shows: (page) => page.getByRole('button', { name: 'What is Mise?' }),
  },
  {
    route: '/about-us',
    as: 'guest',
    path: () => '/about-us',
    shows: (page) => h1(page, 'About Mise'),
  },
  { route: '/tos', as: 'guest', path: () => '/tos', shows: (page) => h1(page, 'Terms of service') },
  {
    route: '/privacy',
    as: 'guest',
    path: () => '/privacy',
    shows: (page) => h1(page, 'Privacy policy'),
  },
  { route: '/signin', as: 'guest', path: () => '/signin', shows: (page) => h1(page, 'Sign in') },
  {
    route: '/signin/redirection',
    as: 'guest',
    // Without a session the page sends the guest back to /signin, saying the login failed.
    path: () => '/signin/redirection',
    shows: (page) => page.getByRole('alert').filter({ hasText: "We couldn't sign you in" }),
  },
  {
    route: '/signup',
    as: 'guest',
    path: () => '/signup',
    shows: (page) => h1(page, 'Create your account'),
  },
  {
    route: '/forgot-password',
    as: 'guest',
    path: () => '/forgot-password',
    shows: (page) => h1(page, 'Forgot your password?'),
  },
  {
    route: '/resetPassword/:code',
    as: 'guest',
    path: () => '/resetPassword/not-a-real-code',
    shows: (page) => h1(page, 'Choose a new password'),
  },
  {
    route: '/verify-email',
    as: 'guest',
    path: () => '/verify-email',
    shows: (page) => h1(page, 'Verify your email'),
  },
  {
    route: '/verifyEmail/:token',
    as: 'guest',
    path: () => '/verifyEmail/not-a-real-token',
    shows: (page) => page.getByRole('link', { name: 'Get a new link' }),
  },
  {
    route: '/admin/signin',
    as: 'guest',
    path: () => '/admin/signin',
    shows: (page) => h1(page, 'Access a customer account'),
  },
  ...(
    [
      ['begin', /^Let's make .* yours$/],
      ['diets', 'Which diet do you follow?'],
      ['allergies', 'Any allergies?'],
      ['servings', 'How many servings per recipe?'],
      ['groceries', 'What do you already have?'],
      ['account', 'Create your account'],
    ] as const
  ).map(
    ([step, title]): Screen => ({
      route: `/onboarding/${step}`,
      as: 'guest',
      path: () => `/onboarding/${step}`,
      shows: (page) => h1(page, title),
    }),
  ),
  {
    route: '/build-menu',
    as: 'guest',
    // With nothing chosen yet the plan's page leads to the first step; the plan itself is
    // measured with its popups, once the wizard is walked through.
    path: () => '/build-menu',
    shows: (page) => h1(page, 'Choose your nutrition program'),
  },
  ...(
    [
      ['nutrition-program', 'Choose your nutrition program'],
      ['diets', 'Diet and allergies'],
      ['meal-types', 'Which meals should we plan?'],
    ] as const
  ).map(
    ([step, title]): Screen => ({
      route: `/build-menu/${step}`,
      as: 'guest',
      path: () => `/build-menu/${step}`,
      shows: (page) => h1(page, title),
    }),
  ),
  {
    route: '*',
    as: 'guest',
    // An unknown path leads home.
    path: () => '/no/such/page',
    shows: (page) => h1(page, /Pick your recipes/),
  },
  {
    route: '/settings',
    as: 'shopper',
    path: () => '/settings',
    shows: (page) => h1(page, 'Settings'),
  },
  {
    route: '/manage-groceries',
    as: 'shopper',
    path: () => '/manage-groceries',
    // The pantry once loaded: its rows, or the empty pantry's words.
    shows: (page) =>
      page.getByText('Groceries you have').or(page.getByText('Your Digital Pantry is empty')),
  },
  {
    route: '/use-pantry',
    as: 'shopper',
    path: () => '/use-pantry?source=groceries',
    // The recipes once loaded, or the words of an empty pantry or of a pantry no recipe uses.
    shows: (page) =>
      firstCard(page)
        .or(page.getByText('Your pantry is empty'))
        .or(page.getByText('No recipe uses the groceries in your pantry right now.')),
  },
  {
    route: '/recipes/favorites',
    as: 'shopper',
    path: () => '/recipes/favorites',
    shows: (page) => h1(page, 'Your favourite recipes'),
  },
  {
    route: '/groceries',
    as: 'shopper',
    path: () => '/groceries',
    shows: (page) => page.getByRole('article', { name: 'Cilantro' }),
  },
  {
    route: '/groceries/print',
    as: 'shopper',
    path: () => '/groceries/print',
    shows: (page) => page.getByText(/cilantro/i).first(),
  },
  {
    route: '/min-order',
    as: 'shopper',
    path: () => '/min-order',
    shows: (page) => h1(page, 'Reach the minimum order'),
  },
  {
    route: '/checkout',
    as: 'shopper',
    path: () => '/checkout',
    shows: (page) => page.getByRole('heading', { name: 'Delivery date' }),
  },
  {
    route: '/orders',
    as: 'shopper',
    path: () => '/orders',
    shows: (page) => page.getByRole('listitem').filter({ hasText: order.number }),
  },
  {
    route: '/orders/:orderId',
    as: 'shopper',
    // The confirmation a paid order lands on, with the thank-you banner naming the e-mail.
    path: () => `/orders/${order._id}?placed=1`,
    shows: (page) => page.getByText('Thank you! Your order is confirmed.'),
  },
  {
    route: '/menu/:orderId',
    as: 'shopper',
    path: () => `/menu/${order._id}`,
    shows: (page) => page.getByText(/^Delivery on /),
  },
  {
    route: '/menu/:orderId/share',
    as: 'shopper',
    path: () => `/menu/${order._id}/share`,
    shows: (page) => page.getByRole('dialog').getByRole('textbox'),
  },
  {
    route: '/menu/:orderId/share/:recipeId',
    as: 'shopper',
    path: () => `/menu/${order._id}/share/${recipeId}`,
    shows: (page) => page.getByRole('dialog').getByRole('textbox'),
  },
];

/** The popups a shopper opens on top of the pages. */
const popups: Popup[] = [
  ...(
    [
      ['email', 'Enter email & get started'],
      ['signin', /./],
      ['signup', 'Get started now'],
    ] as const
  ).map(
    ([mode, title]): Popup => ({
      name: `login popup (${mode})`,
      route: '/recipes',
      as: 'guest',
      path: () => `/recipes?loginmode=${mode}`,
      shows: firstCard,
      open: async (page, measure) => {
        const popup = dialog(page, title);
        await popup.getByRole('button').last().waitFor();
        await measure();
      },
    }),
  ),
  {
    name: 'the weekly plan, with its calorie goal, filters and how-it-works popups',
    route: '/build-menu',
    as: 'guest',
    path: () => '/build-menu/nutrition-program',
    shows: (page) => h1(page, 'Choose your nutrition program'),
    open: async (page, measure) => {
      await page.getByRole('radio', { name: /^Balanced/ }).check();
      await page.getByRole('button', { name: 'Next >' }).click();
      await h1(page, 'Diet and allergies').waitFor();
      await page.getByRole('button', { name: 'Next >' }).click();
      await page.getByRole('checkbox', { name: 'Dinner' }).check();
      await page.getByRole('button', { name: 'See my plan >' }).click();
      await page.getByText(/^An average day per person/).waitFor({ timeout: 30_000 });
      await measure('the plan');
      for (const [button, title] of [
        [/^Goal:/, 'Your calorie goal'],
        ['Filters', 'Plan filters'],
        ['How it works', 'How your plan is made'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        const popup = dialog(page, title);
        await popup.getByRole('button').last().waitFor();
        await measure(title);
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'hidden' });
      }
    },
  },
  {
    name: 'filters',
    route: '/recipes',
    as: 'guest',
    path: () => '/recipes',
    shows: firstCard,
    open: async (page, measure) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const popup = dialog(page, 'Filters');
      await popup.getByRole('button').last().waitFor();
      await measure();
    },
  },
  {
    name: 'add ingredients to the pantry',
    route: '/manage-groceries',
    as: 'shopper',
    path: () => '/manage-groceries',
    shows: (page) =>
      page.getByText('Groceries you have').or(page.getByText('Your Digital Pantry is empty')),
    open: async (page, measure) => {
      await page.getByRole('button', { name: 'Add ingredients' }).click();
      const popup = dialog(page, 'Add ingredients to your Digital Pantry');
      await popup.getByRole('searchbox', { name: 'Find an ingredient' }).fill('rice');
      const results = popup.getByRole('list', { name: 'Matching ingredients' });
      await results.getByRole('button').first().waitFor();
      await measure(' (found ingredients)');
      await results.getByRole('button').first().click();
      await popup.getByRole('button', { name: 'Add to pantry' }).waitFor();
      await measure(' (quantity, unit and expiry)');
    },
  },
  {
    name: 'search',
    route: '/recipes',
    as: 'guest',
    path: () => '/recipes',
    shows: firstCard,
    open: async (page, measure) => {
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      const popup = dialog(page, 'Search recipes');
      await popup.getByRole('searchbox').or(popup.getByRole('textbox')).first().waitFor();
      await measure();
    },
  },
  {
    name: "cart popup 'All your meals'",
    route: '/recipes',
    as: 'shopper',
    path: () => '/recipes',
    shows: firstCard,
    open: async (page, measure) => {
      await page.getByRole('button', { name: `Cart, ${cart.length} recipes` }).click();
      const popup = dialog(page, 'All your meals');
      await popup.getByRole('button', { name: 'Review & Checkout' }).waitFor();
      await measure();
    },
  },
  {
    name: 'Swap panel',
    route: '/groceries',
    as: 'shopper',
    path: () => '/groceries',
    shows: (page) => page.getByRole('article', { name: 'Cilantro' }),
    // Each ingredient's own: a long substitute name widens the panel of that card only.
    open: async (page, measure) => {
      const swap = (scope: Page | Locator) =>
        scope.getByRole('button', { name: 'Swap', exact: true });
      const cards = page.getByRole('article').filter({ has: swap(page) });
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        await swap(card).click();
        await card.getByRole('button', { name: 'Swap to this' }).waitFor();
        await measure(` of ${await card.getByRole('heading').first().textContent()}`);
        await card.getByRole('button', { name: 'Cancel' }).click();
      }
    },
  },
  {
    name: 'share dialog',
    route: '/groceries',
    as: 'shopper',
    path: () => '/groceries',
    shows: (page) => page.getByRole('article', { name: 'Cilantro' }),
    open: async (page, measure) => {
      await page.getByRole('button', { name: 'Share my menu' }).click();
      const popup = dialog(page, /FREE DELIVERY/);
      const link = popup.getByRole('textbox', { name: 'Link to your menu' });
      await expect.poll(() => link.inputValue()).toMatch(/\/s\/\w+$/);
      await measure();
    },
  },
  {
    name: 'extra groceries',
    route: '/groceries',
    as: 'shopper',
    path: () => '/groceries',
    shows: (page) => page.getByRole('article', { name: 'Cilantro' }),
    open: async (page, measure) => {
      await page.getByRole('button', { name: 'Add extra groceries' }).click();
      const popup = dialog(page, 'Extra groceries');
      await popup
        .getByRole('button', { name: /^Add to Cart: / })
        .first()
        .waitFor();
      await measure();
    },
  },
  {
    name: 'checkout-start popup',
    route: '/groceries',
    as: 'shopper',
    path: () => '/groceries',
    shows: (page) => page.getByRole('article', { name: 'Cilantro' }),
    open: async (page, measure) => {
      await page
        .getByRole('button', { name: /^(Checkout|Go to Checkout)$/ })
        .first()
        .click();
      const popup = dialog(page, 'Anything else for your kitchen?');
      await popup.getByRole('button', { name: 'No thanks, continue to checkout' }).waitFor();
      await measure();
    },
  },
  {
    name: 'cancel-order dialog',
    route: '/orders/:orderId',
    as: 'shopper',
    path: () => `/orders/${order._id}`,
    shows: (page) => page.getByRole('button', { name: 'Cancel order' }),
    open: async (page, measure) => {
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const popup = dialog(page, 'Cancel this order?');
      await popup.getByRole('button', { name: 'Yes, cancel it' }).waitFor();
      await measure();
    },
  },
];

/** A page of its own at `width`, signed in as the shopper when the screen is the account's. */
async function openAs(visitor: Visitor, width: number): Promise<Page> {
  const page = await shop.openPage('/delivery', { width, height: 800 });
  if (visitor === 'shopper') await signInWithPage(page, shop.url(), shopper);
  return page;
}

/**
 * Loads `screen` on `page`, waits for its own content, opens the popup if it is one, and answers
 * what sticks out of the window, each line saying where.
 */
async function overflowOf(page: Page, screen: Screen | Popup): Promise<string[]> {
  await page.goto(`${shop.url()}${screen.path()}`);
  await screen
    .shows(page)
    .first()
    .waitFor()
    .catch((problem: unknown) => {
      const where = 'open' in screen ? `${screen.name} over ${screen.path()}` : screen.path();
      throw new Error(`${where} did not show its own content`, { cause: problem });
    });
  const problems: string[] = [];
  const measure = async (where: string) => {
    for (const problem of await sidewaysOverflow(page)) problems.push(`${where}: ${problem}`);
  };
  if ('open' in screen) {
    await screen.open(page, (detail = '') =>
      measure(`${screen.name}${detail} over ${screen.path()}`),
    );
  } else {
    await measure(screen.path());
  }
  return problems;
}

describe('the screens this test opens', () => {
  it("are every route the shop's router declares", () => {
    const declared = declaredRoutePaths();
    // Read from the route files: an empty or tiny list would mean the reading broke.
    expect(declared).toEqual(expect.arrayContaining(['recipes', 'groceries', 'share']));
    const unvisited = declared.filter(
      (path) => !pages.some(({ route }) => routeEndsWith(route, path)),
    );
    expect(unvisited).toEqual([]);
  });
});

describe.each(phoneWidths)('at %i px wide', (width) => {
  it.each(['guest', 'shopper'] as const)(
    'every page and popup a %s sees fits the window',
    async (visitor) => {
      const page = await openAs(visitor, width);
      const problems: string[] = [];
      for (const screen of [...pages, ...popups].filter(({ as }) => as === visitor)) {
        problems.push(...(await overflowOf(page, screen)));
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    240_000,
  );
});
