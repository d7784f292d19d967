import {
  type AdminFeatureFlag,
  type adminFeatureFlagsAnswer,
  featureFlagChange,
  featureFlagParams,
} from '@mise/contracts';
import { auditStaffAction, notFound, parseInput, requireStaff } from '@mise/platform';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Catalog } from '../domain/catalog.js';
import { featureFlags, outbox } from '../store/schema.js';
import type { AdminCatalogRouteOptions } from './admin-products.js';

const answerOf = (row: { name: string; enabled: boolean }): AdminFeatureFlag => ({
  id: row.name,
  key: row.name,
  enabled: row.enabled,
});

/**
 * /api/admin/feature-flags: every staff member sees the shop's flags; admins switch one
 * (flags.write), audited. The flags are the catalog's (the seed names them): none is added here.
 * Shoppers see a switch within a minute (/api/feature-flags is cached that long).
 */
export const adminFlagRoutes: FastifyPluginAsync<
  AdminCatalogRouteOptions & { catalog: Catalog }
> = async (app, { catalog, onEventsCommitted }) => {
  const { db } = app.infra.database;

  app.get('/', async (request): Promise<z.infer<typeof adminFeatureFlagsAnswer>> => {
    requireStaff(request, 'read');
    const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.name));
    return { data: rows.map(answerOf), total: rows.length };
  });

  app.get('/:key', async (request): Promise<{ data: AdminFeatureFlag }> => {
    requireStaff(request, 'read');
    const { key } = parseInput(featureFlagParams, request.params, 'params');
    const [row] = await db.select().from(featureFlags).where(eq(featureFlags.name, key));
    if (!row) throw notFound(`No feature flag is named ${key}.`);
    return { data: answerOf(row) };
  });

  app.put('/:key', async (request): Promise<{ data: AdminFeatureFlag }> => {
    requireStaff(request, 'flags.write');
    const { key } = parseInput(featureFlagParams, request.params, 'params');
    const { enabled } = parseInput(featureFlagChange, request.body, 'body');
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(featureFlags)
        .where(eq(featureFlags.name, key))
        .for('update');
      if (!row) throw notFound(`No feature flag is named ${key}.`);
      if (row.enabled === enabled) return false;
      await tx.update(featureFlags).set({ enabled }).where(eq(featureFlags.name, key));
      await auditStaffAction(tx, outbox, request, 'catalog', {
        action: 'feature-flags.set',
        record: { type: 'feature-flag', id: key },
        before: { enabled: row.enabled },
        after: { enabled },
      });
      return true;
    });
    if (changed) {
      catalog.setFlag(key, enabled);
      onEventsCommitted();
    }
    return { data: answerOf({ name: key, enabled }) };
  });
};
