import type { EventEnvelope } from '@mise/contracts';
import { type Context, context, propagation, type Span, SpanKind, trace } from '@opentelemetry/api';
import type { TraceCarrier } from '../trace-carrier.js';

const tracer = trace.getTracer('@mise/platform');

/** Which bus carries the event and where to: `kafka` and its topic, or the in-process bus. */
export interface Destination {
  system: 'kafka' | 'mise.memory';
  name: string;
}

export function messagingAttributes({ system, name }: Destination, event: EventEnvelope) {
  return {
    'messaging.system': system,
    'messaging.destination.name': name,
    'messaging.message.id': event.id,
    // A Kafka message's key is its event's subject; the in-process bus orders by it too.
    'messaging.kafka.message.key': event.subject,
  };
}

/**
 * Starts the span of sending one event, a child of the active span, and writes its trace
 * headers into `headers`: each consumer's span is a child of it.
 */
export function startSendSpan(
  destination: Destination,
  event: EventEnvelope,
  headers: TraceCarrier,
): Span {
  const span = tracer.startSpan(`send ${destination.name}`, {
    kind: SpanKind.PRODUCER,
    attributes: messagingAttributes(destination, event),
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return span;
}

/**
 * Runs one consumer's handling of an event in a span that is a child of the send span the
 * headers carry (not a link), so that the event's effects stay in the trace that caused them.
 */
export function inConsumeSpan<T>(
  destination: Destination,
  consumerGroup: string,
  event: EventEnvelope,
  parent: Context,
  handle: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(
    `process ${destination.name}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        ...messagingAttributes(destination, event),
        'messaging.consumer.group.name': consumerGroup,
      },
    },
    parent,
    (span) => handle(span).finally(() => span.end()),
  );
}
