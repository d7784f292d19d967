import { context, propagation, type Span, trace } from '@opentelemetry/api';
import { node } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll } from 'vitest';

/**
 * Turns OpenTelemetry on for the enclosing suite, as the SDK does in
 * production, and off again after it. Finished spans land in the exporter.
 */
export function withTracing() {
  const exporter = new node.InMemorySpanExporter();
  const provider = new node.NodeTracerProvider({
    spanProcessors: [new node.SimpleSpanProcessor(exporter)],
  });
  beforeAll(() => provider.register());
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });
  return exporter;
}

/** Runs `work` inside a new span, as a request's handler would run, and ends the span after it. */
export async function inSpan<T>(
  name: string,
  work: () => Promise<T>,
): Promise<{ span: Span; result: T }> {
  const span = trace.getTracer('test').startSpan(name);
  try {
    const result = await context.with(trace.setSpan(context.active(), span), work);
    return { span, result };
  } finally {
    span.end();
  }
}
