import { setTimeout as sleep } from 'node:timers/promises';
import { context, trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import type { Job, JobDefinition, JobQueue } from '../jobs/port.js';
import { consistently, eventually } from './eventually.js';
import { closedAfterEach, uniqueName } from './fixtures.js';
import { withTracing } from './tracing.js';

const RUN_TIMEOUT_MS = 5_000;
const QUIET_MS = 200;

/**
 * What every JobQueue adapter must do. Delays are short, so the suite stays
 * within seconds; each test uses its own job names.
 */
export function describeJobsContract(name: string, makeQueue: () => Promise<JobQueue>): void {
  describe(`${name} (job queue contract)`, { timeout: 20_000 }, () => {
    const queues = closedAfterEach<JobQueue>();

    async function startQueue(...definitions: JobDefinition<never>[]): Promise<JobQueue> {
      const queue = queues.track(await makeQueue());
      for (const definition of definitions) queue.define(definition);
      await queue.start();
      return queue;
    }

    /** A job definition that records each run with its time. */
    function recordedJob<Data>(overrides: Partial<JobDefinition<Data>> = {}) {
      const runs: (Job<Data> & { at: number })[] = [];
      const definition: JobDefinition<Data> = {
        name: uniqueName('job'),
        ...overrides,
        run: async (job) => {
          runs.push({ ...job, at: Date.now() });
          await overrides.run?.(job);
        },
      };
      return { definition, runs };
    }

    it('runs an enqueued job once, with its data', async () => {
      const { definition, runs } = recordedJob<{ email: string }>();
      const queue = await startQueue(definition);

      const id = await queue.enqueue(definition.name, { email: 'ana@mise.ca' });

      await eventually(
        () =>
          expect(runs).toMatchObject([
            { id, name: definition.name, data: { email: 'ana@mise.ca' }, attempt: 1 },
          ]),
        RUN_TIMEOUT_MS,
      );
      await consistently(() => expect(runs).toHaveLength(1), QUIET_MS);
    });

    it('does not run a delayed job before its delay, and runs it after', async () => {
      const { definition, runs } = recordedJob();
      const queue = await startQueue(definition);
      const delayMs = 300;

      const enqueuedAt = Date.now();
      await queue.enqueue(definition.name, {}, { delayMs });

      await eventually(() => expect(runs).toHaveLength(1), RUN_TIMEOUT_MS);
      // Timer clocks round to the millisecond; allow for that, no more.
      expect(runs[0]?.at).toBeGreaterThanOrEqual(enqueuedAt + delayMs - 2);
    });

    it('runs a job id enqueued twice only once', async () => {
      const { definition, runs } = recordedJob();
      const queue = await startQueue(definition);
      const jobId = uniqueName('pantry-expiry');

      const first = await queue.enqueue(definition.name, { n: 1 }, { jobId, delayMs: 100 });
      const second = await queue.enqueue(definition.name, { n: 2 }, { jobId, delayMs: 100 });

      expect([first, second]).toEqual([jobId, jobId]);
      await eventually(() => expect(runs).toHaveLength(1), RUN_TIMEOUT_MS);
      await consistently(() => expect(runs).toHaveLength(1), QUIET_MS);
      expect(runs[0]?.data).toEqual({ n: 1 });
    });

    it('retries a failing job with growing backoff until it succeeds', async () => {
      const backoffMs = 80;
      const { definition, runs } = recordedJob({
        attempts: 4,
        backoffMs,
        run: async (job) => {
          if (job.attempt < 4) throw new Error('smtp timeout');
        },
      });
      const queue = await startQueue(definition);

      await queue.enqueue(definition.name, {});

      await eventually(
        () => expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3, 4]),
        RUN_TIMEOUT_MS,
      );
      const gaps = runs.slice(1).map((run, index) => run.at - (runs[index]?.at ?? 0));
      for (const [retry, gap] of gaps.entries()) {
        expect(gap).toBeGreaterThanOrEqual(backoffMs * 2 ** retry - 2);
      }
      expect(gaps).toEqual(gaps.toSorted((a, b) => a - b));
      expect(await queue.failed(definition.name)).toEqual([]);
    });

    it('lists a job that keeps failing as failed, with the error and attempts', async () => {
      const failure = `cart gone ${uniqueName('for')}`;
      const { definition, runs } = recordedJob({
        attempts: 3,
        backoffMs: 20,
        run: async () => {
          throw new Error(failure);
        },
      });
      const queue = await startQueue(definition);

      const id = await queue.enqueue(definition.name, { cartId: 'cart-9' });

      await eventually(async () => {
        const failed = await queue.failed(definition.name);
        expect(failed).toMatchObject([
          { id, name: definition.name, data: { cartId: 'cart-9' }, attempts: 3 },
        ]);
        expect(failed[0]?.error).toContain(failure);
      }, RUN_TIMEOUT_MS);
      expect(runs).toHaveLength(3);
    });

    it('repeats a job until the schedule is cancelled', async () => {
      const everyMs = 200;
      const { definition, runs } = recordedJob<{ scope: string }>();
      const queue = await startQueue(definition);
      const key = uniqueName('expiry-sweep');

      await queue.repeat(definition.name, { scope: 'pantry' }, { everyMs, key });

      // Three runs prove it repeats; the generous bound keeps a loaded machine from failing it.
      await eventually(() => expect(runs.length).toBeGreaterThanOrEqual(3), everyMs * 10);
      expect(runs[0]?.data).toEqual({ scope: 'pantry' });
      await queue.cancelRepeat(definition.name, key);
      // A run already queued when the schedule went may still happen; then nothing.
      await sleep(everyMs);
      const runsAfterCancel = runs.length;
      await consistently(() => expect(runs).toHaveLength(runsAfterCancel), everyMs * 3);
    });

    it('waits for a running job when closing', async () => {
      let finished = false;
      const { definition, runs } = recordedJob({
        run: async () => {
          await sleep(300);
          finished = true;
        },
      });
      const queue = await startQueue(definition);
      await queue.enqueue(definition.name, {});
      await eventually(() => expect(runs).toHaveLength(1), RUN_TIMEOUT_MS);

      await queues.close(queue);

      expect(finished).toBe(true);
    });

    it('reports the jobs due and waiting for a worker, by job name', async () => {
      const { definition } = recordedJob();
      const queue = queues.track(await makeQueue());
      queue.define(definition);
      await queue.enqueue(definition.name, {});
      await queue.enqueue(definition.name, {});

      await eventually(
        async () => expect(await queue.depths()).toEqual([{ queue: definition.name, waiting: 2 }]),
        RUN_TIMEOUT_MS,
      );
      await queue.start();
      await eventually(
        async () => expect(await queue.depths()).toEqual([{ queue: definition.name, waiting: 0 }]),
        RUN_TIMEOUT_MS,
      );
    });

    describe('with OpenTelemetry on', () => {
      const exporter = withTracing();

      it('runs each attempt of a job in a child span of the span that enqueued it', async () => {
        const runsIn: (string | undefined)[] = [];
        const { definition, runs } = recordedJob({
          attempts: 2,
          backoffMs: 10,
          run: async ({ attempt }) => {
            runsIn.push(trace.getActiveSpan()?.spanContext().spanId);
            if (attempt === 1) throw new Error('the mail server is away');
          },
        });
        const queue = await startQueue(definition);
        const consumer = trace.getTracer('test').startSpan('process mise.order.v1');
        await context.with(trace.setSpan(context.active(), consumer), () =>
          queue.enqueue(definition.name, {}),
        );
        consumer.end();
        await eventually(() => expect(runs).toHaveLength(2), RUN_TIMEOUT_MS);

        const spans = await eventually(() => {
          const finished = exporter
            .getFinishedSpans()
            .filter((span) => span.name === `run ${definition.name}`);
          expect(finished).toHaveLength(2);
          return finished;
        }, RUN_TIMEOUT_MS);
        expect(spans.map((span) => span.attributes['mise.job.attempt'])).toEqual([1, 2]);
        for (const span of spans) {
          expect(span.spanContext().traceId).toBe(consumer.spanContext().traceId);
          expect(span.parentSpanContext?.spanId).toBe(consumer.spanContext().spanId);
        }
        expect(spans[0]?.status.message).toBe('the mail server is away');
        // The job ran inside its span: its queries, logs and mails are in the trace.
        expect(runsIn).toEqual(spans.map((span) => span.spanContext().spanId));
      });
    });
  });
}
