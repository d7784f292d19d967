// The built shop (`gateway/dist/main.js`) as a child process with a DATA_DIR of its
// own, for the benchmarks that load it: each starts a fresh one and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The checkout whose build the benchmarks start: this one, or BENCH_SHOP_ROOT (a worktree of an
 * earlier commit, built) for before-and-after runs (bench/before-after.mjs).
 */
export const shopRoot = process.env.BENCH_SHOP_ROOT ?? repoRoot;

/** bench/out/catalog-<n> (`npm run catalog:generate`), generated once and reused by later runs. */
export function generatedCatalog(recipes) {
  const dir = join(repoRoot, 'bench', 'out', `catalog-${recipes}`);
  if (existsSync(dir)) return dir;
  // Written beside it and renamed, so an interrupted run leaves no half catalog to reuse.
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(join(repoRoot, 'bench', 'out'), { recursive: true });
  console.error(`generating ${recipes} recipes into ${dir}`);
  const generated = spawnSync(
    'npm',
    ['run', 'catalog:generate', '--', '--recipes', String(recipes), '--out', partial],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (generated.status !== 0) throw new Error(`catalog:generate exited with ${generated.status}`);
  renameSync(partial, dir);
  return dir;
}

/** Polls until the URL answers 2xx: readiness can take minutes while a big catalog seeds. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the shop on 127.0.0.1:port and resolves once /api/readyz answers.
 * `env` adds settings such as CATALOG_SEED_DIR; the rest are the shop's defaults.
 */
export async function startShop({
  port,
  env = {},
  readyTimeoutMs,
  jwtSecret = randomBytes(32).toString('base64url'),
}) {
  const main = join(shopRoot, 'gateway', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-'));
  // SHOP_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the shop under load.
  const nodeArgs = process.env.SHOP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: shopRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs its own session key; a bench's shop lives for one run.
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A server that dies while starting (port taken, broken build) fails at once.
    await Promise.race([
      waitFor(`${origin}/api/readyz`, readyTimeoutMs),
      exited.then((code) => {
        throw new Error(`the shop exited with ${code} while starting`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
