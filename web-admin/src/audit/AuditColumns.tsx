import type { AuditEntry } from '@mise/contracts';
import { DataTable, DateField } from 'react-admin';
import { describeAction, describeChange } from './describeAction';

const Column = DataTable.Col<AuditEntry & { id: string }>;

/** The columns of an audit entry: in the log, with the record; under a record, without. */
export const auditColumns = ({ withRecord }: { withRecord: boolean }) => (
  <>
    <Column source="at" label="When">
      <DateField source="at" showTime />
    </Column>
    <Column
      label="Who"
      disableSort
      render={(entry) => `${entry.actor.emailAddress} (${entry.actor.role})`}
    />
    <Column label="Action" disableSort render={(entry) => describeAction(entry.action)} />
    {withRecord && (
      <Column
        label="Record"
        disableSort
        render={(entry) => `${entry.record.type} ${entry.record.id}`}
      />
    )}
    {withRecord && (
      <Column
        label="For customer"
        disableSort
        render={(entry) => entry.onBehalfOf?.emailAddress ?? ''}
      />
    )}
    <Column source="reason" label="Why" disableSort />
    <Column
      label="Change"
      disableSort
      sx={{ overflowWrap: 'anywhere', minWidth: '12rem' }}
      render={(entry) => describeChange(entry.before, entry.after)}
    />
  </>
);
