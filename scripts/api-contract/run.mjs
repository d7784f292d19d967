// The API contract step of `npm test`: starts the built shop (embedded runtime, on a throwaway
// data folder), signs in a shopper and a staff member, and runs Schemathesis against it with the
// shop's own /api/openapi.json. It fails on any server error and on any answer that breaks the
// schema the document gives it. Reports: test-results/api-contract-<run>.xml (JUnit) and .json
// (Schemathesis' own), and a summary at the end: routes, cases, failures and errors per run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { digestOf, repoRoot, run } from '../lib.mjs';

const requirements = join('scripts', 'api-contract', 'requirements.txt');
const venv = join(repoRoot, '.venv', 'api-contract');
const schemathesis = join(venv, 'bin', 'schemathesis');
const reports = join(repoRoot, 'test-results');

/** Test cases per operation and phase: what the step can afford on 2 cores in about 4 minutes. */
const EXAMPLES = process.env.API_CONTRACT_EXAMPLES ?? '8';
const STAFF = { email: 'api-contract.staff@mise.test', password: 'Contract-Staff-2026!' };
const SHOPPER = {
  firstName: 'Api',
  lastName: 'Contract',
  emailAddress: 'api-contract.shopper@mise.test',
  password: 'Contract-Shopper1!',
};

/** Schemathesis in a virtualenv of its own, installed again when the pinned version changes. */
function installSchemathesis() {
  const stamp = join(venv, '.requirements-digest');
  const wanted = digestOf([requirements]);
  if (existsSync(schemathesis) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    return;
  }
  const steps = [
    ['python3', ['-m', 'venv', venv]],
    [
      join(venv, 'bin', 'pip'),
      ['install', '--quiet', '--disable-pip-version-check', '-r', requirements],
    ],
  ];
  for (const [command, args] of steps) {
    if (run(command, args) !== 0)
      throw new Error(`could not install Schemathesis: ${command} failed`);
  }
  writeFileSync(stamp, wanted);
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

// Settings that would move the shop off its embedded defaults (CI exports them for other steps).
const SERVER_SETTINGS = ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'SERVICE_URLS'];

/** The built shop as `npm start` runs it, on its own port and a data folder removed after. */
async function startShop() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-api-contract-'));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SERVER_SETTINGS.includes(name)),
  );
  const child = spawn(process.execPath, [join(repoRoot, 'gateway', 'dist', 'main.js')], {
    cwd: repoRoot,
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_ORIGINS: origin,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    const ready = await fetch(`${origin}/api/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the shop was not ready within 3 minutes');
}

/** A session token from a sign-in route's answer. */
async function signIn(origin, path, body) {
  const answer = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  const { token } = await answer.json();
  return token;
}

/**
 * One Schemathesis run over the operations `filters` pick, as the caller whose session is given.
 * Only the two checks the shop promises: no server error, and every answer true to its schema.
 */
function schemathesisRun(origin, name, filters, token) {
  console.log(`\napi-contract: ${name}`);
  const args = [
    'run',
    `${origin}/api/openapi.json`,
    '--url',
    origin,
    '--checks',
    'not_a_server_error,response_schema_conformance',
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    EXAMPLES,
    // One worker: Hypothesis describes its strategies by parsing source, which two threads at
    // once now and then break ("AST constructor recursion depth mismatch"), failing the run.
    '--workers',
    '1',
    '--seed',
    '19',
    '--no-shrink',
    '--continue-on-failure',
    '--suppress-health-check',
    'all',
    '--warnings',
    'off',
    '--report',
    'junit,json',
    '--report-junit-path',
    join(reports, `api-contract-${name}.xml`),
    '--report-json-path',
    join(reports, `api-contract-${name}.json`),
    ...filters,
    // The session as the bearer: left to itself, Schemathesis would invent a bearer token for
    // the document's bearer scheme, and a bearer is read before the cookie.
    '--header',
    `Authorization: Bearer ${token}`,
  ];
  // Run from a folder of its own: Schemathesis keeps the failures it met in ./.schemathesis and
  // tries them first next time, and each run should test the same cases, whatever ran before.
  const workDir = mkdtempSync(join(tmpdir(), 'mise-schemathesis-'));
  try {
    return run(schemathesis, args, { cwd: workDir });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** One line per run and their total, from Schemathesis' JSON reports: routes, cases, failures. */
function summarize(names) {
  const counts = ['routes', 'cases', 'failures', 'errors'];
  const rows = names.map((name) => {
    const report = JSON.parse(readFileSync(join(reports, `api-contract-${name}.json`), 'utf8'));
    return {
      name,
      routes: report.operations.tested,
      cases: report.test_cases.generated,
      failures: report.failures.length,
      errors: report.errors.length,
    };
  });
  const total = { name: 'all' };
  for (const count of counts) total[count] = rows.reduce((sum, row) => sum + row[count], 0);
  console.log('\napi-contract:');
  for (const row of [...rows, total]) {
    const figures = counts.map((count) => `${String(row[count]).padStart(5)} ${count}`);
    console.log(`  ${row.name.padEnd(16)}${figures.join('  ')}`);
  }
}

// Routes that end the session they are called with: each runs last, on a session of its own.
const SIGN_OUT = '^/api/auth/logout';
const REVOKE_SESSIONS = '^/api/admin/identity/users/[^/]+/revoke-sessions';

installSchemathesis();
mkdirSync(reports, { recursive: true });
const shop = await startShop();
const codes = [];
try {
  const shopper = () =>
    signIn(shop.origin, '/api/auth/login', {
      username: SHOPPER.emailAddress,
      password: SHOPPER.password,
    });
  const staff = () =>
    signIn(shop.origin, '/api/auth/login', {
      username: STAFF.email,
      password: STAFF.password,
    });
  await signIn(shop.origin, '/api/auth/register', SHOPPER);
  // Signed in before any run: the runs' tries at /api/auth/login count against this address.
  const sessions = {
    shopper: await shopper(),
    staff: await staff(),
    leavingShopper: await shopper(),
    leavingStaff: await staff(),
  };
  const runs = [
    ['shopper', ['--exclude-path-regex', `^/api/admin/|${SIGN_OUT}`], sessions.shopper],
    [
      'staff',
      ['--include-path-regex', '^/api/admin/', '--exclude-path-regex', REVOKE_SESSIONS],
      sessions.staff,
    ],
    ['sign-out', ['--include-path-regex', SIGN_OUT], sessions.leavingShopper],
    ['revoke-sessions', ['--include-path-regex', REVOKE_SESSIONS], sessions.leavingStaff],
  ];
  for (const [name, filters, token] of runs) {
    codes.push(schemathesisRun(shop.origin, name, filters, token));
  }
  summarize(runs.map(([name]) => name));
} finally {
  await shop.stop();
}
process.exit(codes.length > 0 && codes.every((code) => code === 0) ? 0 : 1);
