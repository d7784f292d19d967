import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { consistently, eventually } from '../testing/eventually.js';
import { closedAfterEach, uniqueName } from '../testing/fixtures.js';
import { describeIntegration } from '../testing/integration.js';
import { describeJobsContract } from '../testing/jobs-contract.js';
import { type BullmqQueueOptions, createBullmqQueue } from './bullmq-queue.js';
import type { JobQueue } from './port.js';

describeIntegration('bullmq queue contract', ['redis'], ({ redisUrl }) => {
  // Every queue gets a prefix of its own, so runs and tests never see each other's jobs.
  const prefixes: string[] = [];
  const makeQueue = (options: Partial<BullmqQueueOptions> = {}) => {
    const prefix = `mise-test-${randomUUID().slice(0, 8)}`;
    prefixes.push(prefix);
    return createBullmqQueue({
      url: redisUrl,
      logger: pino({ enabled: false }),
      prefix,
      ...options,
    });
  };

  afterAll(async () => {
    const redis = new Redis(redisUrl);
    for (const prefix of prefixes) {
      for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
        if (keys.length > 0) await redis.unlink(...keys);
      }
    }
    await redis.quit();
  });

  describeJobsContract('bullmq queue', async () => makeQueue());

  // The port's promises below are easy to lose on BullMQ, whose own rules differ.
  const queues = closedAfterEach<JobQueue>();

  it('holds jobs enqueued before start until it starts', async () => {
    const queue = queues.track(makeQueue());
    const ran: number[] = [];
    queue.define<number>({ name: 'shopping-list', run: async (job) => void ran.push(job.data) });

    await queue.enqueue('shopping-list', 1);
    await consistently(() => expect(ran).toEqual([]), 200);

    await queue.start();
    await eventually(() => expect(ran).toEqual([1]), 5_000);
  });

  it('runs a job id again once its earlier run has finished', async () => {
    const queue = queues.track(makeQueue());
    const ran: number[] = [];
    queue.define<number>({ name: 'shopping-list', run: async (job) => void ran.push(job.data) });
    await queue.start();

    await queue.enqueue('shopping-list', 1, { jobId: 'list-ana' });
    await eventually(() => expect(ran).toEqual([1]), 5_000);
    await queue.enqueue('shopping-list', 2, { jobId: 'list-ana' });

    await eventually(() => expect(ran).toEqual([1, 2]), 5_000);
  });

  it('keeps job ids that BullMQ would refuse: with colons, or numbers', async () => {
    const queue = queues.track(makeQueue());
    const ran: string[] = [];
    queue.define({ name: 'pantry-expiry', run: async (job) => void ran.push(job.id) });
    await queue.start();

    const ids = ['pantry:42:2026-05-01', '42', '%3A~'];
    for (const id of ids) expect(await queue.enqueue('pantry-expiry', {}, { jobId: id })).toBe(id);

    await eventually(() => expect(ran.toSorted()).toEqual(ids.toSorted()), 5_000);
  });

  it('replaces a schedule repeated under the same key', async () => {
    const queue = queues.track(makeQueue());
    const ran: string[] = [];
    queue.define<string>({ name: 'expiry-sweep', run: async (job) => void ran.push(job.data) });
    await queue.start();

    await queue.repeat('expiry-sweep', 'old', { everyMs: 60_000, key: 'pantry' });
    await eventually(() => expect(ran).toEqual(['old']), 5_000);
    await queue.repeat('expiry-sweep', 'new', { everyMs: 100, key: 'pantry' });
    await eventually(() => expect(ran.slice(1, 3)).toEqual(['new', 'new']), 5_000);
    await queue.cancelRepeat('expiry-sweep', 'pantry');
    await sleep(150);

    const runsAfterCancel = ran.length;
    await consistently(() => expect(ran).toHaveLength(runsAfterCancel), 300);
    expect(ran.filter((data) => data === 'old')).toHaveLength(1);
  });

  it('lists failed jobs oldest first', async () => {
    const queue = queues.track(makeQueue());
    const name = uniqueName('cart-sync');
    queue.define({
      name,
      attempts: 1,
      run: async () => {
        throw new Error('cart gone');
      },
    });
    await queue.start();

    const first = await queue.enqueue(name, {});
    await eventually(async () => expect(await queue.failed(name)).toHaveLength(1), 5_000);
    const second = await queue.enqueue(name, {});

    await eventually(
      async () => expect((await queue.failed(name)).map((job) => job.id)).toEqual([first, second]),
      5_000,
    );
  });

  it('fails a ping within about 2 s when Redis cannot be reached', async () => {
    const queue = queues.track(makeQueue({ url: 'redis://127.0.0.1:1' }));

    const startedAt = Date.now();
    await expect(queue.ping()).rejects.toThrow();

    expect(Date.now() - startedAt).toBeLessThan(2_500);
  });
});
