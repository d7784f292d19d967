import { type logCreator, logLevel } from 'kafkajs';
import type { Logger } from 'pino';

/** Thrown out of a delivery whose retries are cut short by close(), so its offset is not committed. */
export class DeliveryAbandoned extends Error {
  override name = 'DeliveryAbandoned';
}

// kafkajs warns of this whenever an idempotent producer may give up; the bus replaces
// a producer that did, which keeps the guarantee the warning is about.
const LIMITED_RETRIES_WARNING = 'Limiting retries for the idempotent producer';
// In an outage every client repeats each connection error at each retry: one line of
// each kind per this long says as much.
const REPEATED_LINE_INTERVAL_MS = 10_000;

/** kafkajs' own log lines, warnings and errors only, go to our logger. */
export function intoLogger(logger: Pick<Logger, 'warn' | 'error'>): logCreator {
  const lastLogged = new Map<string, number>();
  return () =>
    ({ namespace, level, log }) => {
      const { message, ...details } = log;
      if (level > logLevel.WARN || message.startsWith(LIMITED_RETRIES_WARNING)) return;
      // kafkajs reports what eachMessage throws; a retry given up on close is no failure.
      if (details.error instanceof DeliveryAbandoned) return;
      const line = `${namespace}\u0000${message}`;
      const now = Date.now();
      if (now - (lastLogged.get(line) ?? -Infinity) < REPEATED_LINE_INTERVAL_MS) return;
      // Lines carry few variable parts, but a long-lived process must not hoard them.
      if (lastLogged.size >= 1_000) lastLogged.clear();
      lastLogged.set(line, now);
      const fields = { kafkajs: namespace, ...details };
      if (level === logLevel.ERROR) logger.error(fields, message);
      else logger.warn(fields, message);
    };
}
