/** How a job retries when its definition does not say, whatever the queue behind it. */
export const defaultJobPolicy = {
  attempts: 3,
  backoffMs: 1_000,
} as const;
