// A crowd of shoppers (issue 22), played by the Go program in bench/crowd with vegeta's
// metrics: each browses and searches, adds three recipes and changes servings a save a second,
// applies a promo code, pays with the sandbox card and opens their orders. This wrapper starts
// the built embedded shop (or uses a running one), finds a delivery place per shopper, builds
// and runs the Go program, and stops the shop. The report is printed and written to
// bench/out/crowd-<time>.json; the run fails on any error, any order not listed exactly once,
// or a call whose p95 is 200 ms or more.
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
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { openPlaces } from './crowd/delivery-places.mjs';
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
// GOWORK=off: bench/crowd is a module of its own, not one of the repository's go.work.
const goEnv = { ...process.env, GOWORK: 'off' };
const built = spawnSync('go', ['build', '-o', binary, '.'], {
  cwd: crowdDir,
  env: goEnv,
  stdio: 'inherit',
});
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
} finally {
  await shop.stop();
}
