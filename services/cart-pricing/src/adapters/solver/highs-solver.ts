import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  type MilpModel,
  type MilpSolution,
  type MilpSolver,
  type SolveOptions,
  SolverBusyError,
  SolverFailedError,
} from '../../domain/planner/solver-port.js';
import { type SolveAnswer, toJob, toSolution, workerSource } from './highs-worker.js';

// Resolved here, where node_modules is known, and handed to the worker, whose eval'd code has no
// location of its own.
const highsPath = createRequire(import.meta.url).resolve('highs');

export interface HighsSolverOptions {
  /** How many solves may wait behind the running one; the next is turned away at once. */
  queueLimit: number;
  /**
   * How long past its time limit a solve may take (loading the Wasm, HiGHS overrunning its clock)
   * before the worker is taken for stuck, stopped and replaced.
   */
  graceMs?: number;
}

export interface HighsSolver {
  solve: MilpSolver;
  /** Stops the worker; what is running or waiting rejects, and so does any later solve. */
  close(): Promise<void>;
}

interface Request {
  model: MilpModel;
  options: SolveOptions;
  resolve(solution: MilpSolution): void;
  reject(error: Error): void;
}

const closedError = () => new SolverFailedError('The menu planner has stopped.');

/**
 * HiGHS (Wasm, single-threaded) in one worker thread per process, off the event loop: one solve
 * at a time, the others waiting in line. The worker starts with the first solve and is replaced
 * after any failure.
 */
export function createHighsSolver({
  queueLimit,
  graceMs = 2_000,
}: HighsSolverOptions): HighsSolver {
  const waiting: Request[] = [];
  let worker: Worker | undefined;
  let running: { request: Request; watchdog: NodeJS.Timeout } | undefined;
  let closed = false;

  function settle(outcome: (request: Request) => void) {
    if (!running) return;
    clearTimeout(running.watchdog);
    const { request } = running;
    running = undefined;
    outcome(request);
    startNext();
  }

  /** A worker that failed is never trusted again: the next solve starts a fresh one. */
  function retire(failed: Worker, error: Error) {
    if (failed !== worker) return;
    worker = undefined;
    void failed.terminate();
    settle((request) => request.reject(error));
  }

  function spawn(): Worker {
    const started = new Worker(workerSource, { eval: true, workerData: { highsPath } });
    // Idle, it does not hold the process open; during a solve the watchdog's timer does.
    started.unref();
    started.on('message', (answer: SolveAnswer) => {
      if (started === worker) settle((request) => request.resolve(toSolution(answer)));
    });
    started.on('error', (error) => retire(started, new SolverFailedError(error.message)));
    started.on('exit', (code) =>
      retire(started, new SolverFailedError(`The solver's worker stopped (exit code ${code}).`)),
    );
    return started;
  }

  function startNext() {
    if (running || closed) return;
    const request = waiting.shift();
    if (!request) return;
    worker ??= spawn();
    const solving = worker;
    const deadlineMs = request.options.timeLimitMs + graceMs;
    const watchdog = setTimeout(
      () =>
        retire(
          solving,
          new SolverFailedError(`The solver did not answer within ${deadlineMs} ms.`),
        ),
      deadlineMs,
    );
    running = { request, watchdog };
    const job = toJob(request.model, request.options);
    solving.postMessage(job, [job.model.integrality.buffer]);
  }

  return {
    solve(model, options) {
      if (closed) return Promise.reject(closedError());
      if (running && waiting.length >= queueLimit) return Promise.reject(new SolverBusyError());
      return new Promise((resolve, reject) => {
        waiting.push({ model, options, resolve, reject });
        startNext();
      });
    },
    async close() {
      closed = true;
      for (const request of waiting.splice(0)) request.reject(closedError());
      const stopping = worker;
      worker = undefined;
      settle((request) => request.reject(closedError()));
      await stopping?.terminate();
    },
  };
}
