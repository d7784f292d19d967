import { DataTable, DateField, List } from 'react-admin';
import { describeStaffAction } from './staffActions';

/** Read-only: the log is written by the identity service as staff act in customers' accounts. */
export const StaffAccessList = () => (
  <List perPage={50} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="at" label="When" disableSort>
        <DateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col
        source="action"
        label="Action"
        disableSort
        render={(entry) => describeStaffAction(entry.action)}
      />
      <DataTable.Col source="staffEmail" label="Staff" disableSort />
      <DataTable.Col source="customerEmail" label="Customer" disableSort />
      <DataTable.Col source="ip" label="From" disableSort />
    </DataTable>
  </List>
);
