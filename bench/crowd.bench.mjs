// A crowd of shoppers (issue 22), played by the Go program in bench/crowd with vegeta's
// metrics: each browses and searches, adds three recipes and changes servings a save a second,
// applies a promo code, pays with the sandbox card and opens their orders. This wrapper starts
// the built embedded shop (or uses a running one), finds a delivery place per shopper, builds
// and runs the Go program, and stops the shop. The report is printed and written to
// bench/out/crowd-<time>.json; the run fails on any error, any order not listed exactly once,
// or a call whose p95 is 200 ms or more. Against a running shop with DATABASE_URL set (its
// PostgreSQL), psql also counts each shopper's order rows.
//   npm run build && npm run bench:crowd -w bench                 (SHOPPERS=300, RAMP=30s, THINK=5s)
//   KNEE=25,50,100,200,300,400,600 THINK=1s npm run bench:crowd -w bench   (the knee, on one shop process;
//     it stops at the first size whose slowest call's p95 is double the smallest crowd's)
//   BENCH_ORIGIN=http://127.0.0.1:3000 JWT_SECRET=... npm run bench:crowd -w bench
//     (an already running shop, e.g. `JWT_SECRET=... TRUST_PROXY_HOPS=1 npm run start:distributed`)
// Each shopper sends an address of their own as X-Forwarded-For, believed with
// TRUST_PROXY_HOPS=1: the shop's per-address limits (promo checks) are meant for one visitor,
// not for the one machine that plays the whole crowd.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { openPlaces } from './delivery-places.mjs';
import { repoRoot, startShop } from './shop-server.mjs';

const SHOPPERS = Number(process.env.SHOPPERS ?? 300);
const KNEE = process.env.KNEE;
const RAMP = process.env.RAMP ?? '30s';
const THINK = process.env.THINK ?? '5s';
const PORT = Number(process.env.PORT ?? 4620);
const external = process.env.BENCH_ORIGIN;
if (external && !process.env.JWT_SECRET) {
  console.error("BENCH_ORIGIN needs JWT_SECRET: the shop's session key, to sign shoppers in");
  process.exit(2);
}

const out = join(repoRoot, 'bench', 'out');
mkdirSync(out, { recursive: true });
const crowdDir = join(repoRoot, 'bench', 'crowd');
const binary = join(out, 'crowd');
// Built before the shop starts, so that compiling does not load the machine being measured.
const built = spawnSync('go', ['build', '-o', binary, '.'], { cwd: crowdDir, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const jwtSecret = process.env.JWT_SECRET ?? randomBytes(32).toString('base64url');
const shop = external
  ? { origin: external, stop: async () => {} }
  : await startShop({
      port: PORT,
      jwtSecret,
      readyTimeoutMs: 180_000,
      env: { TRUST_PROXY_HOPS: '1' },
    });

/**
 * The distributed shop's PostgreSQL, asked by psql: each shopper has exactly one order row, the
 * one their POST answered. Answers whether that holds for every crowd of the report.
 */
function countInDatabase(report) {
  const { crowds } = JSON.parse(readFileSync(report, 'utf8'));
  let holds = true;
  for (const crowd of crowds) {
    const placed = crowd.orders.placedOrders ?? [];
    // The ids are the bench's own (crowd-<base32>) and the shop's; checked before they go in SQL.
    const safe = placed.every(({ userId, orderId }) => /^[\w-]+$/.test(userId + orderId));
    if (!safe) throw new Error('an unexpected user or order id in the report');
    if (placed.length === 0) continue;
    const list = (ids) => ids.map((id) => `'${id}'`).join(',');
    const query = `select count(*), count(distinct user_id), count(*) filter (where id in (${list(
      placed.map(({ orderId }) => orderId),
    )})) from orders_payments.orders where user_id in (${list(placed.map(({ userId }) => userId))})`;
    const counted = spawnSync('psql', [process.env.DATABASE_URL, '-Atc', query], {
      encoding: 'utf8',
    });
    if (counted.status !== 0) throw new Error(`psql: ${counted.stderr}`);
    const [rows, shoppers, matching] = counted.stdout.trim().split('|').map(Number);
    const exactlyOnce = rows === placed.length && shoppers === rows && matching === rows;
    console.log(
      `database, ${crowd.shoppers} shoppers: ${rows} order rows for ${shoppers} of the ${placed.length} shoppers who placed one, ${matching} of them the ids answered: ${exactlyOnce ? 'every order exactly once' : 'NOT exactly once'}`,
    );
    holds &&= exactlyOnce;
  }
  return holds;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

try {
  const sizes = KNEE ? KNEE.split(',').map(Number) : [SHOPPERS];
  const searchStarted = performance.now();
  const places = await openPlaces(
    shop.origin,
    sizes.reduce((sum, size) => sum + size, 0),
  );
  const searchSeconds = ((performance.now() - searchStarted) / 1000).toFixed(1);
  console.log(`${places.length} delivery places found in ${searchSeconds} s`);
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const placesFile = join(out, `crowd-places-${stamp}.json`);
  writeFileSync(placesFile, JSON.stringify(places));
  const report = join(out, `crowd-${stamp}.json`);
  console.log(
    `crowd against ${external ? external : 'the embedded shop'}: ${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}, load average ${loadAverage()}`,
  );
  const run = spawnSync(
    binary,
    [
      '-origin',
      shop.origin,
      '-places',
      placesFile,
      ...(KNEE ? ['-knee', KNEE] : ['-shoppers', String(SHOPPERS)]),
      '-ramp',
      RAMP,
      '-think',
      THINK,
      '-json',
      report,
    ],
    { env: { ...process.env, JWT_SECRET: jwtSecret }, stdio: 'inherit' },
  );
  console.log(`load average after: ${loadAverage()}; report: ${report}`);
  process.exitCode = run.status ?? 1;
  if (external && process.env.DATABASE_URL && !countInDatabase(report)) process.exitCode = 1;
} finally {
  await shop.stop();
}
