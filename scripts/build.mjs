// Builds what changed: the server packages incrementally with tsc -b, and each
// web app with Vite only when its sources differ from its last build.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestOf, repoRoot, runOrExit } from './lib.mjs';

runOrExit('npx', ['tsc', '-b']);

const webApps = [
  { workspace: 'web-shop', inputs: ['web-shop', 'packages/contracts/src', 'package-lock.json'] },
  { workspace: 'web-admin', inputs: ['web-admin', 'packages/contracts/src', 'package-lock.json'] },
];
for (const { workspace, inputs } of webApps) {
  const stamp = join(repoRoot, workspace, 'dist', '.build-digest');
  const digest = digestOf(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    console.log(`${workspace}: up to date`);
    continue;
  }
  runOrExit('npm', ['run', 'build', '--workspace', workspace]);
  writeFileSync(stamp, digest);
}
