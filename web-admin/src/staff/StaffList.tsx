import type { StaffMember } from '@mise/contracts';
import { Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { AdminsOnly } from './AdminsOnly';
import { roleLabel } from './roles';

const Column = DataTable.Col<StaffMember>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />,
  <SelectInput
    key="staffRole"
    source="staffRole"
    label="Role"
    choices={[
      { id: 'support', name: 'Support' },
      { id: 'operations', name: 'Operations' },
      { id: 'admin', name: 'Admin' },
    ]}
  />,
  <SelectInput
    key="disabled"
    source="disabled"
    label="Account"
    choices={[
      { id: 'false', name: 'Active' },
      { id: 'true', name: 'Disabled' },
    ]}
  />,
];

/** The staff accounts with their roles (admins only); a row opens the member. */
export const StaffList = () => (
  <AdminsOnly>
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="New staff member" />
        </TopToolbar>
      }
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
    >
      <DataTable bulkActionButtons={false} rowClick="edit">
        <Column
          label="Name"
          disableSort
          render={(member) => `${member.firstName} ${member.lastName}`}
        />
        <Column source="emailAddress" label="E-mail" sx={{ wordBreak: 'break-all' }} />
        <Column
          source="staffRole"
          label="Role"
          disableSort
          render={(member) => roleLabel(member.staffRole)}
        />
        <Column source="createdAt" label="Added">
          <DateField source="createdAt" />
        </Column>
        <Column
          label="Account"
          disableSort
          render={(member) =>
            member.disabledAt ? (
              <Chip label="Disabled" color="error" size="small" variant="outlined" />
            ) : member.isPasswordSet ? (
              'Active'
            ) : (
              'Invited: no password yet'
            )
          }
        />
      </DataTable>
    </List>
  </AdminsOnly>
);
