// `npm start`: installs what is missing, builds what changed, and runs the
// whole shop in one process on the embedded database (no servers to install).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { digestOf, repoRoot, runOrExit } from './lib.mjs';

const installStamp = join(repoRoot, 'node_modules', '.mise-install-digest');
const lockDigest = digestOf(['package-lock.json']);
if (!existsSync(installStamp) || readFileSync(installStamp, 'utf8') !== lockDigest) {
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, lockDigest);
}

runOrExit(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')]);

// In this process, so that Ctrl-C and SIGTERM reach the shop's own shutdown.
await import(pathToFileURL(join(repoRoot, 'gateway', 'dist', 'main.js')).href);
