export {
  type BackoffPolicy,
  backoffDelayMs,
  DependencyFailed,
  dependencyBackoff,
  type FailedAttempt,
  type RetryOptions,
  retryWithBackoff,
} from './backoff.js';
export { type KeepFetching, keepFetching } from './keep-fetching.js';
export { failureMessage, isConnectionError, isRetriable } from './retriable.js';
