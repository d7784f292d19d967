// Lighthouse's mobile performance score of /recipes (its default: a mid-range phone
// on slow 4G, simulated). Target: 90 or more.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startShop } from './shop-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3113);
const PAGE = process.env.BENCH_PAGE ?? '/recipes';
// Scores move by several points between runs; the median of a few is what counts.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = 90;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

// BENCH_ORIGIN measures a shop already running on this machine instead, e.g. the
// distributed runtime (`npm run start:distributed`) or one behind a proxy.
const shop = process.env.BENCH_ORIGIN
  ? { origin: process.env.BENCH_ORIGIN, stop: async () => {} }
  : await startShop({ port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const scoreOf = (run) => Math.round(run.lhr.categories.performance.score * 100);
const runs = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${shop.origin}${PAGE}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'html',
      logLevel: 'error',
    });
    runs.push(result);
    console.error(`run ${run + 1}: ${scoreOf(result)}`);
  }
} finally {
  await chrome.kill();
  await shop.stop();
}

const median = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)];
const { lhr } = median;
// The median run's full report, to see what each audit found (the JSON for scripts).
const reportPath = join(repoRoot, 'bench', 'out', 'lighthouse.html');
mkdirSync(join(repoRoot, 'bench', 'out'), { recursive: true });
writeFileSync(reportPath, median.report);
writeFileSync(reportPath.replace(/html$/, 'json'), JSON.stringify(lhr));

const score = scoreOf(median);
console.log(
  `# Lighthouse ${lhr.lighthouseVersion} mobile, ${PAGE} — ${lhr.fetchTime}, ` +
    `${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, load average ${loadavg()[0].toFixed(2)}`,
);
console.log(`runs: ${runs.map(scoreOf).join(', ')}; the median run below\n`);
console.log(`| score | ${Object.keys(METRICS).join(' | ')} |\n|---|${'---|'.repeat(5)}`);
const values = Object.values(METRICS).map((id) => lhr.audits[id].displayValue);
console.log(`| **${score}** | ${values.join(' | ')} |\n`);

// What costs points: the audits of the category that did not pass, heaviest first.
const failing = lhr.categories.performance.auditRefs
  .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
  .filter(
    (audit) =>
      audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  )
  .sort((a, b) => b.weight - a.weight || a.score - b.score);
for (const audit of failing) {
  console.log(
    `- ${audit.title}: ${audit.displayValue ?? ''} (score ${audit.score}, weight ${audit.weight})`,
  );
}
console.log(`\nfull report: ${reportPath}`);
console.log(`target ≥ ${TARGET}: ${score >= TARGET ? 'met' : 'MISSED'}`);
if (score < TARGET) process.exitCode = 1;
