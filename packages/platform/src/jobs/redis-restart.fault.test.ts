import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { consistently, eventually } from '../testing/eventually.js';
import { infraScript, infraScriptsAllowed } from '../testing/infra-scripts.js';
import { describeIntegration } from '../testing/integration.js';
import { createBullmqQueue } from './bullmq-queue.js';
import type { JobDefinition } from './port.js';

const DELAY_MS = 3_000;

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
    if (keys.length > 0) await redis.unlink(...keys);
  }
  await redis.quit();
}

async function redisRunId(redisUrl: string): Promise<string | undefined> {
  const redis = new Redis(redisUrl);
  try {
    return /run_id:(\w+)/.exec(await redis.info('server'))?.[1];
  } finally {
    await redis.quit();
  }
}

describeIntegration('redis restart', ['redis'], ({ redisUrl }) => {
  if (!infraScriptsAllowed()) {
    console.log('skipped: redis restart (MISE_INFRA_SCRIPTS is not 1: no scripts manage Redis)');
    it.skip('needs MISE_INFRA_SCRIPTS=1', () => {});
    return;
  }
  const prefix = `mise-test-${randomUUID().slice(0, 8)}`;
  const logger = pino({ enabled: false });

  afterAll(() => deleteKeys(redisUrl, prefix));

  it('runs every queued and delayed job exactly once', { timeout: 60_000 }, async () => {
    const runs = new Map<string, { count: number; at: number }>();
    const definition: JobDefinition = {
      name: 'restart-probe',
      run: async (job) => {
        runs.set(job.id, { count: (runs.get(job.id)?.count ?? 0) + 1, at: Date.now() });
      },
    };

    // Enqueued by a process that never starts its workers, so they sit in Redis.
    const producer = createBullmqQueue({ url: redisUrl, logger, prefix });
    producer.define(definition);
    const immediate: string[] = [];
    const delayed: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      immediate.push(await producer.enqueue(definition.name, { i }, { jobId: `now-${i}` }));
    }
    const delayedAt = Date.now();
    for (let i = 0; i < 20; i += 1) {
      delayed.push(
        await producer.enqueue(definition.name, { i }, { jobId: `later-${i}`, delayMs: DELAY_MS }),
      );
    }
    await producer.close();

    // Append-only with fsync every second: let the jobs reach the disk first.
    await sleep(1_500);
    const runIdBefore = await redisRunId(redisUrl);
    try {
      await infraScript('down', 'redis');
    } finally {
      await infraScript('up', 'redis');
    }
    expect(await redisRunId(redisUrl)).not.toBe(runIdBefore);

    const consumer = createBullmqQueue({ url: redisUrl, logger, prefix });
    consumer.define(definition);
    await consumer.start();
    try {
      const all = [...immediate, ...delayed].toSorted();
      await eventually(() => expect([...runs.keys()].toSorted()).toEqual(all), 20_000);
      await consistently(() => {
        for (const run of runs.values()) expect(run.count).toBe(1);
      }, 1_000);
      for (const id of delayed) {
        expect(runs.get(id)?.at).toBeGreaterThanOrEqual(delayedAt + DELAY_MS - 2);
      }
    } finally {
      await consumer.close();
    }
  });
});
