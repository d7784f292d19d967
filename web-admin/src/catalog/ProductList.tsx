import { brandTypes } from '@mise/contracts';
import { DataTable, List, SearchInput, SelectInput, TextInput } from 'react-admin';
import { formatCents } from '../shared/money';
import type { ProductRecord } from './records';
import { tierLabel } from './tiers';

const Column = DataTable.Col<ProductRecord>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Product name or id" />,
  <TextInput key="ingredientId" source="ingredientId" label="Ingredient (id, e.g. kale)" />,
  <SelectInput
    key="brandType"
    source="brandType"
    label="Tier"
    choices={brandTypes.map((id) => ({ id, name: tierLabel(id) }))}
  />,
];

/** Every product, by name; a row opens the product and its tiers. */
export const ProductList = () => (
  <List
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    filters={filters}
    sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <Column source="name" label="Product" />
      <Column source="ingredientName" label="Ingredient" />
      <Column source="brandType" label="Tier" render={(product) => tierLabel(product.brandType)} />
      <Column
        label="Pack"
        disableSort
        render={(product) => `${product.packSize} ${product.baseUnit}`}
      />
      <Column
        source="priceCents"
        label="Price"
        align="right"
        render={(product) => formatCents(product.priceCents)}
      />
    </DataTable>
  </List>
);
