import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { errorMessage } from '../bus/error-message.js';
import { withTimeout } from '../with-timeout.js';

/** An outside service an integration suite needs. */
export type IntegrationNeed = 'postgres' | 'redis' | 'kafka';

/** Where to reach the outside services; a field is missing when that service is not available. */
export interface IntegrationEnv {
  databaseUrl?: string;
  redisUrl?: string;
  kafkaBrokers?: string[];
}

/** What a suite gets: the fields of the services it asked for are always there. */
export type IntegrationEnvFor<Need extends IntegrationNeed> = IntegrationEnv &
  Required<Pick<IntegrationEnv, FieldOf<Need>>>;

type FieldOf<Need extends IntegrationNeed> = {
  postgres: 'databaseUrl';
  redis: 'redisUrl';
  kafka: 'kafkaBrokers';
}[Need];

export interface IntegrationEnvironment extends IntegrationEnv {
  /** Why each service that is not available is not. */
  missing: Partial<Record<IntegrationNeed, string>>;
}

const ALL_NEEDS: IntegrationNeed[] = ['postgres', 'redis', 'kafka'];
const VARIABLE: Record<IntegrationNeed, string> = {
  postgres: 'DATABASE_URL',
  redis: 'REDIS_URL',
  kafka: 'KAFKA_BROKERS',
};

/** The services named by DATABASE_URL, REDIS_URL and KAFKA_BROKERS; pure, for tests. */
export function environmentFromVariables(
  vars: Record<string, string | undefined>,
): IntegrationEnvironment {
  const found: IntegrationEnvironment = { missing: {} };
  const value = (need: IntegrationNeed) => vars[VARIABLE[need]]?.trim() || undefined;
  const databaseUrl = value('postgres');
  const redisUrl = value('redis');
  const kafkaBrokers = value('kafka')
    ?.split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
  if (databaseUrl) found.databaseUrl = databaseUrl;
  if (redisUrl) found.redisUrl = redisUrl;
  if (kafkaBrokers?.length) found.kafkaBrokers = kafkaBrokers;
  for (const need of ALL_NEEDS) {
    if (!isAvailable(found, need)) found.missing[need] = `${VARIABLE[need]} not set`;
  }
  return found;
}

function isAvailable(env: IntegrationEnv, need: IntegrationNeed): boolean {
  if (need === 'postgres') return env.databaseUrl !== undefined;
  if (need === 'redis') return env.redisUrl !== undefined;
  return env.kafkaBrokers !== undefined;
}

export type IntegrationDecision =
  | { action: 'run' }
  /** Under CI: a test with this title fails in place of the suite. */
  | { action: 'fail'; title: string }
  /** Elsewhere: the suite is skipped, and this one line says so. */
  | { action: 'skip'; line: string; reasons: string };

/** Whether a suite runs, fails for want of a service (CI), or is skipped; pure, for tests. */
export function decideIntegration(
  name: string,
  needs: readonly IntegrationNeed[],
  missing: Partial<Record<IntegrationNeed, string>>,
  ci: boolean,
): IntegrationDecision {
  const reasons = [...new Set(needs)]
    .flatMap((need) => {
      const reason = missing[need];
      return reason === undefined ? [] : [`${need}: ${reason}`];
    })
    .join('; ');
  if (reasons === '') return { action: 'run' };
  if (ci) return { action: 'fail', title: `${name} cannot run: ${reasons}` };
  return { action: 'skip', line: `skipped: ${name} (${reasons})`, reasons };
}

/**
 * Whether a container engine may be there for testcontainers, judged without
 * asking it: the Docker socket, DOCKER_HOST, or a testcontainers configuration.
 */
export function containerEngineMayAnswer(vars: Record<string, string | undefined>): boolean {
  if (vars.DOCKER_HOST || vars.TESTCONTAINERS_HOST_OVERRIDE) return true;
  const home = vars.HOME ?? homedir();
  return [
    '/var/run/docker.sock',
    join(home, '.docker', 'run', 'docker.sock'),
    join(home, '.testcontainers.properties'),
    vars.XDG_RUNTIME_DIR ? join(vars.XDG_RUNTIME_DIR, 'podman', 'podman.sock') : '',
  ].some((path) => path !== '' && existsSync(path));
}

const NO_ENGINE = 'and no Docker engine for testcontainers';
const ENGINE_TIMEOUT_MS = 5_000;

/**
 * The outside services integration tests can use: each from the environment
 * (DATABASE_URL, REDIS_URL, KAFKA_BROKERS), else a container started with
 * testcontainers when a Docker engine answers (once per test process, stopped
 * when it exits), else missing with the reason.
 */
export async function integrationEnvironment(
  needs: readonly IntegrationNeed[] = ALL_NEEDS,
  vars: Record<string, string | undefined> = process.env,
): Promise<IntegrationEnvironment> {
  const env = environmentFromVariables(vars);
  const lacking = needs.filter((need) => env.missing[need] !== undefined);
  if (lacking.length === 0) return env;
  const engine = containerEngineMayAnswer(vars)
    ? await containerEngine()
    : { ok: false as const, reason: NO_ENGINE };
  await Promise.all(
    lacking.map(async (need) => {
      if (!engine.ok) {
        env.missing[need] = `${env.missing[need]} ${engine.reason}`;
        return;
      }
      try {
        Object.assign(env, await startedContainer(need));
        delete env.missing[need];
      } catch (error) {
        env.missing[need] =
          `${env.missing[need]}, and its container did not start: ${errorMessage(error)}`;
      }
    }),
  );
  return env;
}

