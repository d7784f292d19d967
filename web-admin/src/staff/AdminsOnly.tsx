import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { useStaffMay } from '../auth';

/** Staff accounts are for admins: others are told so instead of meeting a refusal. */
export function AdminsOnly({ children }: { children: ReactNode }) {
  const { isPending } = usePermissions();
  const mayManage = useStaffMay('staff.write');
  if (isPending) return null;
  if (!mayManage) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        Only admins manage staff accounts and roles.
      </Alert>
    );
  }
  return <>{children}</>;
}
