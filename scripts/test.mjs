// `npm test`: lint and format check, type checks, unit and service tests, then
// the browser tests against the built shop when a Chromium is present.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run, runOrExit } from './lib.mjs';

const reports = join(repoRoot, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

runOrExit('npx', ['biome', 'check', '.']);
runOrExit('npx', ['tsc', '-b']);
runOrExit('npx', ['tsc', '-p', 'web-shop', '--noEmit']);
runOrExit('npx', ['tsc', '-p', 'web-admin', '--noEmit']);
runOrExit('npx', ['tsc', '-p', 'e2e']);

const vitest = (name, extraArgs) =>
  run('npx', [
    'vitest',
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ]);

const codes = [vitest('unit-and-service', [])];

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  runOrExit(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')]);
  codes.push(vitest('browser', ['--config', 'e2e/vitest.config.ts']));
} else if (process.env.CI === 'true') {
  console.error(`Browser tests cannot run: no Chromium at ${chromium}, and CI must run them.`);
  codes.push(1);
} else {
  console.log(
    `Browser tests skipped: no Chromium at ${chromium} (install Debian's chromium or set CHROME_PATH).`,
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit-and-service', 'browser']) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
