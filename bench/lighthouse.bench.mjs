// Lighthouse's mobile performance score (its default: a mid-range phone on slow 4G,
// simulated) of the pages of the shopping flow, each opened as a shopper gets there:
// /recipes on a first visit, /groceries by a guest whose cart holds 3 recipes, and
// /checkout by a signed-in shopper with that cart (a guest signs in first, spec §4).
// Target: 95 or more on each.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repoRoot, startShop } from './shop-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3113);
const PAGES = (process.env.BENCH_PAGES ?? '/recipes,/groceries,/checkout').split(',');
// Scores move by several points between runs; the median of a few is what counts.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = 95;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/** The cart the shopper of /groceries and /checkout has: 3 recipes for a family of 4. */
const CART = [
  { id: 'chana-masala-chickpea-curry', servings: 4 },
  { id: 'coconut-chickpea-curry-bowls', servings: 4 },
  { id: 'thai-red-curry-tofu-vegetables', servings: 4 },
];

/** Calls the shop's API from `page`, so its cookies are the browser's; answers the JSON. */
function callInPage(page, path, { method = 'GET', body, headers = {} } = {}) {
  return page.evaluate(
    async (path, method, body, headers) => {
      const answer = await fetch(`/api${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json', ...headers } : headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`${method} /api${path} answered ${answer.status}: ${text}`);
      return JSON.parse(text);
    },
    path,
    method,
    body,
    headers,
  );
}

const saveCart = (page, headers = {}) =>
  callInPage(page, '/cart?getGroceries=true', {
    method: 'POST',
    body: { version: 1, recipes: CART },
    headers,
  });

/**
 * What the browser holds when the shopper opens each page, set up on `page` (at the shop's
 * origin, on its icon rather than a page, so nothing of the shop is loaded or cached; an API
 * answer's CSP would refuse the calls).
 * The shop keeps a guest by the guestUserId it stores (shared/cart/browser-storage.ts) and
 * a session by its httpOnly cookie, marked signed in by the stored 'user' (session-storage.ts).
 */
const shopperStates = {
  '/recipes': async () => {},
  '/groceries': async (page) => {
    const { guestUserId } = await saveCart(page);
    await page.evaluate((id) => localStorage.setItem('guestUserId', id), guestUserId);
  },
  '/checkout': async (page) => {
    const email = `lighthouse.${randomUUID().slice(0, 8)}@mise.test`;
    await callInPage(page, '/auth/register', {
      method: 'POST',
      // Sign-ups are limited per guest: each run's shopper is a guest of its own first.
      headers: { 'x-guest-user-id': randomUUID() },
      body: {
        firstName: 'Lighthouse',
        lastName: 'Tremblay',
        emailAddress: email,
        password: 'Basil&Thyme2024',
      },
    });
    await saveCart(page);
    await page.evaluate((email) => localStorage.setItem('user', JSON.stringify({ email })), email);
  },
};

const unknown = PAGES.filter((path) => !shopperStates[path]);
if (unknown.length) throw new Error(`no shopper state for ${unknown.join(', ')}`);

// BENCH_ORIGIN measures a shop already running on this machine instead, e.g. the
// distributed runtime (`npm run start:distributed`) or one behind a proxy.
const shop = process.env.BENCH_ORIGIN
  ? { origin: process.env.BENCH_ORIGIN, stop: async () => {} }
  : await startShop({ port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  // Lighthouse sets the phone's screen itself.
  defaultViewport: null,
});

/** One Lighthouse run of `path` in a browser context of its own: no cookie, storage or cache left over. */
async function measure(path) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(`${shop.origin}/favicon.svg`);
    await shopperStates[path](page);
    return await lighthouse(
      `${shop.origin}${path}`,
      { onlyCategories: ['performance'], output: 'html', logLevel: 'error' },
      undefined,
      page,
    );
  } finally {
    await context.close();
  }
}

const scoreOf = (run) => Math.round(run.lhr.categories.performance.score * 100);
const medians = new Map();
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await measure(path);
      // A page that ended elsewhere (the cart lost, the session refused) measured the wrong page.
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed !== path)
        throw new Error(`${path} ended on ${landed}: the shopper's state is wrong`);
      runs.push(result);
      console.error(`${path} run ${run + 1}: ${scoreOf(result)}`);
    }
    medians.set(path, {
      runs,
      median: [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)],
    });
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await shop.stop();
}

const outDir = join(repoRoot, 'bench', 'out');
mkdirSync(outDir, { recursive: true });
const [first] = medians.values();
console.log(
  `# Lighthouse ${first.median.lhr.lighthouseVersion} mobile — ${first.median.lhr.fetchTime}, ` +
    `${first.median.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, ` +
    `load average ${loadavg()[0].toFixed(2)}; each page's median run of ${RUNS}\n`,
);
console.log(`| page | runs | score | ${Object.keys(METRICS).join(' | ')} |`);
console.log(`|---|---|---|${'---|'.repeat(5)}`);
for (const [path, { runs, median }] of medians) {
  const values = Object.values(METRICS).map((id) => median.lhr.audits[id].displayValue);
  console.log(
    `| ${path} | ${runs.map(scoreOf).join(', ')} | **${scoreOf(median)}** | ${values.join(' | ')} |`,
  );
}

let missed = 0;
for (const [path, { median }] of medians) {
  const { lhr } = median;
  // The median run's full report, to see what each audit found (the JSON for scripts).
  const reportPath = join(outDir, `lighthouse${path.replaceAll('/', '-')}.html`);
  writeFileSync(reportPath, median.report);
  writeFileSync(reportPath.replace(/html$/, 'json'), JSON.stringify(lhr));

  // What costs points: the audits of the category that did not pass, heaviest first.
  const failing = lhr.categories.performance.auditRefs
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .sort((a, b) => b.weight - a.weight || a.score - b.score);
  const score = scoreOf(median);
  if (score < TARGET) missed += 1;
  console.log(`\n## ${path}: ${score}, target ≥ ${TARGET} ${score >= TARGET ? 'met' : 'MISSED'}`);
  for (const audit of failing) {
    console.log(
      `- ${audit.title}: ${audit.displayValue ?? ''} (score ${audit.score}, weight ${audit.weight})`,
    );
  }
  console.log(`full report: ${reportPath}`);
}
if (missed > 0) process.exitCode = 1;
