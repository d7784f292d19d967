import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ShopProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  const listening = once(server, 'listening').then(() => true);
  const refused = once(server, 'error').then(() => false);
  server.listen(port, '127.0.0.1');
  const free = await Promise.race([listening, refused]);
  if (free) server.close();
  return free;
}

/** The first of `count` consecutive free ports (a Kafka broker and its controller, a runtime's services). */
export async function freePorts(count: number): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    // Below Linux's ephemeral range (32768 up): a port from it can be taken between this check
    // and the server's listen by any outgoing connection's source port.
    const first = 20_000 + Math.floor(Math.random() * (12_000 - count));
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

export const newDataDir = () => mkdtempSync(join(tmpdir(), 'mise-e2e-'));

// Settings that would move the shop off its embedded defaults. CI exports
// them for the integration suites; a test that wants them passes them itself.
const SERVER_SETTINGS = ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'SERVICE_URLS'];
const embeddedEnvironment = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SERVER_SETTINGS.includes(name)),
  );

/**
 * Starts the built shop as `npm start` does, on its own port and data folder. Links the shop
 * mails (e-mail verification, password reset) point at the origin the tests browse, unless
 * `env` names other PUBLIC_ORIGINS: the session cookie is only sent back to that host.
 */
export function startShop(env: Record<string, string> = {}): Promise<ShopProcess> {
  return startBuilt('gateway/dist/main.js', env, (origin) => ({ PUBLIC_ORIGINS: origin }));
}

/** Starts one service alone, as the distributed runtime does. */
export function startService(name: string, env: Record<string, string>): Promise<ShopProcess> {
  return startBuilt(`services/${name}/dist/main.js`, env);
}

/**
 * Starts `npm run start:distributed` (every service in a process of its own behind the gateway,
 * restarted when it exits) on the PostgreSQL, Kafka and Redis that `env` names, its services on
 * consecutive ports from SERVICES_FIRST_PORT. Resolves once the gateway says all is ready, which
 * a brand-new broker may take minutes to allow.
 */
export function startDistributedRuntime(
  env: Record<string, string> & { SERVICES_FIRST_PORT: string },
): Promise<ShopProcess> {
  return startBuilt('scripts/start-distributed.mjs', env, () => ({}), 300_000);
}

async function startBuilt(
  script: string,
  env: Record<string, string>,
  defaultsFor: (origin: string) => Record<string, string> = () => ({}),
  readyTimeoutMs?: number,
): Promise<ShopProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? newDataDir();
  const child = spawn(process.execPath, [join(repoRoot, script)], {
    cwd: repoRoot,
    env: {
      ...embeddedEnvironment(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...defaultsFor(origin),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const shop: ShopProcess = {
    url: origin,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      return code as number | null;
    },
  };
  await waitUntilReady(shop, readyTimeoutMs);
  return shop;
}

/** Makes a share link on the shop at `origin` to its own `longPath`; the short URL. */
export async function shareLink(origin: string, longPath: string): Promise<string> {
  const answer = await fetch(`${origin}/api/share-url/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ baseUrl: origin, longUrl: `${origin}${longPath}` }),
  });
  if (answer.status !== 201) {
    throw new Error(`the share link was not made (${answer.status}): ${await answer.text()}`);
  }
  return (await answer.json()).shortUrl as string;
}

async function waitUntilReady(shop: ShopProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`the shop exited:\n${shop.output()}`);
    try {
      if ((await fetch(`${shop.url}/api/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shop was not ready within ${timeoutMs} ms:\n${shop.output()}`);
}
