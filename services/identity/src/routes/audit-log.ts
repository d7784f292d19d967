import type { auditLogAnswer } from '@mise/contracts';
import { parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { auditPage } from '../store/staff-audit.js';

// Not in the contracts yet: only the console reads it.
const auditLogQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .default(0),
  perPage: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(200, { error: 'must be at most 200' })
    .default(50),
});

type AuditLogAnswer = z.infer<typeof auditLogAnswer>;

/** /api/admin/identity: what staff did in customers' accounts, for staff to review. */
export const auditLogRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;

  app.get('/audit-log', async (request): Promise<AuditLogAnswer> => {
    requireStaff(request);
    const { page, perPage } = parseInput(auditLogQuery, request.query, 'query');
    const { entries, total } = await auditPage(db, page, perPage);
    return { entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })), total };
  });
};
