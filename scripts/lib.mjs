import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command in the repository, streaming its output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs a command like `run`, and also keeps the last `keepLines` lines of its
 * output, so a summary printed later can repeat why it failed.
 */
export function runKeepingTail(command, args, options = {}, keepLines = 80) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      ...options,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let tail = [];
    const keep = (chunk, stream) => {
      stream.write(chunk);
      tail = tail.concat(chunk.toString('utf8').split('\n')).slice(-keepLines);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, tail: tail.join('\n') }));
  });
}

/** The folders under services/ that hold `path` (e.g. 'src/main.ts'), so a new service needs no list. */
export function servicesWith(path) {
  return readdirSync(join(repoRoot, 'services')).filter((name) =>
    existsSync(join(repoRoot, 'services', name, path)),
  );
}

export function runOrExit(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) process.exit(code);
}

/**
 * Runs commands, `atOnce` at a time, streaming their output as it comes; exits with the first
 * non-zero code once all have ended, so every failure is printed before the step stops.
 */
export async function runAllOrExit(commands, atOnce) {
  const waiting = [...commands];
  const codes = [];
  const worker = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const [command, args] = next;
      codes.push(
        await new Promise((resolve, reject) => {
          const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
          child.on('error', reject);
          child.on('close', (code) => resolve(code ?? 1));
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

/** A digest of files and folders (recursively, skipping build output), to tell whether a build is stale. */
export function digestOf(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else {
      hash.update(path).update(readFileSync(path));
    }
  };
  for (const path of paths) visit(join(repoRoot, path));
  return hash.digest('hex');
}
