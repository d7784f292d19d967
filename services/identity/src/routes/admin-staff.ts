import {
  accountStateBody,
  adminAccountParams,
  newStaffMemberBody,
  type staffMemberAnswer,
  type staffMembersAnswer,
  staffMembersQuery,
  staffRoleChangeBody,
} from '@mise/contracts';
import { parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountOfKind, setAccountState } from '../app/account-state.js';
import { staffMemberOf } from '../app/admin-views.js';
import { changeStaffRole, createStaffMember } from '../app/staff-accounts.js';
import { listAccounts } from '../store/admin-accounts.js';
import { findUserById } from '../store/users.js';
import type { IdentityRouteOptions } from './route-options.js';

/**
 * /api/admin/staff: admins (staff.write) list the staff, add a member (mailed a link to set
 * their password), change a member's role (their sessions end) and disable or enable them.
 * Nobody changes their own role or disables themselves. Every write is audited.
 */
export const adminStaffRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  app,
  { clock, linkOrigin, onEventsCommitted },
) => {
  const { db } = app.infra.database;
  app.addHook('preHandler', async (request) => {
    requireStaff(request, 'staff.write');
  });
  const idOf = (request: FastifyRequest) =>
    parseInput(adminAccountParams, request.params, 'params').id;

  app.get('/', async (request): Promise<z.infer<typeof staffMembersAnswer>> => {
    const query = parseInput(staffMembersQuery, request.query, 'query');
    const { rows, total } = await listAccounts(db, 'staff', query);
    return { data: rows.map(staffMemberOf), total };
  });

  app.get('/:id', async (request): Promise<z.infer<typeof staffMemberAnswer>> => {
    const id = idOf(request);
    return { data: staffMemberOf(accountOfKind(await findUserById(db, id), 'staff', id)) };
  });

  app.post('/', async (request, reply): Promise<z.infer<typeof staffMemberAnswer>> => {
    const body = parseInput(newStaffMemberBody, request.body, 'body');
    const created = await createStaffMember(app, request, body, {
      origin: linkOrigin,
      now: clock(),
    });
    onEventsCommitted();
    reply.code(201);
    return { data: staffMemberOf(created) };
  });

  app.put('/:id', async (request): Promise<z.infer<typeof staffMemberAnswer>> => {
    const id = idOf(request);
    const { staffRole } = parseInput(staffRoleChangeBody, request.body, 'body');
    const changed = await changeStaffRole(app, request, id, staffRole);
    onEventsCommitted();
    return { data: staffMemberOf(changed) };
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(`/:id/${action}`, async (request): Promise<z.infer<typeof staffMemberAnswer>> => {
      const id = idOf(request);
      const { reason } = parseInput(accountStateBody, request.body, 'body');
      const user = await setAccountState(app, request, { kind: 'staff', id, disabled, reason });
      onEventsCommitted();
      return { data: staffMemberOf(user) };
    });
  }
};
