import type { AdminCustomer } from '@mise/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useRecordContext } from 'react-admin';
import { useRecordAction } from '../api/useRecordAction';
import { useStaffMay } from '../auth';
import { ReasonDialog } from '../shared/ReasonDialog';

/** Disable or enable the customer's account (support and admins), saying why. */
export function CustomerActions() {
  const customer = useRecordContext<AdminCustomer>();
  const mayDisable = useStaffMay('customers.disable');
  const { run, busy } = useRecordAction('customers');
  const [open, setOpen] = useState(false);
  if (!customer || !mayDisable) return <TopToolbar />;
  const disabled = customer.disabledAt !== null;
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <TopToolbar>
      <Button
        variant="outlined"
        color={disabled ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
      >
        {disabled ? 'Enable account' : 'Disable account'}
      </Button>
      <ReasonDialog
        key={String(open)}
        open={open}
        title={disabled ? `Enable ${name}'s account` : `Disable ${name}'s account`}
        description={
          disabled
            ? `${name} can sign in again, with their password, Google or Facebook.`
            : `${name} is signed out everywhere at once and cannot sign in or reset their password until the account is enabled.`
        }
        confirmLabel={disabled ? 'Enable the account' : 'Disable the account'}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const done = await run(
            customer.id,
            { action: disabled ? 'enable' : 'disable', body: { reason } },
            disabled ? 'The account is enabled.' : 'The account is disabled and signed out.',
          );
          if (done) setOpen(false);
        }}
      />
    </TopToolbar>
  );
}
