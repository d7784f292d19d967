import {
  accountStateBody,
  adminAccountParams,
  type adminCustomerAnswer,
  type adminCustomersAnswer,
  adminCustomersQuery,
} from '@mise/contracts';
import { parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountOfKind, setAccountState } from '../app/account-state.js';
import { adminCustomerOf } from '../app/admin-views.js';
import { listAccounts } from '../store/admin-accounts.js';
import { findUserById } from '../store/users.js';
import type { IdentityRouteOptions } from './route-options.js';

/**
 * /api/admin/customers: staff find customers and read their profile; support and admins
 * disable an account (it signs in no more, by any path, and its sessions end) or enable it,
 * saying why. Saved cards and the pantry are asked of their own services.
 */
export const adminCustomerRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  app,
  { onEventsCommitted },
) => {
  const { db } = app.infra.database;
  const idOf = (request: FastifyRequest) =>
    parseInput(adminAccountParams, request.params, 'params').id;

  app.get('/', async (request): Promise<z.infer<typeof adminCustomersAnswer>> => {
    requireStaff(request, 'read');
    const query = parseInput(adminCustomersQuery, request.query, 'query');
    const { rows, total } = await listAccounts(db, 'customer', query);
    return { data: rows.map(adminCustomerOf), total };
  });

  app.get('/:id', async (request): Promise<z.infer<typeof adminCustomerAnswer>> => {
    requireStaff(request, 'read');
    const id = idOf(request);
    return { data: adminCustomerOf(accountOfKind(await findUserById(db, id), 'customer', id)) };
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/:id/${action}`, async (request): Promise<z.infer<typeof adminCustomerAnswer>> => {
      requireStaff(request, 'customers.disable');
      const id = idOf(request);
      const { reason } = parseInput(accountStateBody, request.body, 'body');
      const user = await setAccountState(app, request, { kind: 'customer', id, disabled, reason });
      onEventsCommitted();
      return { data: adminCustomerOf(user) };
    });
  }
};
