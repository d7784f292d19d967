import { describe, expect, it } from 'vitest';
import {
  horizontalOverflow,
  phone,
  screenshot,
  seriousAccessibilityProblems,
} from '../support/browser.js';
import { shareLink } from '../support/shop-process.js';
import { useShop } from '../support/use-shop.js';

const staff = { email: 'console@mise.test', password: 'Console-staff-pass-1' };
const shop = useShop({ STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password });

describe('the shop', () => {
  it('renders the landing page on a desktop, titled and accessible', async () => {
    const page = await shop.openPage('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Pick your recipes.');
    expect(await page.title()).toBe('Mise - Meals & Groceries, Solved');
    expect(
      await page.getByRole('link', { name: 'Explore Recipes' }).first().getAttribute('href'),
    ).toBe('/recipes');
    expect(await page.locator('#how-it-works').isVisible()).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'shop-landing-desktop');
    await page.context().close();
  });

  it('fits a phone, with the menu behind a button', async () => {
    const page = await shop.openPage('/', phone);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    expect(await menu.getByRole('link', { name: 'Explore recipes' }).isVisible()).toBe(true);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'shop-landing-phone-menu');
    await page.context().close();
  });

  it('sends an unknown path to the landing page', async () => {
    const page = await shop.openPage('/no/such/page');
    await page.waitForURL(`${shop.url()}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('speaks French when asked, and remembers it', async () => {
    const page = await shop.openPage('/');
    await page.getByLabel('Language').selectOption('fr-CA');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Choisissez vos recettes.');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Choisissez vos recettes.');
    await screenshot(page, 'shop-landing-french');
    await page.context().close();
  });

  it('follows a share link to the shared page', async () => {
    const shortUrl = await shareLink(shop.url(), '/?from=share');
    const page = await shop.openPage(new URL(shortUrl).pathname);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toBe(`${shop.url()}/?from=share`);
    await page.context().close();
  });
});

describe('the Content-Security-Policy', () => {
  it('refuses a script injected into a page, and the browser tests see the refusal', async () => {
    const page = await shop.openPage('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => shop.takeCspViolations().join('\n')).toContain('script-src');
    await page.context().close();
  });
});

describe('the console', () => {
  it('asks for a staff sign-in, then serves its dashboard and deep links with the live status', async () => {
    const page = await shop.openPage('/admin');
    await page.getByLabel(/E-mail address/).fill(staff.email);
    await page.getByLabel(/Password/).fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('menuitem', { name: 'Audit log' }).waitFor();
    for (const path of ['/admin', '/admin/status']) {
      await page.goto(`${shop.url()}${path}`);
      await page.getByText('All systems are ready.').waitFor();
      expect(await page.getByText('Outbox backlog (share-url)').isVisible()).toBe(true);
    }
    await page.goto(`${shop.url()}/admin`);
    await page.getByText('All systems are ready.').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'console-dashboard');
    await page.context().close();
  });
});
