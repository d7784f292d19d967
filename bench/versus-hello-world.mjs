// Loads one shop endpoint through the embedded runtime beside a bare Fastify
// hello-world measured in the same run on the same machine, and reports the
// ratio of their requests per second. Rounds alternate between the two, so that
// drift in the machine's speed hits both alike.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { repoRoot, startShop, waitFor } from './shop-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SHOP_PORT = 3101;
const HELLO = 'http://127.0.0.1:3102';

function startServer(script, port, env = {}) {
  return spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(options) {
  // A short warm-up lets the JIT settle before the measured run.
  await autocannon({ ...options, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (rounds) => ({
  requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
  p50Ms: median(rounds.map((r) => r.p50Ms)),
  p99Ms: median(rounds.map((r) => r.p99Ms)),
  rounds: rounds.map((r) => Math.round(r.requestsPerSecond)),
});

/**
 * `prepare(origin)` readies the shop (creates what the endpoint reads) and returns the
 * autocannon options of the measured requests (url, method, headers, body or setupRequest).
 * Prints a JSON report under `name`; exits non-zero below `target` (a ratio) or above
 * `maxP99Ms` (the shop's median p99) when they are given.
 */
export async function compareWithHelloWorld({ name, prepare, target, maxP99Ms }) {
  const shop = await startShop({ port: SHOP_PORT, readyTimeoutMs: 180_000 });
  const hello = startServer('bench/hello-world.mjs', 3102);
  const shopRounds = [];
  const helloRounds = [];
  try {
    await waitFor(`${HELLO}/`);
    const request = await prepare(shop.origin);
    for (let round = 0; round < ROUNDS; round++) {
      shopRounds.push(await load(request));
      helloRounds.push(await load({ url: `${HELLO}/` }));
    }
  } finally {
    await Promise.all([shop.stop(), stop(hello)]);
  }
  const shopResult = summary(shopRounds);
  const helloResult = summary(helloRounds);
  const ratio = shopResult.requestsPerSecond / helloResult.requestsPerSecond;
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: `${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        rounds: ROUNDS,
        [name]: shopResult,
        fastifyHelloWorld: helloResult,
        ratio: Number(ratio.toFixed(3)),
        ...(target === undefined ? {} : { target }),
        ...(maxP99Ms === undefined ? {} : { maxP99Ms }),
      },
      null,
      2,
    ),
  );
  if (target !== undefined && ratio < target) {
    console.error(`ratio ${ratio.toFixed(3)} is below the ${target} target`);
    process.exitCode = 1;
  }
  if (maxP99Ms !== undefined && shopResult.p99Ms >= maxP99Ms) {
    console.error(`p99 ${shopResult.p99Ms} ms is not under the ${maxP99Ms} ms target`);
    process.exitCode = 1;
  }
}
