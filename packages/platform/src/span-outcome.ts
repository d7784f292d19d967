import { type Span, SpanStatusCode } from '@opentelemetry/api';
import { errorMessage } from './bus/error-message.js';

/** Marks a span failed with the error's message, and records the error on it. */
export function markFailed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(error) });
  if (error instanceof Error) span.recordException(error);
}

/** Runs work in an open span: a failure marks the span and goes on up; the span ends either way. */
export async function settleInSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}
