import type { AdminCityAnswer } from '@mise/contracts';
import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { formatCents } from '../shared/money';

const Column = DataTable.Col<AdminCityAnswer & { id: string }>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="City name" />,
  <SelectInput
    key="active"
    source="active"
    label="Delivery"
    choices={[
      { id: 'true', name: 'On' },
      { id: 'false', name: 'Off' },
    ]}
  />,
];

/** Every city, served or not, by name; a row opens the city to change it and see its days. */
export const CityList = () => (
  <List
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    filters={filters}
    exporter={false}
    sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
  >
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="name" label="City" />
      <Column
        label="Province"
        disableSort
        render={(city) => `${city.province}, ${city.countryCode}`}
      />
      <Column
        label="Delivery fee"
        align="right"
        disableSort
        render={(city) => formatCents(city.deliveryFee)}
      />
      <Column
        label="Orders per slot"
        align="right"
        disableSort
        render={(city) => city.slotCapacity}
      />
      <Column
        label="Delivery"
        disableSort
        render={(city) =>
          city.active ? (
            <Chip size="small" color="success" label="On" />
          ) : (
            <Chip size="small" label="Off" />
          )
        }
      />
    </DataTable>
  </List>
);
