import { metrics } from '@opentelemetry/api';
import { type DataPoint, MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import { afterAll, beforeAll } from 'vitest';

/** Collects when asked, as a scrape would, instead of on a timer. */
class OnDemandReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** One data point of an instrument: its attributes and value (a number, or a histogram's). */
export type MetricPoint = Pick<DataPoint<unknown>, 'attributes' | 'value'>;

/**
 * Turns OpenTelemetry metrics on for the enclosing suite, as the SDK does in production, and
 * off again after it. Instruments must be made after the suite starts (the shop makes them as
 * it builds its apps), and `points` reads what they hold, gauges' callbacks run then.
 */
export function withMetrics() {
  const reader = new OnDemandReader();
  const provider = new MeterProvider({ readers: [reader] });
  beforeAll(() => {
    metrics.setGlobalMeterProvider(provider);
  });
  afterAll(async () => {
    await provider.shutdown();
    metrics.disable();
  });
  return {
    /** The data points the named instrument holds now, cumulative since the suite started. */
    async points(name: string): Promise<MetricPoint[]> {
      const { resourceMetrics, errors } = await reader.collect();
      if (errors.length > 0) throw errors[0];
      return resourceMetrics.scopeMetrics
        .flatMap((scope) => scope.metrics)
        .filter((metric) => metric.descriptor.name === name)
        .flatMap((metric) => metric.dataPoints as DataPoint<unknown>[])
        .map(({ attributes, value }) => ({ attributes, value }));
    },
  };
}
