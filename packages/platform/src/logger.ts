import { trace } from '@opentelemetry/api';
import pino from 'pino';
import type { Config } from './config.js';

export type Logger = pino.Logger;

/**
 * Secrets never reach a log line. Paths are explicit: a wildcard path makes
 * pino inspect every object of every line, which a busy server notices.
 */
const redacted = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body.password',
  'body.newPassword',
  'body.token',
];

/**
 * The ids of the span a line is logged in, so that a line leads to its trace and a trace to
 * its lines; nothing outside a trace.
 */
export function traceIds(): { trace_id: string; span_id: string } | Record<string, never> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Logs are written to stdout in the background: a synchronous write per line
 * holds up a busy server. What is still queued is flushed at exit.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'OTEL_SERVICE_NAME'>,
  destination: pino.DestinationStream = pino.destination({ sync: false }),
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { service: config.OTEL_SERVICE_NAME },
      redact: { paths: redacted, censor: '[redacted]' },
      mixin: traceIds,
    },
    destination,
  );
}
