/**
 * The staff roles and what each may do. The services check these (requireStaff), and the
 * console reads the same table to offer only what the signed-in member may do.
 * - support answers customers: opens their accounts, cancels and reschedules their orders.
 * - operations runs the day: orders out and delivered, slots, cities, the catalog's texts.
 * - admin may do all of it, and alone moves money or prices and manages staff.
 */
export const staffRoles = ['support', 'operations', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

const everyone = staffRoles;
const operations = ['operations', 'admin'] as const;
const support = ['support', 'admin'] as const;
const supportAndOperations = ['support', 'operations', 'admin'] as const;
const adminOnly = ['admin'] as const;

export const staffPermissions = {
  /** Read anything in the console: orders, customers, the audit log. */
  read: everyone,
  'orders.fulfil': operations,
  'orders.cancel': supportAndOperations,
  'orders.reschedule': supportAndOperations,
  'orders.refund': adminOnly,
  'customers.access': support,
  'customers.disable': support,
  'promotions.write': adminOnly,
  'catalog.write': operations,
  'catalog.prices': adminOnly,
  'delivery.write': operations,
  'content.write': supportAndOperations,
  'flags.write': adminOnly,
  'staff.write': adminOnly,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export const staffMay = (role: StaffRole, permission: StaffPermission): boolean =>
  (staffPermissions[permission] as readonly StaffRole[]).includes(role);
