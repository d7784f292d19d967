// GET /api/share-url/:id through the embedded runtime, beside a bare Fastify
// hello-world measured in the same run on the same machine.
// Target: the shop answers at least half as many requests per second.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, waitFor } from './shop-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function startServer(script, port, env = {}) {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(url) {
  // A short warm-up lets the JIT settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-'));
const shop = startServer('gateway/dist/main.js', 3101, { DATA_DIR: dataDir });
const hello = startServer('bench/hello-world.mjs', 3102);
const shopRounds = [];
const helloRounds = [];
try {
  await waitFor('http://127.0.0.1:3101/api/readyz');
  await waitFor('http://127.0.0.1:3102/');
  const created = await fetch('http://127.0.0.1:3101/api/share-url/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      baseUrl: 'http://127.0.0.1:3101',
      longUrl: 'http://127.0.0.1:3101/recipes?addRecipes=a,b,2',
    }),
  });
  const id = new URL((await created.json()).shortUrl).pathname.split('/').pop();
  // Alternating rounds, so that drift in the machine's speed hits both alike.
  for (let round = 0; round < ROUNDS; round++) {
    shopRounds.push(await load(`http://127.0.0.1:3101/api/share-url/${id}`));
    helloRounds.push(await load('http://127.0.0.1:3102/'));
  }
} finally {
  await Promise.all([stop(shop), stop(hello)]);
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (rounds) => ({
  requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
  p50Ms: median(rounds.map((r) => r.p50Ms)),
  p99Ms: median(rounds.map((r) => r.p99Ms)),
  rounds: rounds.map((r) => Math.round(r.requestsPerSecond)),
});
const shopResult = summary(shopRounds);
const helloResult = summary(helloRounds);
const ratio = shopResult.requestsPerSecond / helloResult.requestsPerSecond;
const report = {
  date: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  rounds: ROUNDS,
  shareUrlGet: shopResult,
  fastifyHelloWorld: helloResult,
  ratio: Number(ratio.toFixed(3)),
  target: 0.5,
};
console.log(JSON.stringify(report, null, 2));
if (ratio < 0.5) {
  console.error(`ratio ${ratio.toFixed(3)} is below the 0.5 target`);
  process.exitCode = 1;
}
