// POST /api/cart?getGroceries=true on the distributed runtime: cart-pricing as its own
// process on PostgreSQL, Kafka and Redis (scripts/infra/up.sh), with the catalog process it
// copies its catalog from. Loaded three ways: (a) straight at one cart-pricing process,
// (b) through the gateway, (c) through the gateway with two cart-pricing processes, which it
// sends saves to in turn (SERVICE_REPLICA_URLS). The issue asks for 1,500 saves a second
// from one process and for (c) to scale over (b); the numbers go to RESULTS.md, there is no
// pass mark here.
//   source /var/tmp/mise-infra/env && npm run bench:cart:distributed -w @mise/bench
// BENCH_CPU_PROF=<dir> writes there a --cpu-prof profile of the first cart-pricing process
// (cart-pricing-1.cpuprofile) and of the gateway in front of it alone (gateway-1.cpuprofile).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, waitFor } from './shop-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Many more carts than connections, taken in turn: a cart comes round again only long after
// its last save was answered, so every save is a newer version and is stored.
const GUESTS = CONNECTIONS * 20;
const PORTS = { gateway: 3201, catalog: 4201, cartPricing: [4202, 4203] };
const CLOCK_TICKS_PER_S = 100;

const recipes = [
  { id: 'chana-masala-chickpea-curry', servings: 4 },
  { id: 'coconut-chickpea-curry-bowls', servings: 4 },
  { id: 'coconut-red-lentil-spinach-curry', servings: 4 },
  { id: 'thai-red-curry-tofu-vegetables', servings: 4 },
  { id: 'cashew-vegetable-korma-curry', servings: 4 },
];

const missing = ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`needs ${missing.join(', ')}: run scripts/infra/up.sh and source what it prints`);
  process.exit(78);
}

// A database of its own, dropped at the end: the run starts from an empty cart table and
// leaves nothing in the one other runs use.
const database = `mise_bench_cart_${Date.now()}`;
const databaseUrl = Object.assign(new URL(process.env.DATABASE_URL), {
  pathname: `/${database}`,
}).href;
const psql = (sql) => execFileSync('psql', [process.env.DATABASE_URL, '-qc', sql]);

const logDir = join(repoRoot, 'bench', 'out', 'cart-distributed');
mkdirSync(logDir, { recursive: true });
const shared = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  KAFKA_BROKERS: process.env.KAFKA_BROKERS,
  REDIS_URL: process.env.REDIS_URL,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  PUBLIC_ORIGINS: `http://127.0.0.1:${PORTS.gateway}`,
};
// No telemetry exporter: its cost is not what this bench measures.
const { OTEL_EXPORTER_OTLP_ENDPOINT: _telemetry, ...inherited } = process.env;

