import type { AdminCustomer } from '@mise/contracts';
import { Chip } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';

const Column = DataTable.Col<AdminCustomer>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />,
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

/** Every customer, newest first; search by name or e-mail; a row opens the customer. */
export const CustomerList = () => (
  <List
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    filters={filters}
    sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <Column
        label="Name"
        disableSort
        render={(customer) => `${customer.firstName} ${customer.lastName}`}
      />
      <Column source="emailAddress" label="E-mail" sx={{ wordBreak: 'break-all' }} />
      <Column source="phoneNumber" label="Phone" disableSort />
      <Column source="createdAt" label="Joined">
        <DateField source="createdAt" />
      </Column>
      <Column source="firstOrderAt" label="First order" disableSort>
        <DateField source="firstOrderAt" emptyText="—" />
      </Column>
      <Column
        label="Account"
        disableSort
        render={(customer) =>
          customer.disabledAt ? (
            <Chip label="Disabled" color="error" size="small" variant="outlined" />
          ) : (
            'Active'
          )
        }
      />
    </DataTable>
  </List>
);
