import { z } from 'zod';

/** One dependency's state in GET /api/readyz. */
export const readinessCheck = z.object({
  ok: z.boolean(),
  /** Events written but not yet relayed (outbox checks only). */
  backlog: z.number().int().nonnegative().optional(),
  error: z.string().optional(),
});
export type ReadinessCheckResult = z.infer<typeof readinessCheck>;

/** GET /api/readyz: 200 when every check is ok, else 503 with the same shape. */
export const readinessAnswer = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.record(z.string(), readinessCheck),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswer>;
