import { type StaffRole, staffRoles } from '@mise/contracts';

/** What each role is for, as admins choose one. */
export const roleNames: Record<StaffRole, string> = {
  support: 'Support: answers customers, opens their accounts',
  operations: 'Operations: runs the day, orders, slots and catalog',
  admin: 'Admin: everything, money, prices and staff',
};

export const roleChoices = staffRoles.map((role) => ({ id: role, name: roleNames[role] }));

export const roleLabel = (role: StaffRole) => role.charAt(0).toUpperCase() + role.slice(1);
