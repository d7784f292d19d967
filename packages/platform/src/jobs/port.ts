export interface Job<Data = unknown> {
  id: string;
  name: string;
  data: Data;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
}

export interface JobDefinition<Data = unknown> {
  name: string;
  run(job: Job<Data>): Promise<void>;
  /** Runs in all before the job counts as failed (first run included). */
  attempts?: number;
  /** Exponential backoff: the n-th retry waits backoffMs * 2^(n-1). */
  backoffMs?: number;
}

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** A job id already queued or running is not added twice. */
  jobId?: string;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  error: string;
  attempts: number;
}

/** Jobs of one name due to run and waiting for a worker (the job queue depth metric). */
export interface QueueDepth {
  queue: string;
  waiting: number;
}

/**
 * Background work that survives a failed run: delayed jobs, repeatable jobs
 * and retries with backoff (e-mailed shopping lists, pantry expiry cleanup).
 */
export interface JobQueue {
  readonly kind: string;
  /** Registers how a job of this name runs; do it before start(). */
  define<Data>(definition: JobDefinition<Data>): void;
  enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<string>;
  /** Runs the job every `everyMs`; the same key replaces an earlier schedule. */
  repeat<Data>(name: string, data: Data, options: { everyMs: number; key: string }): Promise<void>;
  cancelRepeat(name: string, key: string): Promise<void>;
  /** Jobs that used up their attempts, oldest first. */
  failed(name: string): Promise<FailedJob[]>;
  /** Waiting jobs of each job name defined or enqueued here. */
  depths(): Promise<QueueDepth[]>;
  /** Starts running due jobs. */
  start(): Promise<void>;
  ping(): Promise<void>;
  /** Stops taking jobs and waits for running ones. */
  close(): Promise<void>;
}
