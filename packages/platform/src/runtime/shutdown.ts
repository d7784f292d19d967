import type { Logger } from '../logger.js';

/**
 * Closes gracefully on the first SIGINT or SIGTERM and exits when done, or
 * after the grace period at the latest. Later signals are ignored: `npm start`
 * under a terminal receives Ctrl-C twice (from the terminal and from npm),
 * and the second must not cut the shutdown short.
 */
export function closeOnSignals(close: () => Promise<void>, graceMs: number, logger: Logger) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing');
    const exit = (code: number) => {
      logger.flush();
      process.exit(code);
    };
    const deadline = setTimeout(() => {
      logger.error(`still closing after ${graceMs} ms; exiting anyway`);
      exit(1);
    }, graceMs);
    deadline.unref();
    close().then(
      () => exit(0),
      (err: unknown) => {
        logger.error({ err }, 'closing failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
