import pino, { type Logger } from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { activeTraceCarrier, type TraceCarrier } from '../trace-carrier.js';
import { defaultJobPolicy } from './job-policy.js';
import { inJobSpan } from './job-tracing.js';
import type { FailedJob, JobDefinition, JobQueue } from './port.js';

export interface MemoryQueueOptions {
  /** Failed runs are reported here; silent by default, failed() keeps them anyway. */
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** Jobs of one name running at once. */
  concurrency?: number;
}

interface QueuedJob {
  id: string;
  name: string;
  data: unknown;
  /** Runs made so far. */
  runs: number;
  /** The trace of whoever enqueued it, which its runs go on. */
  enqueuedIn: TraceCarrier | null;
}

/**
 * The in-process queue of the embedded runtime: timers instead of Redis,
 * nothing kept across restarts. Job ids are unique per job name.
 */
export function createMemoryQueue(options: MemoryQueueOptions = {}): JobQueue {
  const logger = options.logger ?? pino({ enabled: false });
  const concurrency = options.concurrency ?? 1;
  const definitions = new Map<string, JobDefinition>();
  const due = new Map<string, QueuedJob[]>();
  const running = new Map<string, number>();
  // Queued, delayed, backing off or running: what a repeated jobId is checked against.
  const pending = new Set<string>();
  const failures = new Map<string, FailedJob[]>();
  const timers = new Set<NodeJS.Timeout>();
  const schedules = new Map<string, NodeJS.Timeout>();
  const runsInFlight = new Set<Promise<void>>();
  let started = false;
  let closed = false;

  const keyOf = (name: string, id: string) => `${name}\u0000${id}`;

  // Unref'd: an idle queue does not keep the process alive.
  function after(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  function ensureOpen(): void {
    if (closed) throw new Error('the memory queue is closed');
  }

  function add(name: string, data: unknown, delayMs: number, jobId?: string): string {
    ensureOpen();
    const id = jobId ?? uuidv7();
    if (pending.has(keyOf(name, id))) return id;
    pending.add(keyOf(name, id));
    // Even an immediate job starts on a later tick, never inside the caller's code.
    const enqueuedIn = activeTraceCarrier();
    after(delayMs, () => makeDue({ id, name, data, runs: 0, enqueuedIn }));
    return id;
  }

  function makeDue(job: QueuedJob): void {
    const queue = due.get(job.name) ?? [];
    queue.push(job);
    due.set(job.name, queue);
    dispatch(job.name);
  }

  function dispatch(name: string): void {
    const definition = definitions.get(name);
    const queue = due.get(name);
    if (!started || closed || !definition || !queue) return;
    for (let job = queue[0]; job && (running.get(name) ?? 0) < concurrency; job = queue[0]) {
      queue.shift();
      const run = execute(definition, job);
      runsInFlight.add(run);
      void run.then(() => runsInFlight.delete(run));
    }
  }

  async function execute(definition: JobDefinition, job: QueuedJob): Promise<void> {
    running.set(job.name, (running.get(job.name) ?? 0) + 1);
    job.runs += 1;
    try {
      const attempt = job.runs;
      await inJobSpan(
        { system: 'mise.memory', name: job.name },
        { id: job.id, attempt },
        job.enqueuedIn,
        () => definition.run({ id: job.id, name: job.name, data: job.data, attempt }),
      );
      pending.delete(keyOf(job.name, job.id));
    } catch (error) {
      settleFailure(definition, job, error);
    } finally {
      running.set(job.name, (running.get(job.name) ?? 1) - 1);
      dispatch(job.name);
    }
  }

  function settleFailure(definition: JobDefinition, job: QueuedJob, error: unknown): void {
    const attempts = definition.attempts ?? defaultJobPolicy.attempts;
    const context = { job: job.name, jobId: job.id, attempt: job.runs, err: error };
    if (job.runs < attempts) {
      const backoffMs = definition.backoffMs ?? defaultJobPolicy.backoffMs;
      logger.warn(context, 'job failed, will retry');
      after(backoffMs * 2 ** (job.runs - 1), () => makeDue(job));
      return;
    }
    pending.delete(keyOf(job.name, job.id));
    const failed = failures.get(job.name) ?? [];
    failed.push({
      id: job.id,
      name: job.name,
      data: job.data,
      error: error instanceof Error ? error.message : String(error),
      attempts: job.runs,
    });
    failures.set(job.name, failed);
    logger.error(context, 'job failed for good');
  }

  return {
    kind: 'memory',
    define(definition) {
      definitions.set(definition.name, definition);
      dispatch(definition.name);
    },
    async enqueue(name, data, { delayMs = 0, jobId } = {}) {
      return add(name, data, delayMs, jobId);
    },
    async repeat(name, data, { everyMs, key }) {
      ensureOpen();
      clearInterval(schedules.get(keyOf(name, key)));
      // A fixed job id: a tick that finds the previous run still queued or running is skipped.
      const schedule = setInterval(() => add(name, data, 0, `repeat:${key}`), everyMs);
      schedule.unref();
      schedules.set(keyOf(name, key), schedule);
    },
    async cancelRepeat(name, key) {
      clearInterval(schedules.get(keyOf(name, key)));
      schedules.delete(keyOf(name, key));
    },
    async failed(name) {
      return [...(failures.get(name) ?? [])];
    },
    async depths() {
      const names = new Set([...definitions.keys(), ...due.keys()]);
      return [...names].map((queue) => ({ queue, waiting: due.get(queue)?.length ?? 0 }));
    },
    async start() {
      started = true;
      for (const name of due.keys()) dispatch(name);
    },
    async ping() {
      ensureOpen();
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      for (const schedule of schedules.values()) clearInterval(schedule);
      timers.clear();
      schedules.clear();
      await Promise.all(runsInFlight);
    },
  };
}
