import { ApiError } from '@/shared/api/http';

/**
 * What to tell the shopper about a failed call: the server's own sentence when it sent problem
 * details (a wrong password, an expired link), else the caller's words (no connection, an
 * answer that was not ours).
 */
export function problemText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.problem ? error.message : fallback;
}
