import type { PromotionAnswer } from '@mise/contracts';
import {
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { useStaffMay } from '../auth';
import { describeDiscount } from './discount';

const Column = DataTable.Col<PromotionAnswer & { id: string }>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code or influencer" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'scheduled', name: 'Scheduled' },
      { id: 'active', name: 'Active' },
      { id: 'ended', name: 'Ended' },
    ]}
  />,
];

function Actions() {
  const mayWrite = useStaffMay('promotions.write');
  return (
    <TopToolbar>
      {mayWrite && <CreateButton label="New code" />}
      <ExportButton />
    </TopToolbar>
  );
}

/** Every promo code with its discount, window, status and how often paid orders used it. */
export const PromotionList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} actions={<Actions />}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="code" label="Code" />
      <Column label="Discount" disableSort render={describeDiscount} />
      <Column source="status" label="Status" disableSort />
      <Column source="redemptions" label="Used" align="right" />
      <Column source="endsAt" label="Ends" disableSort>
        <DateField source="endsAt" showTime emptyText="—" />
      </Column>
      <Column source="influencerId" label="Influencer" disableSort />
    </DataTable>
  </List>
);
