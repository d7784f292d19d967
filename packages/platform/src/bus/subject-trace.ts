import { type Span, trace } from '@opentelemetry/api';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import type { OutboxTable } from '../db/messaging-tables.js';
import { settleInSpan } from '../span-outcome.js';
import { contextOf, type TraceCarrier } from '../trace-carrier.js';

const tracer = trace.getTracer('@mise/platform');

/** The trace the first event about a subject (an order) was written in, if the outbox keeps it. */
async function traceOfSubject(
  db: Queryable,
  outbox: OutboxTable,
  subject: string,
): Promise<TraceCarrier | undefined> {
  const [first] = await db
    .select({ traceContext: outbox.traceContext })
    .from(outbox)
    .where(and(eq(outbox.subject, subject), isNotNull(outbox.traceContext)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(1);
  return first?.traceContext ?? undefined;
}

/**
 * Runs later work on a subject (a payment webhook, a delivery, about an order) in a span of
 * the trace its first event was written in, linked to the request that does it: one trace
 * then tells an order's whole story. Where that trace is no longer known (the outbox was
 * pruned), the span is simply the request's child.
 */
export async function inTraceOfSubject<T>(
  db: Queryable,
  outbox: OutboxTable,
  subject: string,
  spanName: string,
  work: () => Promise<T>,
): Promise<T> {
  const request = trace.getActiveSpan();
  // Telemetry off, nothing is traced: no trace to join, and no lookup worth making.
  if (!request?.isRecording()) return work();
  const stored = await traceOfSubject(db, outbox, subject);
  const options = stored ? { links: [{ context: request.spanContext() }] } : {};
  const parent = stored ? contextOf(stored) : undefined;
  const run = (span: Span) => {
    span.setAttribute('mise.subject', subject);
    return settleInSpan(span, work);
  };
  return parent
    ? tracer.startActiveSpan(spanName, options, parent, run)
    : tracer.startActiveSpan(spanName, options, run);
}
