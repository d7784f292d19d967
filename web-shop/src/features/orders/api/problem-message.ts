import { ApiError } from '@/shared/api/http';

/** The server's sentence for the shopper when it sent one (a slot just taken), else `fallback`. */
export function problemMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.problem ? error.message : fallback;
}
