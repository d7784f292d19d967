import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { generatedCatalog, startShop, waitFor } from './shop-server.mjs';

const SIZES = (process.env.BENCH_CATALOG_SIZES ?? '750,100000').split(',').map(Number);
// About ten shoppers filtering at once.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS_PER_QUERY = Number(process.env.BENCH_SECONDS_PER_QUERY ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3111);
const TARGET_P95_MS = { 750: 20, 100000: 100 };
// Seeding 100,000 recipes on first start takes a while.
const SEED_TIMEOUT_MS = 5 * 60_000;

// What the recipes page asks while someone browses: the list as it opens, popup
// filters alone and combined, searches (one with a typo), later and deep pages.
const QUERIES = [
  'page=1&limit=10',
  'diet=vegetarian&cookingTimeMax=30&page=1&limit=10',
  'mealTypes=dinner&allergies=peanuts,tree-nuts&page=2&limit=10',
  'search=curry&limit=10',
  'search=chiken&diet=everything',
  'categories=italian,quick-easy&caloriesMax=700',
  'proteinMinDv=40&limit=10',
  'diet=vegan&allergies=soy&difficultyLevel=easy&page=3&limit=10',
  'diet=keto&carbsMaxDv=10&fatMin=20',
  'mealTypes=breakfast&cookingTimeMax=15&search=egg',
  'page=40&limit=10',
];

/**
 * Searches nobody has made before, a new one each request ("garlic potatoes"), so that
 * the service's memory of recent searches cannot answer them all: two words, each the
 * last of an ingredient's name in the catalog.
 */
function freshSearches(seedDir) {
  const files = readdirSync(seedDir).filter((file) => /^ingredients.*\.json$/.test(file));
  const names = files.flatMap((file) => JSON.parse(readFileSync(join(seedDir, file), 'utf8')));
  const words = [...new Set(names.map((item) => item.name.split(' ').at(-1).toLowerCase()))];
  let count = 0;
  return () => {
    const first = words[count % words.length];
    const second = words[(Math.floor(count / words.length) + 1 + count) % words.length];
    count++;
    return `search=${encodeURIComponent(`${first} ${second}`)}&limit=10`;
  };
}

/**
 * Sends `url` followed by `next()`'s query string for `seconds`; resolves with each response
 * time and the count of failed requests. The time-out is generous so that a slow query is
 * measured, not dropped.
 */
function load(url, next, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const { pathname } = new URL(url);
    const options = {
      url,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 30,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${pathname}?${next()}` }) }],
    };
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({ times, failed: result.non2xx + result.errors + result.timeouts });
    });
    // autocannon's own summary has no p95, so every response time is kept.
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Percentiles of response times, each weighted. Pooled over the queries, every query
 * weighs the same in all, as if shoppers asked each equally often: otherwise a fast
 * query, answered more often in its seconds, would hide a slow one.
 */
function percentiles(samples) {
  const sorted = samples.toSorted((a, b) => a.time - b.time);
  const total = sorted.reduce((sum, sample) => sum + sample.weight, 0);
  const at = (p) => {
    let seen = 0;
    for (const { time, weight } of sorted) {
      seen += weight;
      if (seen >= (p / 100) * total - 1e-9) return time;
    }
    return Number.NaN;
  };
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1)?.time ?? Number.NaN };
}
const ms = (value) => `${value.toFixed(1)} ms`;

async function benchSize(recipes) {
  const seedDir = generatedCatalog(recipes);
  const started = Date.now();
  const shop = await startShop({
    port: PORT,
    env: { CATALOG_SEED_DIR: seedDir },
    readyTimeoutMs: SEED_TIMEOUT_MS,
  });
  try {
    const list = `${shop.origin}/api/recipes/all`;
    await waitFor(list, SEED_TIMEOUT_MS);
    const readySeconds = (Date.now() - started) / 1000;
    const queries = [
      ...QUERIES.map((query) => ({ label: `\`${query}\``, next: () => query })),
      { label: 'search=*two new words each request*&limit=10', next: freshSearches(seedDir) },
    ];
    const perQuery = [];
    for (const { label, next } of queries) {
      // One answer first: a query the service refuses would measure nothing.
      const answer = await fetch(`${list}?${next()}`);
      if (!answer.ok) throw new Error(`${label}: ${answer.status} ${await answer.text()}`);
      // Decoded size: fetch asks for compression, the load below does not.
      const body = await answer.text();
      const { totalCount } = JSON.parse(body);
      const bytes = Buffer.byteLength(body);
      perQuery.push({ label, next, totalCount, bytes });
    }
    // Warm-up, so that the JIT and the first scans are not measured.
    for (const { next } of perQuery) await load(list, next, 1);
    const pooled = [];
    for (const entry of perQuery) {
      const { times, failed } = await load(list, entry.next, SECONDS_PER_QUERY);
      const samples = times.map((time) => ({ time, weight: 1 / times.length }));
      Object.assign(entry, { requests: times.length, failed }, percentiles(samples));
      pooled.push(...samples);
    }
    return {
      recipes,
      readySeconds,
      perQuery,
      requests: pooled.length,
      failed: perQuery.reduce((sum, entry) => sum + entry.failed, 0),
      ...percentiles(pooled),
    };
  } finally {
    await shop.stop();
  }
}

console.log(
  `# GET /api/recipes/all — ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model}, ` +
    `Node ${process.version}, load average ${loadavg()[0].toFixed(2)}`,
);
console.log(
  `${CONNECTIONS} connections, ${SECONDS_PER_QUERY} s for each of ${QUERIES.length + 1} queries; ` +
    'overall percentiles weigh every query the same\n',
);
const results = [];
for (const recipes of SIZES) {
  const result = await benchSize(recipes);
  results.push(result);
  console.log(
    `## ${recipes} recipes (answering ${result.readySeconds.toFixed(0)} s after start)\n`,
  );
  console.log(
    '| query | matches | bytes | requests | failed | p50 | p95 | p99 | max |\n' +
      '|---|---|---|---|---|---|---|---|---|',
  );
  for (const q of result.perQuery) {
    console.log(
      `| ${q.label} | ${q.totalCount} | ${q.bytes} | ${q.requests} | ${q.failed} | ` +
        `${ms(q.p50)} | ${ms(q.p95)} | ${ms(q.p99)} | ${ms(q.max)} |`,
    );
  }
  console.log();
}

console.log(
  '| recipes | requests | failed | p50 | p95 | p99 | max | target p95 | |\n' +
    '|---|---|---|---|---|---|---|---|---|',
);
let missed = false;
for (const r of results) {
  const target = TARGET_P95_MS[r.recipes];
  // A failed request is a miss whatever the times: it is an answer a shopper never got.
  const met = r.failed === 0 && (target === undefined || r.p95 < target);
  missed ||= !met;
  console.log(
    `| ${r.recipes} | ${r.requests} | ${r.failed} | ${ms(r.p50)} | **${ms(r.p95)}** | ` +
      `${ms(r.p99)} | ${ms(r.max)} | ${target === undefined ? '—' : `< ${target} ms`} | ` +
      `${met ? 'met' : 'MISSED'} |`,
  );
}
if (missed) process.exitCode = 1;
