import { SpanKind, trace } from '@opentelemetry/api';
import { settleInSpan } from '../span-outcome.js';
import { contextOf, type TraceCarrier } from '../trace-carrier.js';

const tracer = trace.getTracer('@mise/platform');

/**
 * Runs one attempt of a job in a span that is a child of the span that enqueued it, so that
 * a mail sent by a job stays in the trace of the order that called for it. A job enqueued
 * outside any trace (a repeating one) starts a trace of its own.
 */
export function inJobSpan<T>(
  queue: { system: 'bullmq' | 'mise.memory'; name: string },
  job: { id: string; attempt: number },
  enqueuedIn: TraceCarrier | null | undefined,
  run: () => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(
    `run ${queue.name}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': queue.system,
        'messaging.destination.name': queue.name,
        'messaging.message.id': job.id,
        'mise.job.attempt': job.attempt,
      },
    },
    contextOf(enqueuedIn),
    (span) => settleInSpan(span, run),
  );
}
