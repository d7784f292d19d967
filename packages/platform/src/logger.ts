import pino from 'pino';
import type { Config } from './config.js';

export type Logger = pino.Logger;

/** Secrets never reach a log line, whatever object they travel in. */
const redacted = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
];

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'OTEL_SERVICE_NAME'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: config.OTEL_SERVICE_NAME },
    redact: { paths: redacted, censor: '[redacted]' },
  });
}