/**
 * Declares an integration suite. It runs when every service in `needs` is
 * available (see integrationEnvironment). Otherwise, under CI=true, a test
 * named "<name> cannot run: <reasons>" fails in its place; elsewhere it is
 * skipped, and one line `skipped: <name> (<reason>)` says so.
 */
export function describeIntegration<Need extends IntegrationNeed>(
  name: string,
  needs: Need[],
  suite: (env: IntegrationEnvFor<Need>) => void,
): void {
  const vars = process.env;
  const ci = vars.CI === 'true';
  const fromVariables = environmentFromVariables(vars);
  const run = (env: IntegrationEnv) => suite(env as IntegrationEnvFor<Need>);
  const decision = decideIntegration(name, needs, fromVariables.missing, ci);
  if (decision.action === 'run') {
    describe(name, () => run(fromVariables));
    return;
  }
  if (!containerEngineMayAnswer(vars)) {
    const missing = { ...fromVariables.missing };
    for (const need of needs) if (missing[need]) missing[need] = `${missing[need]} ${NO_ENGINE}`;
    const unavailable = decideIntegration(name, needs, missing, ci);
    if (unavailable.action !== 'run') declareUnavailable(name, unavailable);
    return;
  }
  // An engine may answer: find out, and start containers, while Vitest collects the suite.
  describe(name, async () => {
    const env = await integrationEnvironment(needs, vars);
    const started = decideIntegration(name, needs, env.missing, ci);
    if (started.action === 'run') run(env);
    else declareUnavailable(name, started, true);
  });
}

function declareUnavailable(
  name: string,
  decision: Exclude<IntegrationDecision, { action: 'run' }>,
  insideSuite = false,
): void {
  if (decision.action === 'fail') {
    it(decision.title, () => {
      throw new Error(`${decision.title} (CI=true: integration suites must not be skipped)`);
    });
    return;
  }
  // Straight to stdout: one bare line, which --silent does not hide.
  process.stdout.write(`${decision.line}\n`);
  // One skipped test, so the run's count of skipped tests shows the suite.
  const declare = () => it.skip(`needs ${decision.reasons}`, () => {});
  if (insideSuite) declare();
  else describe.skip(name, declare);
}

// Containers started by this process, kept across test files' module graphs.
const CONTAINERS = Symbol.for('mise.integration.containers');
type Started = { env: IntegrationEnv; stop(): Promise<unknown> };
type Registry = Map<IntegrationNeed, Promise<Started>>;

function registry(): Registry {
  const global = globalThis as { [CONTAINERS]?: Registry };
  if (!global[CONTAINERS]) {
    const started: Registry = new Map();
    global[CONTAINERS] = started;
    // testcontainers' reaper removes them too if the process is killed.
    process.once('beforeExit', () => {
      for (const container of started.values()) {
        container.then((it) => it.stop()).catch(() => {});
      }
    });
  }
  return global[CONTAINERS];
}

async function startedContainer(need: IntegrationNeed): Promise<IntegrationEnv> {
  const containers = registry();
  let started = containers.get(need);
  if (!started) {
    started = startContainer(need);
    containers.set(need, started);
    // A failed start may be tried again by a later suite.
    started.catch(() => containers.delete(need));
  }
  return (await started).env;
}

async function startContainer(need: IntegrationNeed): Promise<Started> {
  if (need === 'postgres') {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    return { env: { databaseUrl: container.getConnectionUri() }, stop: () => container.stop() };
  }
  if (need === 'redis') {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return { env: { redisUrl: container.getConnectionUrl() }, stop: () => container.stop() };
  }
  const { KafkaContainer } = await import('@testcontainers/kafka');
  // Confluent Platform 7.9 is Apache Kafka 3.9, run in KRaft mode.
  const container = await new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().start();
  return {
    env: { kafkaBrokers: [`${container.getHost()}:${container.getMappedPort(9093)}`] },
    stop: () => container.stop(),
  };
}

let engineAnswer: Promise<{ ok: true } | { ok: false; reason: string }> | undefined;

/** Asks testcontainers for a container runtime, once, giving up after a few seconds. */
function containerEngine(): Promise<{ ok: true } | { ok: false; reason: string }> {
  engineAnswer ??= (async () => {
    try {
      const { getContainerRuntimeClient } = await import('testcontainers');
      await withTimeout(
        getContainerRuntimeClient(),
        ENGINE_TIMEOUT_MS,
        `no answer within ${ENGINE_TIMEOUT_MS / 1000} s`,
      );
      return { ok: true as const };
    } catch (error) {
      return {
        ok: false as const,
        reason: `and no Docker engine answered (${errorMessage(error)})`,
      };
    }
  })();
  return engineAnswer;
}
