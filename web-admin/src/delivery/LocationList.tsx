import type { AdminLocationAnswer } from '@mise/contracts';
import { Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { useStaffMay } from '../auth';

const Column = DataTable.Col<AdminLocationAnswer & { id: string }>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or street" />,
  <ReferenceInput
    key="cityId"
    source="cityId"
    reference="cities"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={100}
  >
    <SelectInput label="City" optionText="name" />
  </ReferenceInput>,
  <SelectInput
    key="active"
    source="active"
    label="Open"
    choices={[
      { id: 'true', name: 'Open' },
      { id: 'false', name: 'Switched off' },
    ]}
  />,
];

function LocationListActions() {
  const mayWrite = useStaffMay('delivery.write');
  return <TopToolbar>{mayWrite && <CreateButton label="Add a location" />}</TopToolbar>;
}

/** Every pickup location, open or switched off; a row opens it. */
export const LocationList = () => (
  <List
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    filters={filters}
    actions={<LocationListActions />}
    exporter={false}
    sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
  >
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="name" label="Location" />
      <Column source="cityId" label="City" render={(location) => location.cityName} />
      <Column
        label="Address"
        disableSort
        render={(location) => `${location.lineOne}, ${location.postalCode}`}
      />
      <Column source="hours" label="Hours" disableSort />
      <Column
        label="Shoppers"
        disableSort
        render={(location) =>
          location.active ? (
            <Chip size="small" color="success" label="Open" />
          ) : (
            <Chip size="small" label="Switched off" />
          )
        }
      />
    </DataTable>
  </List>
);
