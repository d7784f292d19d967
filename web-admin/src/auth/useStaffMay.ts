import { type StaffPermission, type StaffRole, staffMay, staffRoles } from '@mise/contracts';
import { usePermissions } from 'react-admin';

const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/**
 * Whether the signed-in staff member's role allows `permission`, as the services decide it:
 * the console offers only what the server will accept.
 */
export function useStaffMay(permission: StaffPermission): boolean {
  const { permissions } = usePermissions();
  return isStaffRole(permissions) && staffMay(permissions, permission);
}
