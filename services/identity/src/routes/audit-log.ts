import { type auditLogAnswer, auditLogQuery } from '@mise/contracts';
import { parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { auditLogPage } from '../store/admin-audit.js';

/** GET /api/admin/audit: every staff write of every service, filtered by record, actor, date. */
export const auditLogRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;

  app.get('/', async (request): Promise<z.infer<typeof auditLogAnswer>> => {
    requireStaff(request, 'read');
    return auditLogPage(db, parseInput(auditLogQuery, request.query, 'query'));
  });
};
