// Where a cart save's time goes: the built shop under the load of cart-saves.mjs for
// BENCH_DURATION_S (15) seconds with V8's CPU profiler on, then a summary of the profile
// (cpu-profile-summary.mjs) over the whole run. The .cpuprofile stays in bench/out/ for
// Chrome's DevTools or speedscope.
//   npm run build && node bench/cart-profile.mjs   (BENCH_SHOP_ROOT=<worktree> for an older build)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CONNECTIONS, cartSaveLoad } from './cart-saves.mjs';
import { repoRoot, startShop } from './shop-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const profileDir = join(repoRoot, 'bench', 'out', `cart-profile-${Date.now()}`);
mkdirSync(profileDir, { recursive: true });
process.env.SHOP_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;

const shop = await startShop({ port: 3104, readyTimeoutMs: 180_000 });
let result;
try {
  const load = await cartSaveLoad(shop.origin);
  result = await autocannon({ ...load, connections: CONNECTIONS, duration: DURATION_S });
} finally {
  await shop.stop();
}
console.log(
  `${Math.round(result.requests.average)} saves/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
);
const [profile] = readdirSync(profileDir);
if (!profile) throw new Error(`no profile was written to ${profileDir}`);
spawnSync(
  process.execPath,
  [
    join(repoRoot, 'bench', 'cpu-profile-summary.mjs'),
    join(profileDir, profile),
    '--last',
    String(DURATION_S),
    '--match',
    process.env.PROFILE_MATCH ??
      'priceCart,answerCart,saveSelections,serialize,parseInput,cartProblems',
  ],
  { stdio: 'inherit' },
);
if (process.env.KEEP_PROFILE === undefined) rmSync(profileDir, { recursive: true, force: true });
