import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { consistently, eventually } from '../testing/eventually.js';
import { describeIntegration } from '../testing/integration.js';
import { freePort, hostAndPort, lateProxy } from '../testing/late-proxy.js';
import { openFrontDoor } from './front-door.js';
import type { ServiceDefinition } from './service-definition.js';
import { startService } from './start-up.js';

/** A service whose start needs the dependency: it queries the database or joins a consumer group. */
const probeService = (plugin: ServiceDefinition['plugin']): ServiceDefinition => ({
  name: 'start-order-probe',
  paths: ['/api/probe'],
  plugin,
});

interface Started {
  url: string;
  app: Promise<FastifyInstance>;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startBefore(
  env: Record<string, string>,
  service: ServiceDefinition,
): Promise<Started> {
  const port = await freePort();
  const config = loadConfig({
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mise-start-order-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const door = await openFrontDoor(config.HOST, config.PORT);
  const starting = new AbortController();
  const app = startService(service, config, createLogger(config), door, starting.signal);
  app.then(door.open, () => undefined);
  cleanups.push(async () => {
    starting.abort(new Error('the test is over'));
    await app.catch(() => undefined);
    await door.close();
  });
  return { url: `http://127.0.0.1:${port}`, app };
}

const answer = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
};

/** How long the service runs before PostgreSQL answers (issue 21: twenty seconds). */
const POSTGRES_LATE_BY_MS = 20_000;

describeIntegration('a service started before PostgreSQL', ['postgres'], ({ databaseUrl }) => {
  it('is alive, names PostgreSQL at /api/readyz for the 20 s it waits, and becomes ready on its own', async () => {
    const real = new URL(databaseUrl);
    const proxy = await lateProxy(hostAndPort(`${real.hostname}:${real.port || 5432}`));
    cleanups.push(proxy.close);
    const late = new URL(databaseUrl);
    late.hostname = '127.0.0.1';
    late.port = String(proxy.port);
    const startedAt = Date.now();
    const shop = await startBefore(
      { DATABASE_URL: late.toString() },
      probeService(async (app) => {
        await app.infra.database.db.execute(sql`select 1`);
        app.get('/api/probe', async () => ({ started: true }));
      }),
    );

    const waitingForPostgres = async () => {
      expect(await answer(`${shop.url}/api/healthz`)).toEqual({
        status: 200,
        body: { status: 'ok' },
      });
      const readiness = await answer(`${shop.url}/api/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.body.checks.database.error).toMatch(
        /^waiting for PostgreSQL \(DATABASE_URL\): .*ECONNREFUSED.* \(attempt \d+, next in \d+ ms\)$/,
      );
      expect((await answer(`${shop.url}/api/probe`)).status).toBe(503);
    };
    await eventually(waitingForPostgres, 15_000);
    // Alive and saying why it is not ready, all the while PostgreSQL stays away.
    await consistently(waitingForPostgres, POSTGRES_LATE_BY_MS - (Date.now() - startedAt));

    await proxy.open();
    await eventually(async () => {
      expect(await answer(`${shop.url}/api/readyz`)).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { database: { ok: true } } },
      });
    }, 20_000);
    expect(await answer(`${shop.url}/api/probe`)).toEqual({ status: 200, body: { started: true } });
  }, 90_000);
});

describeIntegration(
  'a service started before Kafka',
  ['kafka', 'postgres'],
  ({ kafkaBrokers, databaseUrl }) => {
    it('names Kafka at /api/readyz while it waits, then joins its consumer group and becomes ready', async () => {
      const proxy = await lateProxy(hostAndPort(kafkaBrokers[0] ?? ''));
      cleanups.push(proxy.close);
      const shop = await startBefore(
        { KAFKA_BROKERS: `127.0.0.1:${proxy.port}`, DATABASE_URL: databaseUrl },
        probeService(async (app) => {
          await app.infra.bus.subscribe({
            consumer: `start-order-probe-${proxy.port}`,
            types: ['start-order-probe.started'],
            handle: async () => {},
          });
        }),
      );

      await eventually(async () => {
        expect((await answer(`${shop.url}/api/healthz`)).status).toBe(200);
        const readiness = await answer(`${shop.url}/api/readyz`);
        expect(readiness.status).toBe(503);
        expect(readiness.body.checks.bus.error).toMatch(/^waiting for Kafka \(KAFKA_BROKERS\): /);
      }, 15_000);

      await proxy.open();
      await eventually(async () => {
        expect(await answer(`${shop.url}/api/readyz`)).toMatchObject({
          status: 200,
          body: { status: 'ready', checks: { bus: { ok: true } } },
        });
      }, 60_000);
    }, 90_000);
  },
);

describeIntegration(
  'a service started before Redis',
  ['redis', 'postgres'],
  ({ redisUrl, databaseUrl }) => {
    it('names Redis at /api/readyz while it waits, then becomes ready on its own', async () => {
      const real = new URL(redisUrl);
      const proxy = await lateProxy(hostAndPort(`${real.hostname}:${real.port || 6379}`));
      cleanups.push(proxy.close);
      const late = new URL(redisUrl);
      late.hostname = '127.0.0.1';
      late.port = String(proxy.port);
      const shop = await startBefore(
        { REDIS_URL: late.toString(), DATABASE_URL: databaseUrl },
        probeService(async (app) => {
          app.get('/api/probe', async () => ({ started: true }));
        }),
      );

      await eventually(async () => {
        expect((await answer(`${shop.url}/api/healthz`)).status).toBe(200);
        const readiness = await answer(`${shop.url}/api/readyz`);
        expect(readiness.status).toBe(503);
        expect(readiness.body.checks.jobs.error).toMatch(/^waiting for Redis \(REDIS_URL\): /);
      }, 15_000);

      await proxy.open();
      await eventually(async () => {
        expect(await answer(`${shop.url}/api/probe`)).toEqual({
          status: 200,
          body: { started: true },
        });
      }, 20_000);
      expect((await answer(`${shop.url}/api/readyz`)).status).toBe(200);
    });
  },
);

describeIntegration('a start a dependency fails on the way', ['postgres'], ({ databaseUrl }) => {
  it('is built again from the start when the failure is weather, saying so at /api/readyz', async () => {
    let builds = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shop = await startBefore(
      { DATABASE_URL: databaseUrl },
      probeService(async (app) => {
        builds += 1;
        // The first build loses its connection mid-migration; the second waits for the test.
        if (builds === 1) {
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        }
        await released;
        app.get('/api/probe', async () => ({ builds }));
      }),
    );

    await eventually(async () => {
      const readiness = await answer(`${shop.url}/api/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.body.checks['start-up'].error).toBe(
        'starting again (attempt 1 failed: terminating connection due to administrator command)',
      );
    }, 15_000);
    release();

    await eventually(async () => {
      expect(await answer(`${shop.url}/api/probe`)).toEqual({ status: 200, body: { builds: 2 } });
    }, 15_000);
  });

  it('ends with the dependency named when the failure is not weather', async () => {
    const shop = await startBefore(
      { DATABASE_URL: `${databaseUrl.replace(/\/[^/?]*(\?|$)/, '/mise_no_such_database$1')}` },
      probeService(async () => {}),
    );

    await expect(shop.app).rejects.toThrow(
      /^PostgreSQL \(DATABASE_URL\): database "mise_no_such_database" does not exist$/,
    );
  });
});
