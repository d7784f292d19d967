import { Writable } from 'node:stream';
import { trace } from '@opentelemetry/api';
import type { node } from '@opentelemetry/sdk-node';
import { describe, expect, it } from 'vitest';
import { newEvent } from './bus/events.js';
import { createMemoryBus } from './bus/memory-bus.js';
import { createLogger } from './logger.js';
import { eventually } from './testing/eventually.js';
import { inSpan, withTracing } from './testing/tracing.js';

const exporter = withTracing();

type Finished = node.ReadableSpan;

function finished(name: string): Finished {
  const span = exporter.getFinishedSpans().find((each) => each.name === name);
  if (!span) throw new Error(`no finished span ${name}`);
  return span;
}

/** The id of a span's parent. */
function parentOf(child: Finished) {
  return child.parentSpanContext?.spanId;
}

describe('one trace per order, on the in-process bus', () => {
  it('makes each consumer a child of the send span, itself a child of the publisher', async () => {
    const bus = createMemoryBus();
    const handledIn: (string | undefined)[] = [];
    for (const consumer of ['delivery-slots', 'notifications']) {
      await bus.subscribe({
        consumer,
        types: ['orders.order.paid'],
        handle: async () => {
          handledIn.push(trace.getActiveSpan()?.spanContext().spanId);
        },
      });
    }
    const event = newEvent(
      { type: 'orders.order.paid', version: 1 },
      { source: 'orders', subject: 'order-7', data: {} },
    );
    const { span: checkout } = await inSpan('checkout', () => bus.publish([event]));
    await eventually(() => expect(handledIn).toHaveLength(2));
    await bus.close();

    const send = finished('send orders.order.paid');
    expect(parentOf(send)).toBe(checkout.spanContext().spanId);
    const consumers = exporter
      .getFinishedSpans()
      .filter((span) => span.name === 'process orders.order.paid');
    expect(
      consumers.map((span) => span.attributes['messaging.consumer.group.name']).sort(),
    ).toEqual(['delivery-slots', 'notifications']);
    for (const consumer of consumers) {
      expect(consumer.spanContext().traceId).toBe(checkout.spanContext().traceId);
      expect(parentOf(consumer)).toBe(send.spanContext().spanId);
      // Not a link: the consumer's effects are in the order's trace, under it.
      expect(consumer.links).toEqual([]);
    }
    // Each handler ran inside its own consumer span, so its database work and logs are there.
    expect(handledIn.sort()).toEqual(consumers.map((span) => span.spanContext().spanId).sort());
  });
});

describe('log lines', () => {
  function capturedLogger() {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = createLogger(
      { LOG_LEVEL: 'info', OTEL_SERVICE_NAME: 'orders-payments' },
      destination,
    );
    return { logger, lines };
  }

  it('carry the trace and span ids of the span they are logged in', async () => {
    const { logger, lines } = capturedLogger();
    const { span } = await inSpan('checkout', async () => logger.info('order placed'));
    logger.info('outside any trace');

    await eventually(() => expect(lines).toHaveLength(2));
    expect(lines[0]).toMatchObject({
      msg: 'order placed',
      service: 'orders-payments',
      trace_id: span.spanContext().traceId,
      span_id: span.spanContext().spanId,
    });
    expect(lines[1]).not.toHaveProperty('trace_id');
    expect(lines[1]).not.toHaveProperty('span_id');
  });
});
