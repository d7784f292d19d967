import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK, resources } from '@opentelemetry/sdk-node';
import type { Config } from './config.js';

export interface Telemetry {
  /** Flushes spans still buffered; called last on shutdown. */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing when an OTLP endpoint is configured, and does nothing
 * otherwise. Call it before the HTTP modules are imported so they get patched.
 */
export function startTelemetry(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
): Telemetry | undefined {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  const sdk = new NodeSDK({
    resource: resources.resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    traceExporter: new OTLPTraceExporter({ url: new URL('/v1/traces', endpoint).href }),
    instrumentations: [new HttpInstrumentation()],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
