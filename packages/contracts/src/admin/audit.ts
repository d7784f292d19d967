import { z } from 'zod';
import { adminListAnswer, adminListQuery, adminSearchText } from './list.js';
import { staffRoles } from './staff-roles.js';

/** A staff member as the audit names them. */
const auditActor = z.object({
  id: z.string(),
  emailAddress: z.string(),
  role: z.enum(staffRoles),
});

/**
 * One staff write, recorded by the service that made it in the same transaction as the change
 * (GET /api/admin/audit). `record` is what was changed; `onBehalfOf` is the customer whose
 * account the staff member had opened, when the write was made from it.
 */
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  service: z.string(),
  action: z.string(),
  record: z.object({ type: z.string(), id: z.string() }),
  actor: auditActor,
  onBehalfOf: z.object({ id: z.string(), emailAddress: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** The record's fields that changed, before and after; null where it did not exist. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  request: z.object({
    id: z.string(),
    method: z.string(),
    path: z.string(),
    ip: z.string(),
    traceId: z.string().nullable(),
  }),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Every service announces its audit rows; identity keeps the one log staff read. */
export const staffActionAudited = {
  type: 'admin.staff-action.audited',
  version: 1,
  data: auditEntry,
} as const;

export const auditLogQuery = adminListQuery(['at'], 'at').extend({
  recordType: adminSearchText.optional(),
  recordId: adminSearchText.optional(),
  actorId: adminSearchText.optional(),
  /** Matches the action, the actor's or the customer's e-mail, the record id or the reason. */
  q: adminSearchText.optional(),
  from: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
});
export const auditLogAnswer = adminListAnswer(auditEntry);

/** The reason staff must give for refunds, cancellations, account access and price changes. */
export const staffReason = z
  .string({ error: 'must say why' })
  .trim()
  .min(3, { error: 'must say why, in at least 3 characters' })
  .max(500, { error: 'must be at most 500 characters' });
