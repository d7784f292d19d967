import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { auditColumns } from './AuditColumns';

/** The staff writes on the record shown, newest first: who, what, why and the change. */
export const AuditTrail = ({ recordType }: { recordType: string }) => (
  <ReferenceManyField
    reference="audit"
    target="recordId"
    filter={{ recordType }}
    sort={{ field: 'at', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination />}
  >
    <DataTable bulkActionButtons={false} rowClick={false} empty={<>No staff action yet.</>}>
      {auditColumns({ withRecord: false })}
    </DataTable>
  </ReferenceManyField>
);
