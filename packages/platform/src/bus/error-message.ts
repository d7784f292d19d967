/** What a failure is recorded as: handlers and brokers may throw anything. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
