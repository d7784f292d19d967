// The JavaScript a phone downloads to show /recipes the first time, gzipped.
// Target: at most 170 KB (170 × 1024 bytes).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startShop } from './shop-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3112);
const PAGE = process.env.BENCH_PAGE ?? '/recipes';
const LIMIT_BYTES = 170 * 1024;

const shop = await startShop({ port: PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const files = [];
let landedOn;
try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    // Vite's modulepreload links fetch chunks too, so the content type decides, not the initiator.
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    bodies.push(
      response.body().then((body) => {
        files.push({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
        });
      }),
    );
  });
  await page.goto(`${shop.origin}${PAGE}`, { waitUntil: 'networkidle' });
  await Promise.all(bodies);
  landedOn = new URL(page.url()).pathname;
} finally {
  await browser.close();
  await shop.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
files.sort((a, b) => b.gzip - a.gzip);
const total = files.reduce((sum, file) => sum + file.gzip, 0);
console.log(`# First-load JavaScript of ${PAGE} at 375 px — ${new Date().toISOString()}`);
console.log('gzip level 6 (node:zlib default), as a CDN compresses on the fly\n');
console.log('| file | raw | gzip |\n|---|---|---|');
for (const file of files) console.log(`| ${file.path} | ${kb(file.raw)} | ${kb(file.gzip)} |`);
const raw = files.reduce((sum, file) => sum + file.raw, 0);
console.log(`| **total (${files.length} files)** | ${kb(raw)} | **${kb(total)}** |`);
console.log(`\ntarget ≤ ${kb(LIMIT_BYTES)}: ${total <= LIMIT_BYTES ? 'met' : 'MISSED'}`);
// The router sends unknown paths home: then the page measured is not the one asked for.
if (landedOn !== PAGE) {
  console.error(`${PAGE} redirected to ${landedOn}: is the page built?`);
  process.exitCode = 1;
}
if (total > LIMIT_BYTES) process.exitCode = 1;
