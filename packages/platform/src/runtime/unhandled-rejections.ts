/** The line a process logs for a promise rejection nobody handled; tests look for it. */
export const UNHANDLED_REJECTION = 'unhandled promise rejection';

/**
 * Logs a rejection nobody handled instead of letting Node end the process with it: one
 * forgotten catch on a retriable error must not take the service down. The line says
 * where it came from, and the tests fail on it.
 */
export function logUnhandledRejections(logger: {
  error(fields: object, message: string): void;
}): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, UNHANDLED_REJECTION);
  });
}
