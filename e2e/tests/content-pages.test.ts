import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import {
  desktop,
  horizontalOverflow,
  screenshot,
  seriousAccessibilityProblems,
  type Viewport,
} from '../support/browser.js';
import { registerShopper, signInWithPage } from '../support/shopper-api.js';
import { useShop } from '../support/use-shop.js';

// Issue 20's content: the FAQ, about, terms and privacy pages the catalog ships, in English and
// in French, on a 320 px phone and a desktop, and a staff member's edit in the console reaching
// the shop's FAQ.

const staff = { email: 'content@mise.test', password: 'Content-Secret-2026!' };
const shop = useShop({ STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });

const smallPhone: Viewport = { width: 320, height: 640 };
const viewports = [
  ['phone', smallPhone],
  ['desktop', desktop],
] as const;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const categories = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const questions = (page: Page) => page.getByRole('main').locator('button[aria-expanded]');

async function expectFinished(page: Page, name: string) {
  await screenshot(page, name);
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityProblems(page), name).toEqual([]);
}

describe.each(viewports)('on a %s', (name, viewport) => {
  it('the FAQ lists five categories of questions, folds their answers and searches them; in French too', async () => {
    const page = await shop.openPage('/faq', viewport);
    await h1(page, 'Common questions').waitFor();
    expect(await page.title()).toBe('Mise Common Questions');
    expect(await categories(page).allTextContents()).toEqual([
      'About the product',
      'Delivery',
      'Our Food',
      'My Order',
      'Nutrition',
    ]);
    expect(await questions(page).count()).toBe(46);
    await expectFinished(page, `content-faq-${name}`);

    const subscription = page.getByRole('button', { name: 'Do I need a subscription?' });
    const answer = page.getByText('No. There is no subscription and no membership fee.');
    expect(await answer.isVisible()).toBe(false);
    await subscription.click();
    await answer.waitFor();
    expect(await subscription.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('pickup counter');
    await page.getByText(/questions? match/).waitFor();
    const found = await questions(page).allTextContents();
    expect(found).toContain('Can I pick up my order instead?');
    expect(found).not.toContain('Do I need a subscription?');
    await page
      .getByText('Mise Plateau (4200 boul. Saint-Laurent, Montréal)', { exact: false })
      .waitFor();
    await expectFinished(page, `content-faq-search-${name}`);

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('gift voucher');
    await page.getByText('No question matches “gift voucher”.', { exact: false }).waitFor();
    expect(await questions(page).count()).toBe(0);

    if (viewport === desktop) {
      await page.getByLabel('Language').selectOption('fr-CA');
    } else {
      await page.evaluate(() => localStorage.setItem('language', 'fr-CA'));
      await page.reload();
    }
    await h1(page, 'Questions fréquentes').waitFor();
    expect(await categories(page).allTextContents()).toEqual([
      'À propos du produit',
      'Livraison',
      'Nos aliments',
      'Ma commande',
      'Nutrition',
    ]);
    expect(await questions(page).count()).toBe(46);
    await page.getByRole('searchbox', { name: 'Rechercher dans les questions' }).fill('abonner');
    await page.getByRole('button', { name: "Dois-je m'abonner?" }).waitFor();
    await page
      .getByText("Non. Il n'y a ni abonnement ni frais d'adhésion.", { exact: false })
      .waitFor();
    await expectFinished(page, `content-faq-fr-${name}`);
    await page.context().close();
  });

  it.each([
    ['/about-us', 'About Mise', 'about'],
    ['/tos', 'Terms of service', 'terms'],
    ['/privacy', 'Privacy policy', 'privacy'],
  ])('%s shows %s', async (path, title, shot) => {
    const page = await shop.openPage(path, viewport);
    await h1(page, title).waitFor();
    if (path === '/about-us') {
      await page.getByText('Sample content.').waitFor();
      await page.getByRole('heading', { level: 2, name: 'Team' }).waitFor();
      expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBe(7);
    }
    if (path === '/privacy') {
      await page.getByText('Delete my account', { exact: false }).first().waitFor();
      await page.getByRole('heading', { level: 2, name: 'What we send to others' }).waitFor();
    }
    await expectFinished(page, `content-${shot}-${name}`);
    await page.context().close();
  });
});

describe('a staff edit of the FAQ in the console', () => {
  it('shows on the shop’s FAQ page', async () => {
    const console = await shop.openPage('/admin/', desktop);
    await console.getByLabel(/E-mail address/).fill(staff.email);
    await console.getByLabel(/Password/).fill(staff.password);
    await console.getByRole('button', { name: 'Sign in' }).click();
    await console.getByText('Welcome to the Mise console').waitFor();
    await console.getByRole('menuitem', { name: 'Content pages' }).click();
    await console.getByRole('row').filter({ hasText: 'FAQ' }).first().click();
    const body = console.getByLabel('Body').first();
    await expect.poll(() => body.inputValue()).toContain('## Nutrition');
    const added =
      '### Do you deliver on holidays?\nYes, on every statutory holiday but Christmas Day.';
    await body.fill(`${await body.inputValue()}\n\n${added}`);
    const saved = console.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/content-pages/faq') &&
        response.request().method() === 'PUT',
    );
    await console.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await console.context().close();

    const page = await shop.openPage('/faq', desktop);
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('holidays');
    await page.getByRole('button', { name: 'Do you deliver on holidays?' }).waitFor();
    await page.getByText('Yes, on every statutory holiday but Christmas Day.').waitFor();
    expect(await questions(page).count()).toBe(1);
    await screenshot(page, 'content-faq-staff-edit-desktop');
    await page.context().close();
  });
});

describe('the cart bar', () => {
  it('is left out of the FAQ and the team page, not of the legal pages', async () => {
    const shopper = newShopper('Noor');
    const account = await registerShopper(shop.url(), shopper);
    await account.fillCart([{ id: 'chana-masala-chickpea-curry', servings: 4 }]);
    const page = await shop.openPage('/', desktop);
    await signInWithPage(page, shop.url(), shopper);
    const bar = page.locator('[data-bottom-bar]');

    // Moving inside the shop keeps the loaded cart: the bar would show at once where it belongs.
    await page.goto(`${shop.url()}/tos`);
    await bar.waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await h1(page, 'Common questions').waitFor();
    expect(await bar.count(), '/faq').toBe(0);
    await nav.getByRole('link', { name: 'Team' }).click();
    await h1(page, 'About Mise').waitFor();
    expect(await bar.count(), '/about-us').toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await h1(page, 'Privacy policy').waitFor();
    await bar.waitFor();
    await page.context().close();
  });
});
