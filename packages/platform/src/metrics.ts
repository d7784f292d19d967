import { type Attributes, type Meter, metrics, type ObservableResult } from '@opentelemetry/api';
import type { EventBus } from './bus/port.js';
import type { JobQueue } from './jobs/port.js';

/**
 * The shop's meter. Asked for when an instrument is made, never at import: a meter got before
 * the SDK (or a test's reader) is registered stays a no-op for good.
 */
export function shopMeter(): Meter {
  return metrics.getMeter('mise');
}

// The boundaries OpenTelemetry's HTTP conventions advise, in seconds.
const DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];

/** How long each answer took, by route, method and status (rate and errors come with it). */
export function requestDurations() {
  return shopMeter().createHistogram('http.server.request.duration', {
    unit: 's',
    description: 'Duration of HTTP server requests',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  });
}

type Reading = (result: ObservableResult<Attributes>) => Promise<void>;

/**
 * Reports a gauge read when metrics are collected; returns what stops it. A reading that
 * fails (the broker is away) reports nothing this time rather than a wrong zero.
 */
function observe(name: string, unit: string, description: string, read: Reading): () => void {
  const gauge = shopMeter().createObservableGauge(name, { unit, description });
  const callback: Reading = (result) => read(result).catch(() => undefined);
  gauge.addCallback(callback);
  return () => gauge.removeCallback(callback);
}

/** The outbox rows of a service not sent to the bus yet. */
export function observeOutboxBacklog(service: string, backlog: () => Promise<number>) {
  return observe('mise.outbox.backlog', '{row}', 'Outbox rows not sent yet', async (result) =>
    result.observe(await backlog(), { service }),
  );
}

/** How far behind each consumer is, and how many jobs wait for a worker. */
export function observeMessaging(bus: EventBus, jobs: JobQueue): () => void {
  const stopLag = observe(
    'mise.consumer.lag',
    '{message}',
    'Events published that a consumer has not handled yet',
    async (result) => {
      for (const { consumer, topic, messages } of await bus.lag()) {
        result.observe(messages, { 'consumer.group': consumer, topic });
      }
    },
  );
  const stopDepth = observe(
    'mise.jobs.queue_depth',
    '{job}',
    'Jobs due and waiting for a worker',
    async (result) => {
      for (const { queue, waiting } of await jobs.depths()) result.observe(waiting, { queue });
    },
  );
  return () => {
    stopLag();
    stopDepth();
  };
}
