import { DataTable, DateInput, List, SearchInput, SelectInput, TextInput } from 'react-admin';
import { auditColumns } from './AuditColumns';

const recordTypes = ['order', 'customer', 'city', 'promotion', 'product', 'recipe'].map((id) => ({
  id,
  name: id,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search the log" />,
  <SelectInput key="recordType" source="recordType" label="Record type" choices={recordTypes} />,
  <TextInput key="recordId" source="recordId" label="Record id" />,
  <TextInput key="actorId" source="actorId" label="Staff id" />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

/** Every staff write of every service, newest first; read-only, written by the services. */
export const AuditList = () => (
  <List perPage={25} sort={{ field: 'at', order: 'DESC' }} filters={filters}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      {auditColumns({ withRecord: true })}
    </DataTable>
  </List>
);
