import { z } from 'zod';
import { staffReason } from '../admin/audit.js';
import { adminListAnswer, adminListQuery, adminSearchText } from '../admin/list.js';
import { staffRoles } from '../admin/staff-roles.js';
import { address, emailAddress, shopLanguages } from './http.js';

/**
 * Staff's customers and staff accounts (identity): /api/admin/customers and /api/admin/staff.
 * A disabled account cannot sign in, by any path, until staff enable it again.
 */

/** `?disabled=true` or `false`, as the console's filters send it. */
const disabledFilter = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

const instant = z.iso.datetime();

/** An account's id in a path. */
export const adminAccountParams = z.strictObject({
  id: z
    .string()
    .trim()
    .min(1, { error: 'must be an account id' })
    .max(100, { error: 'must be an account id' }),
});

/** GET /api/admin/customers/:id: a customer as staff see them. */
export const adminCustomer = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  language: z.enum(shopLanguages),
  createdAt: instant,
  /** When their first order was paid; null before it. */
  firstOrderAt: instant.nullable(),
  isEmailVerified: z.boolean(),
  /** When staff disabled the account; null while it may sign in. */
  disabledAt: instant.nullable(),
  addresses: z.array(address),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomerAnswer = z.object({ data: adminCustomer });

/** GET /api/admin/customers */
export const adminCustomersQuery = adminListQuery(
  ['createdAt', 'emailAddress'],
  'createdAt',
).extend({
  /** Matches the first or last name, the whole name, or the e-mail address. */
  q: adminSearchText.optional(),
  disabled: disabledFilter.optional(),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuery>;
export const adminCustomersAnswer = adminListAnswer(adminCustomer);

/**
 * POST /api/admin/customers/:id/disable and /enable, and the same for staff: why. Disabling
 * also ends every session of the account.
 */
export const accountStateBody = z.strictObject({ reason: staffReason });

/** A staff member's account, as admins manage it. */
export const staffMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  staffRole: z.enum(staffRoles),
  /** False until they set their password from the mailed link. */
  isPasswordSet: z.boolean(),
  createdAt: instant,
  disabledAt: instant.nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffMemberAnswer = z.object({ data: staffMember });

/** GET /api/admin/staff */
export const staffMembersQuery = adminListQuery(['createdAt', 'emailAddress'], 'createdAt').extend({
  q: adminSearchText.optional(),
  staffRole: z.enum(staffRoles, { error: `must be one of ${staffRoles.join(', ')}` }).optional(),
  disabled: disabledFilter.optional(),
});
export type StaffMembersQuery = z.infer<typeof staffMembersQuery>;
export const staffMembersAnswer = adminListAnswer(staffMember);

const personName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, { error: 'Required' })
  .max(100, { error: 'must be at most 100 characters' });
const staffRole = z.enum(staffRoles, { error: `must be one of ${staffRoles.join(', ')}` });

/**
 * POST /api/admin/staff: a new staff account, with no password: the member is mailed a link to
 * set one.
 */
export const newStaffMemberBody = z.strictObject({
  emailAddress,
  firstName: personName,
  lastName: personName,
  staffRole,
});
export type NewStaffMemberBody = z.infer<typeof newStaffMemberBody>;

/** PUT /api/admin/staff/:id: a new role; the member's sessions end, as their token names the old one. */
export const staffRoleChangeBody = z.strictObject({ staffRole });
