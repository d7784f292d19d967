/**
 * Whether a failure is weather, which passes if one waits and asks again (a server
 * starting, restarting or electing a leader), rather than a mistake that no number of
 * attempts can mend (wrong credentials, an unknown database, a malformed URL).
 */
export function isRetriable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const failure = error as Error & {
    code?: unknown;
    retriable?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (isConnectionError(failure)) return true;
  if (typeof failure.code === 'string' && RETRIABLE_SQLSTATES.test(failure.code)) return true;
  if (RETRIABLE_NAMES.has(failure.name)) return true;
  // Aggregates (Node's connection attempts to every address of a host, kafkajs' topic
  // creation errors) are weather when every part of them is.
  if (Array.isArray(failure.errors) && failure.errors.length > 0) {
    return failure.errors.every(isRetriable);
  }
  // kafkajs marks each of its errors, and wraps the last one when its own retries run out.
  if (failure.retriable === true) return true;
  return failure.cause !== undefined && failure.cause !== error && isRetriable(failure.cause);
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // A name that does not resolve yet: on Kubernetes a service's name appears with it.
  'ENOTFOUND',
]);

// Messages of clients that lose a connection without a system error code (pg, ioredis).
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Connection is closed.',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** A connection that could not be made or was lost: the server is down, starting or moving. */
export function isConnectionError(error: Error & { code?: unknown }): boolean {
  return (
    (typeof error.code === 'string' && CONNECTION_CODES.has(error.code)) ||
    CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))
  );
}

// PostgreSQL: connection exceptions (08), too many connections, the server shutting
// down, crashed or starting (57P01-57P03), serialization failures and deadlocks.
const RETRIABLE_SQLSTATES = /^(08...|53300|57P0[123]|40001|40P01)$/;

const RETRIABLE_NAMES = new Set([
  // kafkajs marks these final, but at start a group has no coordinator until the
  // broker has made its offsets topic, and a lock or request times out while it elects.
  'KafkaJSGroupCoordinatorNotFound',
  'KafkaJSTimeout',
  'KafkaJSLockTimeout',
  // ioredis: a command that outlived the reconnections it was allowed.
  'MaxRetriesPerRequestError',
]);

/**
 * What went wrong, at its source: the innermost cause (drizzle wraps pg's error in
 * "Failed query: select 1"), or for an aggregate without a message of its own (Node's
 * attempts at every address of a host) its first part.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { cause, errors, code } = error as Error & { errors?: unknown; code?: unknown };
  if (cause instanceof Error && cause !== error) return failureMessage(cause);
  if (error.message) return error.message;
  if (Array.isArray(errors) && errors.length > 0) return failureMessage(errors[0]);
  return typeof code === 'string' ? code : error.name;
}
