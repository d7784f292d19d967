// `npm test`: lint and format check, the service anatomy check, type checks, the deployment
// check (chart, k8s/, compose file, Dockerfile), unit and service tests (on PGlite), the
// database-touching projects again on PostgreSQL when DATABASE_URL names one, the published API
// checked by Schemathesis, the fault tests when MISE_INFRA_SCRIPTS=1, then the browser tests
// against the built shop when a Chromium is present. It ends with the time each step took.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseSuites } from './database-suites.mjs';
import { repoRoot, runAllOrExit, runKeepingTail, runOrExit, servicesWith } from './lib.mjs';

const reports = join(repoRoot, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Seconds per step, in order, for the report at the end (and test-results/times.json).
const times = [];
const timed = async (step, work) => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    times.push({ step, seconds: Math.round((performance.now() - started) / 1000) });
  }
};

await timed('lint', () => runOrExit('npx', ['biome', 'check', '.']));
await timed('anatomy', () =>
  runOrExit(process.execPath, [join(repoRoot, 'scripts', 'check-anatomy.mjs')]),
);
// Vitest's default on a 2-core machine is one worker; most test files wait on servers,
// databases and brokers rather than compute, so two keep both cores busy.
const workers = String(Math.max(2, availableParallelism()));

await timed('types', async () => {
  // The others read the declarations this build writes; they are independent of each other.
  runOrExit('npx', ['tsc', '-b']);
  await runAllOrExit(
    [
      ['npx', ['tsc', '-p', 'web-shop', '--noEmit']],
      ['npx', ['tsc', '-p', 'web-admin', '--noEmit']],
      ['npx', ['tsc', '-p', 'e2e']],
      // The builds leave test files out; they are type-checked here.
      ['npx', ['tsc', '-p', 'tsconfig.tests.json']],
    ],
    2,
  );
});

// tools/deploy-check (Go) renders charts/mise and checks it, k8s/, docker-compose.yml and the
// Dockerfile. Compiling it cold takes minutes, so .ci/run builds it while npm ci runs and names
// in MISE_DEPLOY_CHECK_BIN the binary it writes (or `<binary>.failed`, when the build failed).
// Waiting for that build beats compiling the same packages twice on two cores; without the
// binary, go run builds it here and shows any compile error.
const deployCheck = process.env.MISE_DEPLOY_CHECK_BIN;
await timed('deploy', async () => {
  while (deployCheck && !existsSync(deployCheck) && !existsSync(`${deployCheck}.failed`)) {
    await sleep(1000);
  }
  if (deployCheck && existsSync(deployCheck)) runOrExit(deployCheck, ['check']);
  else runOrExit('go', ['run', './tools/deploy-check', 'check']);
  // The check's own tests: what it must refuse (unknown fields, drift, a root Dockerfile...),
  // and the crowd bench's (its knee, the targets it names as missed).
  runOrExit('go', ['test', './tools/deploy-check', './bench/crowd']);
  // docker-compose.yml is generated from the chart's values: it must match them.
  runOrExit(process.execPath, [
    join(repoRoot, 'scripts', 'deploy', 'render-compose.mjs'),
    '--check',
  ]);
});

