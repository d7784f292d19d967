import { z } from 'zod';

/** One invalid input: where it is and which rule it broke. */
export const fieldProblem = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type FieldProblem = z.infer<typeof fieldProblem>;

/**
 * RFC 9457 problem details, as every error leaves the server.
 * `message` is a sentence the shop can show a person as it is.
 */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  message: z.string(),
  requestId: z.string().optional(),
  fields: z.array(fieldProblem).optional(),
  /** A refused card payment (402) names the order it was for, which stays to be paid. */
  orderId: z.string().optional(),
});
export type Problem = z.infer<typeof problem>;
