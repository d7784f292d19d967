import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';

const screenshots = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 800 };
/** A tablet held sideways: the console's smallest screen. */
export const tablet = { width: 1024, height: 768 };
export type Viewport = typeof desktop;

/** Debian's Chromium, as root in a sandbox-less container, with no background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Saves a screenshot under test-results/screenshots for people to look at: of the full page,
 * unless a popup fills the screen and a full-page capture would show the page behind it.
 * A full page is taken from the top: scrolled, the sticky header would be drawn mid-page.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(screenshots, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage });
}

/** How far the page is wider than the window: above 0, it scrolls sideways. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Accessibility problems axe rates serious or critical, as "rule: target" lines. */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} ${node.html} ${node.failureSummary}`,
      ),
    );
}
