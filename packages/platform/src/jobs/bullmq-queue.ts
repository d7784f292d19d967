import { type Job as BullmqJob, type JobsOptions, Queue, Worker } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { isConnectionError } from '../retry/retriable.js';
import { activeTraceCarrier, type TraceCarrier } from '../trace-carrier.js';
import { withTimeout } from '../with-timeout.js';
import { defaultJobPolicy } from './job-policy.js';
import { inJobSpan } from './job-tracing.js';
import type { JobDefinition, JobQueue } from './port.js';

export interface BullmqQueueOptions {
  /** redis:// URL of the Redis that holds the queues. */
  url: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Prefix of every Redis key of these queues; default 'mise'. */
  prefix?: string;
  /** Jobs of one name running at once in this process; default 1. */
  concurrency?: number;
}

const PING_TIMEOUT_MS = 2_000;
// Completed jobs are kept only to look at; failed ones are what failed() lists.
const KEEP_COMPLETED = { count: 100 };
const KEEP_FAILED = { count: 1_000 };

// Reconnect forever, at most 2 s apart, so workers resume soon after Redis comes back.
const reconnecting: RedisOptions = { retryStrategy: (times) => Math.min(times * 200, 2_000) };

/**
 * The job queue of the distributed runtime: one BullMQ queue per job name, whose
 * jobs survive a restart of the process or of Redis. Attempts and backoff are
 * fixed when a job is enqueued, from the definition this queue knows then.
 */
export function createBullmqQueue(options: BullmqQueueOptions): JobQueue {
  const { url, logger, prefix = 'mise', concurrency = 1 } = options;
  // A command outlives one failed reconnection, so a blip goes unnoticed, but fails
  // within a few seconds of an outage rather than hold its caller until Redis returns.
  const connection = new Redis(url, { ...reconnecting, maxRetriesPerRequest: 1 });
  // Workers wait for Redis however long it takes; BullMQ requires that of them.
  // Never connected itself: each worker opens its own copies of it.
  const workerConnection = new Redis(url, {
    ...reconnecting,
    maxRetriesPerRequest: null,
    lazyConnect: true,
  });
  reportOutages(connection, logger);
  const definitions = new Map<string, JobDefinition>();
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  let started = false;
  let closing: Promise<void> | undefined;

  function ensureOpen(): void {
    if (closing) throw new Error('the bullmq queue is closed');
  }

  function queueFor(name: string): Queue {
    ensureOpen();
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queue.on('error', (error) => reportError(logger, error, { job: name }));
      queues.set(name, queue);
    }
    return queue;
  }

  function jobOptions(name: string): JobsOptions {
    const definition = definitions.get(name);
    return {
      attempts: definition?.attempts ?? defaultJobPolicy.attempts,
      // BullMQ's exponential backoff waits delay * 2^(n-1) before the n-th retry, as the port says.
      backoff: {
        type: 'exponential',
        delay: definition?.backoffMs ?? defaultJobPolicy.backoffMs,
      },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    };
  }

  function startWorker(definition: JobDefinition): void {
    const { name } = definition;
    const worker = new Worker(
      name,
      (job) => {
        const id = fromBullmqId(String(job.id));
        const attempt = job.attemptsMade + 1;
        return inJobSpan({ system: 'bullmq', name }, { id, attempt }, enqueuedIn(job), () =>
          definition.run({ id, name, data: job.data, attempt }),
        );
      },
      { connection: workerConnection, prefix, concurrency },
    );
    worker.on('failed', (job, error) => job && reportFailure(logger, job, error));
    worker.on('error', (error) => reportError(logger, error, { job: name }));
    workers.push(worker);
  }

  async function close(): Promise<void> {
    // Workers first, letting running jobs finish, then what they and enqueue use.
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all([...queues.values()].map((queue) => queue.close()));
    await connection.quit();
    workerConnection.disconnect();
  }

  return {
    kind: 'bullmq',
    define(definition) {
      definitions.set(definition.name, definition);
      if (started) startWorker(definition);
    },
    async enqueue(name, data, { delayMs = 0, jobId } = {}) {
      const queue = queueFor(name);
      const id = jobId === undefined ? undefined : toBullmqId(jobId);
      if (id) await forgetFinished(queue, id);
      const job = await queue.add(name, data, {
        ...jobOptions(name),
        delay: delayMs,
        jobId: id,
        ...tracedFromHere(),
      });
      return fromBullmqId(String(job.id));
    },
    async repeat(name, data, { everyMs, key }) {
      // Upserting under the same key replaces the earlier schedule.
      await queueFor(name).upsertJobScheduler(
        key,
        { every: everyMs },
        { name, data, opts: jobOptions(name) },
      );
    },
    async cancelRepeat(name, key) {
      await queueFor(name).removeJobScheduler(key);
    },
    async failed(name) {
      const jobs = await queueFor(name).getJobs('failed', 0, -1, true);
      return jobs.map((job) => ({
        id: fromBullmqId(String(job.id)),
        name,
        data: job.data,
        error: job.failedReason,
        attempts: job.attemptsMade,
      }));
    },
    async depths() {
      const names = new Set([...definitions.keys(), ...queues.keys()]);
      return Promise.all(
        [...names].map(async (queue) => ({
          queue,
          waiting: await queueFor(queue).getWaitingCount(),
        })),
      );
    },
    async start() {
      ensureOpen();
      if (started) return;
      started = true;
      for (const definition of definitions.values()) startWorker(definition);
      logger.info({ jobs: [...definitions.keys()], concurrency, prefix }, 'job workers started');
    },
    async ping() {
      ensureOpen();
      await withTimeout(
        connection.ping(),
        PING_TIMEOUT_MS,
        `redis did not answer PING within ${PING_TIMEOUT_MS} ms`,
      );
    },
    close() {
      closing ??= close();
      return closing;
    },
  };
}

