// Sums a V8 .cpuprofile (node --cpu-prof) for the "where did the time go" tables in RESULTS.md:
// self time by package or folder, by function, and the inclusive time of named functions,
// over the profile's last --last seconds (the load, without the start-up before it).
//   node bench/cpu-profile-summary.mjs <file.cpuprofile> [--last 15] [--top 25] [--match priceCart]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './shop-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    match: { type: 'string', default: '' },
    last: { type: 'string' },
  },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

// Each sample is attributed to the node that was on top of the stack; the gaps between
// timestamps are that sample's duration.
const from = values.last === undefined ? 0 : profile.endTime - Number(values.last) * 1e6;
const selfMicros = new Map();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) return;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
});
const totalMicros = [...selfMicros.values()].reduce((a, b) => a + b, 0);

const nameOf = ({ callFrame: { functionName, url, lineNumber } }) => {
  const file = url.startsWith('file://') ? relative(repoRoot, new URL(url).pathname) : url;
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
};

/** Where a function lives: its npm package, its folder of this repository, or the runtime. */
const placeOf = ({ callFrame: { functionName, url } }) => {
  if (!url) return functionName.startsWith('(') ? functionName : 'node (native)';
  if (url.startsWith('wasm://')) return 'wasm (PGlite)';
  if (url.startsWith('node:')) return 'node (internal)';
  const path = url.startsWith('file://') ? new URL(url).pathname : url;
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  // Any checkout: this one, or the worktree of an older build (BENCH_SHOP_ROOT).
  const inRepo = path.match(/\/(services\/[^/]+|packages\/[^/]+|gateway)\/dist\/([^/]+)/);
  return inRepo ? `${inRepo[1]}/${inRepo[2].replace(/\.js$/, '')}` : relative(repoRoot, path);
};

const byPlace = new Map();
for (const [id, micros] of selfMicros) {
  const place = placeOf(nodes.get(id));
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
}
const bySelf = new Map();
for (const [id, micros] of selfMicros) {
  const name = nameOf(nodes.get(id));
  bySelf.set(name, (bySelf.get(name) ?? 0) + micros);
}
const idle = [...bySelf]
  .filter(([name]) => name.startsWith('(idle)'))
  .reduce((a, [, m]) => a + m, 0);
const busy = totalMicros - idle;
const share = (micros) => `${((100 * micros) / busy).toFixed(1)} %`;

console.log(`busy ${(busy / 1e6).toFixed(2)} s of ${(totalMicros / 1e6).toFixed(2)} s sampled`);
console.log('\nself time by place (share of busy time):');
for (const [place, micros] of [...byPlace]
  .filter(([place]) => place !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values.top))) {
  console.log(`${share(micros).padStart(7)}  ${place}`);
}

console.log('\nself time by function (share of busy time):');
for (const [name, micros] of [...bySelf]
  .filter(([name]) => !name.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values.top))) {
  console.log(`${share(micros).padStart(7)}  ${name}`);
}

// Inclusive time of named functions: every sample with that function anywhere on its stack,
// each sample counted once however deep the recursion.
const patterns = values.match.split(',').filter(Boolean);
if (patterns.length > 0) {
  console.log('\ninclusive time (share of busy time):');
  for (const pattern of patterns) {
    let micros = 0;
    for (const [id, own] of selfMicros) {
      for (let at = id; at !== undefined; at = parentOf.get(at)) {
        if (nodes.get(at).callFrame.functionName === pattern) {
          micros += own;
          break;
        }
      }
    }
    console.log(`${share(micros).padStart(7)}  ${pattern}`);
  }
}
