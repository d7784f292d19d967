import { type Context, context, propagation, ROOT_CONTEXT } from '@opentelemetry/api';

/** W3C trace headers (`traceparent`, `tracestate`) of a span, kept to go on with its trace later. */
export type TraceCarrier = Record<string, string>;

/**
 * The active trace as headers, to store with work done later elsewhere (an outbox row, a
 * job), or null outside any trace.
 */
export function activeTraceCarrier(): TraceCarrier | null {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : null;
}

/** The context a stored carrier names, under which the later work's span is a child. */
export function contextOf(carrier: TraceCarrier | null | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, carrier ?? {});
}
