import type { EventEnvelope } from '@mise/contracts';
import { context } from '@opentelemetry/api';
import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database, Queryable } from '../db/database.js';
import type { OutboxTable } from '../db/messaging-tables.js';
import { activeTraceCarrier, contextOf, type TraceCarrier } from '../trace-carrier.js';
import { errorMessage } from './error-message.js';
import type { EventBus } from './port.js';

/**
 * Records events in the caller's transaction, next to the state change they
 * announce: both commit or neither does. The relay publishes them afterwards.
 */
export async function appendToOutbox(
  tx: Queryable,
  outbox: OutboxTable,
  events: readonly EventEnvelope[],
): Promise<void> {
  if (events.length === 0) return;
  // The relay publishes later, outside the request: the trace headers are kept
  // with the row so that the request's trace goes on through the bus.
  const traceContext = activeTraceCarrier();
  await tx.insert(outbox).values(
    events.map((event) => ({
      id: event.id,
      type: event.type,
      subject: event.subject,
      envelope: event,
      traceContext,
    })),
  );
}

type RelayedRow = { envelope: EventEnvelope; traceContext: TraceCarrier | null };

/**
 * Publishes rows in order, each run of rows written under the same trace
 * inside that trace's context, so the bus adapter carries it on.
 */
async function publishInTheirTraces(bus: EventBus, rows: readonly RelayedRow[]): Promise<void> {
  let start = 0;
  while (start < rows.length) {
    const key = JSON.stringify(rows[start]?.traceContext ?? null);
    let end = start + 1;
    while (end < rows.length && JSON.stringify(rows[end]?.traceContext ?? null) === key) end++;
    const run = rows.slice(start, end);
    await context.with(contextOf(run[0]?.traceContext), () =>
      bus.publish(run.map((row) => row.envelope)),
    );
    start = end;
  }
}

export interface OutboxRelayOptions {
  db: Database;
  outbox: OutboxTable;
  bus: EventBus;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Rows claimed and published per transaction. */
  batchSize?: number;
  /** How often to look for rows nobody nudged about (other processes, retries). */
  pollIntervalMs?: number;
  /** Backoff of a row whose publish failed: doubles per attempt, up to the maximum. */
  retry?: { initialDelayMs?: number; maxDelayMs?: number };
}

export interface OutboxRelay {
  /** Starts polling, with a first pass right away for rows left by an earlier run. */
  start(): void;
  /** Asks for a pass soon; call it after committing rows. Nudges coalesce. */
  nudge(): void;
  /** Relays every row due now and returns how many were published. */
  flush(): Promise<number>;
  /** Rows not published yet, due or backing off. */
  backlog(): Promise<number>;
  /** Stops polling, lets the pass under way finish, then flushes one last time. */
  stop(): Promise<void>;
}

/**
 * Publishes outbox rows to the bus and marks them sent. A row is marked only
 * after the bus took it, so a crash in between publishes it again: delivery
 * is at least once and consumers deduplicate with the inbox.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, outbox, bus, logger, batchSize = 100, pollIntervalMs = 1_000 } = options;
  const initialDelayMs = options.retry?.initialDelayMs ?? 200;
  const maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
  const earlier = alias(outbox, 'earlier');

  // Rows appended in one transaction share created_at; their uuid v7 ids keep creation order.
  const claimDue = (tx: Queryable) =>
    tx
      .select({ id: outbox.id, envelope: outbox.envelope, traceContext: outbox.traceContext })
      .from(outbox)
      .where(
        and(
          isNull(outbox.publishedAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          // A row backing off holds back the later rows of its subject, to keep their order.
          notExists(
            tx
              .select({ id: earlier.id })
              .from(earlier)
              .where(
                and(
                  eq(earlier.subject, outbox.subject),
                  isNull(earlier.publishedAt),
                  sql`${earlier.nextAttemptAt} > now()`,
                  sql`(${earlier.createdAt}, ${earlier.id}) < (${outbox.createdAt}, ${outbox.id})`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(outbox.createdAt), asc(outbox.id))
      .limit(batchSize)
      // Other relays on the same table skip these rows instead of publishing them twice.
      .for('update', { skipLocked: true });

  async function relayBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await claimDue(tx);
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      try {
        // The rows stay locked meanwhile, so this must stay short: publish only queues.
        await publishInTheirTraces(bus, rows);
      } catch (error) {
        await tx
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            lastError: errorMessage(error),
            // The exponent is capped so that a long outage cannot overflow it.
            nextAttemptAt: sql`now() + least(${initialDelayMs} * power(2, least(${outbox.attempts}, 30)), ${maxDelayMs}) * interval '1 millisecond'`,
          })
          .where(inArray(outbox.id, ids));
        logger.warn(
          { err: error, events: ids.length },
          'outbox relay could not publish, will retry',
        );
        return 0;
      }
      await tx.update(outbox).set({ publishedAt: sql`now()` }).where(inArray(outbox.id, ids));
      return rows.length;
    });
  }

  async function relayDue(): Promise<number> {
    let relayed = 0;
    for (;;) {
      const batch = await relayBatch();
      relayed += batch;
      if (batch < batchSize) return relayed;
    }
  }

  // Passes run one after another, never overlapping within this process.
  let tail: Promise<unknown> = Promise.resolve();
  function exclusive<T>(pass: () => Promise<T>): Promise<T> {
    const run = tail.then(pass);
    tail = run.catch(() => undefined);
    return run;
  }

  const reportFailedPass = (error: unknown) =>
    logger.error({ err: error }, 'outbox relay pass failed');

  let stopped = false;
  let polling: NodeJS.Timeout | undefined;
  let nudgeQueued = false;

  // The next poll is timed from the end of a pass, so slow passes never pile up.
  function poll(): void {
    polling = setTimeout(async () => {
      await exclusive(relayDue).catch(reportFailedPass);
      if (!stopped) poll();
    }, pollIntervalMs);
    polling.unref();
  }

  function nudge(): void {
    if (stopped || nudgeQueued) return;
    nudgeQueued = true;
    exclusive(() => {
      // Cleared as the pass starts, so a nudge during the pass asks for one more.
      nudgeQueued = false;
      return relayDue();
    }).catch(reportFailedPass);
  }

  return {
    start() {
      if (stopped || polling) return;
      nudge();
      poll();
    },
    nudge,
    flush: () => exclusive(relayDue),
    backlog: async () => db.$count(outbox, isNull(outbox.publishedAt)),
    async stop() {
      stopped = true;
      clearTimeout(polling);
      try {
        await exclusive(relayDue);
      } catch (error) {
        // Nothing is lost: the rows stay and the next run publishes them.
        logger.error({ err: error }, 'outbox relay could not flush on stop');
      }
    },
  };
}
