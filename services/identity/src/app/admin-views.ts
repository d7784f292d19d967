import type { AdminCustomer, StaffMember } from '@mise/contracts';
import type { UserRow } from '../store/users.js';

/** A customer as the staff console shows them. */
export const adminCustomerOf = (user: UserRow): AdminCustomer => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  phoneNumber: user.phoneNumber,
  language: user.language,
  createdAt: user.createdAt.toISOString(),
  firstOrderAt: user.firstOrderAt?.toISOString() ?? null,
  isEmailVerified: user.emailVerifiedAt !== null,
  disabledAt: user.disabledAt?.toISOString() ?? null,
  addresses: user.addresses,
});

/** A staff member as admins manage them; a member stored without a role counts as support. */
export const staffMemberOf = (user: UserRow): StaffMember => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  staffRole: user.staffRole ?? 'support',
  isPasswordSet: user.passwordHash !== null,
  createdAt: user.createdAt.toISOString(),
  disabledAt: user.disabledAt?.toISOString() ?? null,
});
