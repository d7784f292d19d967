import type { StaffMember } from '@mise/contracts';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Edit,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useRecordAction } from '../api/useRecordAction';
import { AuditTrail } from '../audit/AuditTrail';
import { ReasonDialog } from '../shared/ReasonDialog';
import { AdminsOnly } from './AdminsOnly';
import { roleChoices } from './roles';

/** Disable or enable the member shown, saying why; never oneself. */
function AccountButton() {
  const member = useRecordContext<StaffMember>();
  const { identity } = useGetIdentity();
  const { run, busy } = useRecordAction('staff');
  const [open, setOpen] = useState(false);
  if (!member || identity?.id === member.id) return null;
  const disabled = member.disabledAt !== null;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <>
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
        title={disabled ? `Enable ${name}` : `Disable ${name}`}
        description={
          disabled
            ? `${name} can sign in to the console again.`
            : `${name} is signed out everywhere at once and cannot sign in until enabled again.`
        }
        confirmLabel={disabled ? 'Enable' : 'Disable'}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const done = await run(
            member.id,
            { action: disabled ? 'enable' : 'disable', body: { reason } },
            disabled ? `${name} is enabled.` : `${name} is disabled and signed out.`,
          );
          if (done) setOpen(false);
        }}
      />
    </>
  );
}

function Summary() {
  const member = useRecordContext<StaffMember>();
  const { identity } = useGetIdentity();
  if (!member) return null;
  return (
    <>
      <Typography variant="h6" component="h1">
        {member.firstName} {member.lastName}
      </Typography>
      <Typography sx={{ wordBreak: 'break-all' }}>{member.emailAddress}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {member.disabledAt
          ? `Disabled since ${member.disabledAt.slice(0, 10)}`
          : member.isPasswordSet
            ? 'Active'
            : 'Invited: has not set a password yet'}
        {identity?.id === member.id ? ' · this is you: another admin changes your role' : ''}
      </Typography>
    </>
  );
}

const SaveOnly = () => (
  <Toolbar>
    <SaveButton label="Change role" />
  </Toolbar>
);

/** A staff member: change their role (they sign in again), disable or enable them. */
export function StaffEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <AdminsOnly>
      <Edit
        mutationMode="pessimistic"
        actions={
          <TopToolbar>
            <AccountButton />
          </TopToolbar>
        }
        transform={(form: StaffMember) => ({ staffRole: form.staffRole })}
        mutationOptions={{
          onSuccess: () => {
            notify('The role is changed. The member signs in again to use it.', {
              type: 'success',
            });
            redirect('list', 'staff');
          },
        }}
      >
        <SimpleForm toolbar={<SaveOnly />}>
          <Summary />
          <SelectInput
            source="staffRole"
            label="Role"
            choices={roleChoices}
            validate={required()}
          />
          <AuditTrail recordType="staff" />
        </SimpleForm>
      </Edit>
    </AdminsOnly>
  );
}
