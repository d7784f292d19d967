// Runs one benchmark against two builds in the same session, alternating, so that the
// machine's drift hits both alike: BENCH_SHOP_ROOT=<worktree> for "before", this checkout for
// "after". Each run prints its own JSON; this prints them one after another, labelled.
//   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && node scripts/build.mjs)
//   node bench/before-after.mjs --before /tmp/before --bench cart.bench.mjs [--times 2]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from './shop-server.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    bench: { type: 'string' },
    times: { type: 'string', default: '2' },
  },
});
if (!values.before || !values.bench) {
  console.error('usage: node bench/before-after.mjs --before <built worktree> --bench <file>');
  process.exit(2);
}
const builds = [
  { label: 'before', env: { BENCH_SHOP_ROOT: values.before } },
  { label: 'after', env: {} },
];
let failed = false;
for (let time = 0; time < Number(values.times); time++) {
  for (const { label, env } of builds) {
    const run = spawnSync(process.execPath, [values.bench], {
      cwd: `${repoRoot}/bench`,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    console.log(`# ${label} (${time + 1} of ${values.times})\n${run.stdout}`);
    failed ||= run.status !== 0 && label === 'after';
  }
}
if (failed) process.exitCode = 1;
