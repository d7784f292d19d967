// `npm run start:distributed`: every service in its own process, behind the
// gateway, on this machine, against the PostgreSQL, Kafka and Redis named in
// the environment (scripts/infra/up.sh starts them and prints the settings).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runOrExit, servicesWith } from './lib.mjs';

const required = ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL'];
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(
    `start:distributed needs ${missing.join(', ')}: run scripts/infra/up.sh and export what it prints.`,
  );
  process.exit(78);
}

runOrExit(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')]);
// Built just now: the one backoff every process of the shop uses.
const { backoffDelayMs } = await import('../packages/platform/dist/retry/backoff.js');

const services = servicesWith('src/main.ts');
const gatewayPort = Number(process.env.PORT ?? 3000);
// Share links and the like must point at the gateway, the shop's public edge.
const publicOrigins =
  process.env.PUBLIC_ORIGINS ?? `http://localhost:${gatewayPort},http://127.0.0.1:${gatewayPort}`;
// Every process must read the sessions the identity process signs: one key for all of them.
const JWT_SECRET = process.env.JWT_SECRET ?? randomBytes(48).toString('base64url');
const firstServicePort = Number(process.env.SERVICES_FIRST_PORT ?? 4001);
const serviceUrls = services.map((name, index) => [
  name,
  `http://127.0.0.1:${firstServicePort + index}`,
]);

// A process that exits is started again, as a supervisor or Kubernetes would, after a
// pause that doubles with each exit in a row, up to half a minute; one that stayed up a
// minute starts over at a second. The others keep running meanwhile.
const RESTART_BACKOFF = { firstDelayMs: 1_000, maxDelayMs: 30_000 };
const STAYED_UP_MS = 60_000;

const children = new Map();
const restarts = new Map();
let stopping = false;
function start(name, script, env, exitsInARow = 0) {
  const startedAt = Date.now();
  const child = spawn(process.execPath, [join(repoRoot, script)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const exits = Date.now() - startedAt >= STAYED_UP_MS ? 1 : exitsInARow + 1;
    const delay = backoffDelayMs(RESTART_BACKOFF, exits);
    console.error(
      `${name} exited (${signal ?? code}); restarting it in ${(delay / 1000).toFixed(1)} s (exit ${exits} in a row), the others keep running`,
    );
    const timer = setTimeout(() => {
      if (stopping) return;
      console.error(`${name} restarting`);
      start(name, script, env, exits);
    }, delay);
    restarts.set(name, timer);
  });
}

function stopAll() {
  stopping = true;
  for (const timer of restarts.values()) clearTimeout(timer);
  const running = [...children.values()].filter(
    (child) => child.exitCode === null && child.signalCode === null,
  );
  for (const child of running) child.kill('SIGTERM');
  Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(
    () => process.exit(0),
  );
}

// The gateway proxies to every service; services ask each other too (cart-pricing copies
// the catalog over HTTP).
const SERVICE_URLS = serviceUrls.map(([name, url]) => `${name}=${url}`).join(',');
for (const [index, [name]] of serviceUrls.entries()) {
  const { name: packageName } = JSON.parse(
    readFileSync(join(repoRoot, 'services', name, 'package.json'), 'utf8'),
  );
  start(packageName, join('services', name, 'dist', 'main.js'), {
    PORT: String(firstServicePort + index),
    HOST: '127.0.0.1',
    PUBLIC_ORIGINS: publicOrigins,
    SERVICE_URLS,
    JWT_SECRET,
    OTEL_SERVICE_NAME: name,
  });
}
start('gateway', join('gateway', 'dist', 'main.js'), {
  PORT: String(gatewayPort),
  PUBLIC_ORIGINS: publicOrigins,
  SERVICE_URLS,
  JWT_SECRET,
  OTEL_SERVICE_NAME: 'gateway',
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
