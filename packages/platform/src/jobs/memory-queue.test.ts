import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { describeJobsContract } from '../testing/jobs-contract.js';
import { createMemoryQueue } from './memory-queue.js';

describeJobsContract('memory queue', async () => createMemoryQueue());

describe('memory queue', () => {
  it('runs one job of a name at a time by default, other names alongside', async () => {
    const queue = createMemoryQueue();
    let running = 0;
    let mostAtOnce = 0;
    const finished: string[] = [];
    const slowJob = async (label: string) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await sleep(50);
      running -= 1;
      finished.push(label);
    };
    queue.define<string>({ name: 'shopping-list', run: (job) => slowJob(job.data) });
    queue.define<string>({ name: 'expiry-sweep', run: (job) => slowJob(job.data) });
    await queue.start();

    await queue.enqueue('shopping-list', 'list-1');
    await queue.enqueue('shopping-list', 'list-2');
    await queue.enqueue('expiry-sweep', 'sweep');

    await eventually(() => expect(finished).toHaveLength(3));
    expect(finished.indexOf('list-1')).toBeLessThan(finished.indexOf('list-2'));
    expect(mostAtOnce).toBe(2);
    await queue.close();
  });

  it('holds jobs enqueued before start until it starts', async () => {
    const queue = createMemoryQueue();
    const ran: number[] = [];
    queue.define<number>({ name: 'shopping-list', run: async (job) => void ran.push(job.data) });

    await queue.enqueue('shopping-list', 1);
    await sleep(50);
    expect(ran).toEqual([]);

    await queue.start();
    await eventually(() => expect(ran).toEqual([1]));
    await queue.close();
  });
});
