import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { NodeSDK, resources } from '@opentelemetry/sdk-node';
import type { Config } from './config.js';

export interface Telemetry {
  /** Flushes spans and metrics still buffered; called last on shutdown. */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing and metrics, both sent over OTLP/HTTP, when an OTLP endpoint is configured,
 * and does nothing otherwise. Call it before the HTTP and database modules are imported so
 * they get patched.
 */
export function startTelemetry(
  config: Pick<
    Config,
    'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME' | 'OTEL_METRIC_EXPORT_INTERVAL'
  >,
): Telemetry | undefined {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  const sdk = new NodeSDK({
    resource: resources.resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    traceExporter: new OTLPTraceExporter({ url: new URL('/v1/traces', endpoint).href }),
    metricReaders: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: new URL('/v1/metrics', endpoint).href }),
        exportIntervalMillis: config.OTEL_METRIC_EXPORT_INTERVAL,
      }),
    ],
    instrumentations: [
      new HttpInstrumentation(),
      // fetch: the gateway's proxying and the services' calls to each other carry the trace on.
      new UndiciInstrumentation(),
      // Only queries made inside a trace: the outbox relay's polling would each be a trace alone.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
