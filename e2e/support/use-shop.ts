import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { desktop, launchChromium, type Viewport } from './browser.js';
import { type ShopProcess, startShop } from './shop-process.js';

export interface ShopInBrowser {
  /** The running shop's origin, e.g. `http://127.0.0.1:41234`. */
  url(): string;
  /**
   * A page of its own, in Canadian English, at `path` of the shop. Close it with
   * `page.context().close()`: a context each keeps cookies and storage from leaking between tests.
   */
  openPage(path: string, viewport?: Viewport): Promise<Page>;
  /** The shop API's JSON answer at `/api${path}`, which must be a 200. */
  apiAnswer<T>(path: string): Promise<T>;
  /** What the CSP refused so far in this test, taken out so that it does not fail the test. */
  takeCspViolations(): string[];
}

/** How Chromium reports a load or script its Content-Security-Policy refused. */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * Starts the built shop (with `env` added to its settings, e.g. STAFF_EMAIL) and Chromium
 * before the calling file's tests and closes both after. A test fails if the shop's
 * Content-Security-Policy refused anything in a page it opened.
 * Call it at the top of the file, before any beforeAll that uses it: Vitest runs beforeAll hooks
 * in the order they are registered.
 */
export function useShop(env: Record<string, string> = {}): ShopInBrowser {
  let shop: ShopProcess | undefined;
  let browser: Browser | undefined;
  /** What the shop's CSP refused during the current test: each fails it. */
  let cspViolations: string[] = [];
  beforeAll(async () => {
    shop = await startShop(env);
    browser = await launchChromium();
  });
  afterEach(() => {
    const seen = cspViolations;
    cspViolations = [];
    expect(seen, 'the Content-Security-Policy refused something the shop loads').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  const url = () => {
    if (!shop) throw new Error('the shop is not running: useShop() starts it in beforeAll');
    return shop.url;
  };
  return {
    url,
    async openPage(path, viewport = desktop) {
      if (!browser) throw new Error('Chromium is not running: useShop() starts it in beforeAll');
      const context = await browser.newContext({ viewport, locale: 'en-CA' });
      context.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) cspViolations.push(message.text());
      });
      const page = await context.newPage();
      await page.goto(`${url()}${path}`);
      return page;
    },
    takeCspViolations() {
      const seen = cspViolations;
      cspViolations = [];
      return seen;
    },
    async apiAnswer<T>(path: string) {
      const answer = await fetch(`${url()}/api${path}`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as T;
    },
  };
}