/**
 * The enqueuing trace, kept in the job's options where BullMQ's own telemetry keeps it: its
 * runs, in a worker of any process, go on with that trace.
 */
function tracedFromHere(): Pick<JobsOptions, 'telemetry'> {
  const carrier = activeTraceCarrier();
  return carrier ? { telemetry: { metadata: JSON.stringify(carrier) } } : {};
}

function enqueuedIn(job: BullmqJob): TraceCarrier | null {
  const metadata = job.opts.telemetry?.metadata;
  if (!metadata) return null;
  try {
    return JSON.parse(metadata) as TraceCarrier;
  } catch {
    // Written by another telemetry than ours: the run starts a trace of its own.
    return null;
  }
}

// BullMQ refuses custom ids that contain ':' or read as integers (its own ids are
// integers); the port takes any string, so callers' ids are stored escaped and marked.
const CUSTOM_ID_MARK = '~';

function toBullmqId(id: string): string {
  return CUSTOM_ID_MARK + id.replaceAll('%', '%25').replaceAll(':', '%3A');
}

function fromBullmqId(id: string): string {
  return id.startsWith(CUSTOM_ID_MARK) ? decodeURIComponent(id.slice(1)) : id;
}

/**
 * BullMQ keeps a finished job under its id and would take a new job with that id
 * for a duplicate, where the port only deduplicates jobs still queued or running.
 */
async function forgetFinished(queue: Queue, id: string): Promise<void> {
  const state = await queue.getJobState(id);
  if (state === 'completed' || state === 'failed') await queue.remove(id);
}

function reportFailure(logger: BullmqQueueOptions['logger'], job: BullmqJob, error: Error): void {
  const context = {
    job: job.name,
    jobId: fromBullmqId(String(job.id)),
    attempt: job.attemptsMade,
    err: error,
  };
  // BullMQ stamps finishedOn only on a job it will not retry.
  if (job.finishedOn === undefined) {
    logger.warn(context, 'job failed, will retry');
  } else {
    logger.error(context, 'job failed for good');
  }
}

/** Logs one line when Redis goes away and one when it is back, not every reconnection. */
function reportOutages(connection: Redis, logger: BullmqQueueOptions['logger']): void {
  let down = false;
  connection.on('error', (error) => {
    if (!down) logger.warn({ err: error }, 'redis unreachable, reconnecting');
    down = true;
  });
  connection.on('ready', () => {
    if (down) logger.info('redis reachable again');
    down = false;
  });
}

// Queues and workers repeat every connection error of theirs; reportOutages covers those.
function reportError(logger: BullmqQueueOptions['logger'], error: Error, context: object): void {
  if (!isConnectionError(error)) logger.error({ ...context, err: error }, 'job queue error');
}