/** One process of the shop, its output in bench/out/cart-distributed/<name>.log. */
async function startProcess(name, script, { port, env = {}, nodeArgs = [], readyPath }) {
  const log = openSync(join(logDir, `${name}.log`), 'w');
  const child = spawn(process.execPath, [...nodeArgs, join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...inherited, ...shared, PORT: String(port), OTEL_SERVICE_NAME: name, ...env },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([
      waitFor(`${url}${readyPath}`, 180_000),
      exited.then((code) => {
        throw new Error(`${name} exited with ${code} while starting: see ${logDir}/${name}.log`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, pid: child.pid, url, stop };
}

/** Node's arguments that profile the process when BENCH_CPU_PROF names a folder. */
const profiled = (name) =>
  process.env.BENCH_CPU_PROF
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
        `--cpu-prof-name=${name}.cpuprofile`,
      ]
    : [];

const cartPricing = (index, catalog) =>
  startProcess(`cart-pricing-${index + 1}`, 'services/cart-pricing/dist/main.js', {
    port: PORTS.cartPricing[index],
    env: { SERVICE_URLS: `catalog=${catalog.url}` },
    nodeArgs: index === 0 ? profiled('cart-pricing-1') : [],
    readyPath: '/api/readyz',
  });

/**
 * The gateway in front of the catalog and these cart-pricing processes. The other services
 * are named at a port where nothing listens, so that the gateway proxies rather than runs
 * them; no request of this bench reaches them (and so its /api/readyz is never 200).
 */
function gatewayFor(catalog, cartPricings) {
  const name = `gateway-${cartPricings.length}`;
  const others = [
    'share-url',
    'identity',
    'notifications',
    'delivery-slots',
    'orders-payments',
    'pantry',
  ];
  const serviceUrls = [
    `catalog=${catalog.url}`,
    `cart-pricing=${cartPricings[0].url}`,
    ...others.map((service) => `${service}=http://127.0.0.1:9`),
  ].join(',');
  return startProcess(name, 'gateway/dist/main.js', {
    nodeArgs: cartPricings.length === 1 ? profiled(name) : [],
    port: PORTS.gateway,
    env: {
      SERVICE_URLS: serviceUrls,
      SERVICE_REPLICA_URLS: cartPricings
        .slice(1)
        .map((each) => `cart-pricing=${each.url}`)
        .join(','),
    },
    readyPath: '/api/healthz',
  });
}

/** Each guest's first save, which makes the guest; later saves send newer versions. */
async function newGuests(origin) {
  const guests = [];
  while (guests.length < GUESTS) {
    const batch = await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const answer = await fetch(`${origin}/api/cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version: 1, recipes }),
        });
        if (!answer.ok) throw new Error(`a first save answered ${answer.status}`);
        return { id: (await answer.json()).guestUserId, version: 1 };
      }),
    );
    guests.push(...batch);
  }
  return guests;
}

/** CPU seconds used so far, by part: the shop's processes, PostgreSQL, Kafka, Redis, this one. */
function cpuSecondsByPart(processes) {
  const partOf = new Map(processes.map((each) => [each.pid, each.name]));
  const parts = { autocannon: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), here counted from the state (field 3).
    const seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
    const pid = Number(entry);
    const part =
      partOf.get(pid) ??
      (pid === process.pid
        ? 'autocannon'
        : command === 'postgres'
          ? 'postgres'
          : command === 'java'
            ? 'kafka'
            : command.startsWith('redis-server')
              ? 'redis'
              : undefined);
    if (part) parts[part] = (parts[part] ?? 0) + seconds;
  }
  // The whole machine's busy time (all but idle and iowait): what is left over is used by
  // processes outside this bench.
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  parts.machine = (user + nice + system + irq + softirq + steal) / CLOCK_TICKS_PER_S;
  return parts;
}

/** Saves at `origin` for the measured time, after a short warm-up that lets the JIT settle. */
async function loadSaves(origin, guests, processes) {
  let next = 0;
  const answers = { saved: 0, other: 0 };
  const options = {
    url: `${origin}/api/cart?getGroceries=true`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest(request) {
          const guest = guests[next++ % guests.length];
          guest.version += 1;
          return {
            ...request,
            headers: { ...request.headers, 'x-guest-user-id': guest.id },
            body: JSON.stringify({ version: guest.version, recipes }),
          };
        },
        onResponse(_status, _body, _context, headers) {
          if (headers['x-cart-save'] === 'saved') answers.saved += 1;
          else answers.other += 1;
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 1 });
  answers.saved = 0;
  answers.other = 0;
  const cpuBefore = cpuSecondsByPart(processes);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const cpuAfter = cpuSecondsByPart(processes);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  if (answers.other > 0) throw new Error(`${answers.other} saves were not stored as new`);
  const cores = Object.fromEntries(
    Object.entries(cpuAfter).map(([part, seconds]) => [
      part,
      Number(((seconds - (cpuBefore[part] ?? 0)) / result.duration).toFixed(2)),
    ]),
  );
  const { machine, ...parts } = cores;
  cores.elsewhere = Number(
    (machine - Object.values(parts).reduce((sum, each) => sum + each, 0)).toFixed(2),
  );
  return {
    savesPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answerBytes: Math.round(result.throughput.average / result.requests.average),
    cores,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(origin, guests, processes) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(await loadSaves(origin, guests, processes));
  }
  const middle = rounds.find(
    (each) => each.savesPerSecond === median(rounds.map((r) => r.savesPerSecond)),
  );
  return {
    savesPerSecond: Math.round(middle.savesPerSecond),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    rounds: rounds.map((r) => Math.round(r.savesPerSecond)),
    // Each answer as sent: headers and the priced cart, uncompressed as the bench asks no encoding.
    answerBytes: middle.answerBytes,
    // CPU used per second of the median round, in cores: how the machine's were shared.
    coresInMedianRound: middle.cores,
  };
}

psql(`create database ${database}`);
const started = [];
const report = {
  date: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`,
  loadAverageBefore: loadavg().map((each) => Number(each.toFixed(2))),
  connections: CONNECTIONS,
  guests: GUESTS,
  durationSeconds: DURATION_S,
  rounds: ROUNDS,
};
try {
  const catalog = await startProcess('catalog', 'services/catalog/dist/main.js', {
    port: PORTS.catalog,
    readyPath: '/api/readyz',
  });
  started.push(catalog);
  const first = await cartPricing(0, catalog);
  started.push(first);
  const guests = await newGuests(first.url);

  report.straight = await measure(first.url, guests, started);

  let gateway = await gatewayFor(catalog, [first]);
  started.push(gateway);
  report.throughGateway = await measure(gateway.url, guests, started);
  await gateway.stop();
  started.pop();

  const second = await cartPricing(1, catalog);
  started.push(second);
  // A round of load straight at it, not measured: the JIT warms it as (a) warmed the first.
  await loadSaves(second.url, guests, started);
  gateway = await gatewayFor(catalog, [first, second]);
  started.push(gateway);
  report.throughGatewayTwoProcesses = await measure(gateway.url, guests, started);
  report.scaling = Number(
    (
      report.throughGatewayTwoProcesses.savesPerSecond / report.throughGateway.savesPerSecond
    ).toFixed(2),
  );
} finally {
  for (const each of started.reverse()) await each.stop();
  psql(`drop database if exists ${database} with (force)`);
}
report.loadAverageAfter = loadavg().map((each) => Number(each.toFixed(2)));
console.log(JSON.stringify(report, null, 2));