// Each run: its name, exit code and the tail of its output.
const runs = [];
const vitest = (name, extraArgs, env = {}) =>
  timed(name, async () => {
    const { code, tail } = await runKeepingTail(
      'npx',
      [
        'vitest',
        'run',
        ...extraArgs,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, `${name}.json`)}`,
      ],
      { env: { ...process.env, ...env } },
    );
    runs.push({ name, code, tail });
    return code;
  });

// The first run keeps every test database in PGlite, even with DATABASE_URL set;
// the integration suites still find PostgreSQL, Redis and Kafka through it.
const codes = [
  await vitest('unit-and-service', [`--maxWorkers=${workers}`], {
    MISE_TEST_DATABASE_URL: 'pglite',
  }),
];

// The projects whose tests open databases, run again with each test database
// made on the PostgreSQL server (see packages/platform/src/testing/test-database.ts):
// MISE_TEST_DATABASE_URL if it names one, else DATABASE_URL.
const chosen = process.env.MISE_TEST_DATABASE_URL;
const postgres = (chosen !== 'pglite' && chosen) || process.env.DATABASE_URL;
if (postgres) {
  // Each service's Vitest project is named after its folder.
  const services = servicesWith('vitest.config.ts');
  const projects = ['platform', ...services, 'gateway'];
  const folders = ['packages/platform', ...services.map((name) => `services/${name}`), 'gateway'];
  // Only the files that open a database: the others would run exactly as in the first run.
  // The broker suites open one only to test the bus: once, in the first run, is enough.
  const suites = databaseSuites(repoRoot, folders).filter(
    (file) => !/\/(kafka|bullmq)-[^/]*\.test\.ts$/.test(file),
  );
  codes.push(
    await vitest(
      'postgres',
      [`--maxWorkers=${workers}`, ...projects.flatMap((name) => ['--project', name]), ...suites],
      {
        MISE_TEST_DATABASE_URL: postgres,
      },
    ),
  );
} else if (process.env.CI === 'true') {
  console.error(
    'PostgreSQL runs cannot run: DATABASE_URL is not set, and CI must run the tests on PostgreSQL too.',
  );
  codes.push(1);
} else {
  console.log('skipped: PostgreSQL runs (DATABASE_URL not set)');
}

// The published API against the running shop (scripts/api-contract/run.mjs): Schemathesis with
// /api/openapi.json; no server error, no answer that breaks its schema. Reports in test-results/.
codes.push(
  await timed('api-contract', async () => {
    const script = join(repoRoot, 'scripts', 'api-contract', 'run.mjs');
    const { code, tail } = await runKeepingTail(process.execPath, [script]);
    runs.push({ name: 'api-contract', code, tail });
    return code;
  }),
);

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const faultsRun = process.env.MISE_INFRA_SCRIPTS === '1';
// The browser tests and the distributed fault tests start the built shop.
if (faultsRun || existsSync(chromium)) {
  await timed('build', () => runOrExit(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')]));
}

// Fault tests stop and restart the PostgreSQL, Kafka and Redis of scripts/infra, so
// they need those scripts to manage the servers, and run alone.
if (faultsRun) {
  codes.push(await vitest('faults', ['--config', 'vitest.faults.config.ts']));
} else if (process.env.CI === 'true') {
  console.error('Fault tests cannot run: MISE_INFRA_SCRIPTS is not 1, and CI must run them.');
  codes.push(1);
} else {
  console.log(
    'skipped: fault tests (MISE_INFRA_SCRIPTS=1 not set: they restart scripts/infra servers)',
  );
}

if (existsSync(chromium)) {
  codes.push(await vitest('browser', ['--config', 'e2e/vitest.config.ts']));
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
const failures = [];
for (const { name, code, tail } of runs) {
  const file = join(reports, `${name}.json`);
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  if (code === 0) continue;
  // A run can fail with every test passed: a hook that timed out, a file that
  // did not load, an error thrown outside any test. Name what failed, so the
  // end of the output says why.
  const failedFiles = (report?.testResults ?? [])
    .filter((file) => file.status === 'failed')
    .map((file) => `  ${file.name}: ${(file.message || 'a test failed').split('\n')[0]}`);
  failures.push(
    `${name}: exit ${code}`,
    ...failedFiles,
    ...(failedFiles.length === 0 ? ['  no failed file; the end of its output:', tail] : []),
  );
}
writeFileSync(join(reports, 'times.json'), `${JSON.stringify(times, null, 2)}\n`);
const minutes = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\ntimes:');
for (const { step, seconds } of [...times, { step: 'all', seconds: total }]) {
  console.log(`  ${step.padEnd(17)} ${minutes(seconds).padStart(12)}`);
}
if (failures.length > 0) console.error(`\nfailed runs:\n${failures.join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
