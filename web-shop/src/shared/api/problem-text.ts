import type { TFunction } from 'i18next';
import { ApiError } from './http';

/**
 * What to tell the shopper about a failed call: after too many tries, how long to wait, in
 * their language; else the server's own sentence when it sent problem details (a wrong
 * password, a slot just taken); else the caller's words (no connection, an answer that was
 * not ours).
 */
export function problemText(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 429) {
    return error.retryAfterSeconds === undefined
      ? t('errors.tooManyTriesLater')
      : t('errors.tooManyTries', { count: error.retryAfterSeconds });
  }
  return error.problem ? error.message : fallback;
}
