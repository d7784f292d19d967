import type { StaffPermission } from '@mise/contracts';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { AuditTrail } from '../audit/AuditTrail';
import { useStaffMay } from '../auth';

/** A form's save button for those who may write, else nothing (react-admin's `toolbar`). */
export function useSaveToolbar(permission: StaffPermission) {
  const may = useStaffMay(permission);
  return {
    may,
    toolbar: may ? (
      <Toolbar>
        <SaveButton />
      </Toolbar>
    ) : (
      (false as const)
    ),
  };
}

export const ReadOnlyNotice = ({ who }: { who: string }) => (
  <Alert severity="info" sx={{ mb: 2 }}>
    These are edited by {who}; you may read them.
  </Alert>
);

/** The staff writes on the record shown. */
export const AuditCard = ({ recordType }: { recordType: string }) => (
  <Card variant="outlined" sx={{ m: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Staff changes
      </Typography>
      <AuditTrail recordType={recordType} />
    </CardContent>
  </Card>
);

/** A list typed as words between commas, for short id lists: "vegan, vegetarian". */
export const commaList = {
  format: (items?: string[]) => (items ?? []).join(', '),
  parse: (text: string) => text.split(',').map((item) => item.trim()),
};
export const cleanList = (items?: string[]) => (items ?? []).filter(Boolean);
