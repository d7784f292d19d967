import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import {
  createKafkaBus,
  type DatabaseHandle,
  type EventBus,
  newEvent,
  openDatabase,
} from '@mise/platform';
import {
  createEffectsTable,
  createMessagingSchema,
  describeIntegration,
  eventually,
} from '@mise/platform/testing';
import { count, countDistinct } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

const EVENTS = 200;
const consumerScript = fileURLToPath(new URL('../support/consumer-process.mjs', import.meta.url));

describeIntegration('consumer killed in the middle of a batch', ['postgres', 'kafka'], (env) => {
  const name = `mise_crash_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(env.databaseUrl), { pathname: `/${name}` }).href;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  let database: DatabaseHandle;
  let producer: EventBus;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    database = await openDatabase({ url: databaseUrl });
    producer = createKafkaBus({
      brokers: env.kafkaBrokers,
      clientId: 'crash-test-producer',
      logger: { info() {}, warn() {}, error() {} },
    });
  });
  afterAll(async () => {
    await producer?.close();
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  function startConsumer(schema: string, type: string) {
    const child = spawn(process.execPath, [consumerScript], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        KAFKA_BROKERS: env.kafkaBrokers.join(','),
        SCHEMA: schema,
        CONSUMER: `crash-test-${name}`,
        EVENT_TYPE: type,
        HANDLE_MS: '20',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
    return { child, lines };
  }

  async function kill(child: ChildProcess, signal: NodeJS.Signals) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  it('redelivers on restart and applies each event once', async () => {
    const { schema } = await createMessagingSchema(database.db);
    const effects = await createEffectsTable(database.db, schema);
    const type = `crash-test-${Date.now()}.item.made`;
    const events = Array.from({ length: EVENTS }, (_, index) =>
      newEvent(
        { type, version: 1 },
        { source: 'e2e', subject: `item-${index % 10}`, data: { index } },
      ),
    );
    // A new consumer starts after what was published before it: subscribe first.
    const first = startConsumer(schema.schemaName, type);
    await eventually(() => expect(first.lines).toContain('subscribed'), 30_000);
    await producer.publish(events);
    await eventually(
      () =>
        expect(first.lines.filter((l) => l.startsWith('applied')).length).toBeGreaterThanOrEqual(
          40,
        ),
      30_000,
    );
    await kill(first.child, 'SIGKILL');
    const [beforeRestart] = await database.db.select({ n: count() }).from(effects);
    expect(Number(beforeRestart?.n)).toBeLessThan(EVENTS);

    const second = startConsumer(schema.schemaName, type);
    try {
      await eventually(async () => {
        const [applied] = await database.db
          .select({ rows: count(), events: countDistinct(effects.eventId) })
          .from(effects);
        expect({ rows: Number(applied?.rows), events: Number(applied?.events) }).toEqual({
          rows: EVENTS,
          events: EVENTS,
        });
      }, 60_000);
      // What the killed process applied but had not acknowledged came back, and changed nothing.
      expect(second.lines.some((line) => line.startsWith('duplicate'))).toBe(true);
    } finally {
      await kill(second.child, 'SIGTERM');
    }
  });
});
