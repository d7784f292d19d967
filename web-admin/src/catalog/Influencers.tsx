import { dietIds } from '@mise/contracts';
import { Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  Edit,
  List,
  NumberInput,
  SearchInput,
  SelectArrayInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { AuditCard, cleanList, commaList, ReadOnlyNotice, useSaveToolbar } from './parts';
import type { InfluencerRecord } from './records';

const Column = DataTable.Col<InfluencerRecord>;

export const InfluencerList = () => (
  <List
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Name or id" />]}
  >
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="name" label="Storefront" />
      <Column source="handle" label="Address" disableSort render={(i) => `/${i.handle}`} />
      <Column source="couponCode" label="Coupon" disableSort />
      <Column
        label="Filters"
        disableSort
        render={(i) =>
          i.isDefaultInfluencer ? 'the whole shop' : JSON.stringify(i.filters).replace(/"/g, '')
        }
      />
    </DataTable>
  </List>
);

function InfluencerForm() {
  const { may, toolbar } = useSaveToolbar('catalog.write');
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 800 }}>
      {!may && <ReadOnlyNotice who="operations and admins" />}
      <TextInput source="name" fullWidth disabled={!may} />
      <TextInput source="tagline" fullWidth disabled={!may} />
      <TextInput source="couponCode" label="Coupon code" disabled={!may} />
      <BooleanInput source="disableLogo" label="Hide the Mise logo" disabled={!may} />
      <Typography variant="subtitle1" component="h2">
        Filters: what the storefront shows of the shop's recipes
      </Typography>
      <SelectArrayInput
        source="filters.diets"
        label="Diets"
        choices={dietIds.map((id) => ({ id, name: id }))}
        disabled={!may}
      />
      <TextInput
        source="filters.categories"
        label="Categories (ids, between commas)"
        fullWidth
        disabled={!may}
        {...commaList}
      />
      <TextInput
        source="filters.mealTypes"
        label="Meal types (ids, between commas)"
        fullWidth
        disabled={!may}
        {...commaList}
      />
      <Stack direction="row" spacing={2}>
        <NumberInput source="filters.cookingTimeMax" label="At most (minutes)" disabled={!may} />
        <NumberInput
          source="filters.proteinMinDv"
          label="Protein at least (% DV)"
          disabled={!may}
        />
      </Stack>
    </SimpleForm>
  );
}

/** The filters as the server keeps them: a filter left empty is no filter. */
function filtersOf(filters: InfluencerRecord['filters']): InfluencerRecord['filters'] {
  const lists = {
    diets: cleanList(filters.diets),
    categories: cleanList(filters.categories),
    mealTypes: cleanList(filters.mealTypes),
  };
  const numbers = {
    cookingTimeMax: filters.cookingTimeMax,
    proteinMinDv: filters.proteinMinDv,
  };
  return Object.fromEntries([
    ...Object.entries(lists).filter(([, list]) => list.length > 0),
    ...Object.entries(numbers)
      .filter(([, value]) => value !== undefined && value !== null && String(value) !== '')
      .map(([key, value]) => [key, Number(value)]),
  ]);
}

const influencerChangeOf = (i: InfluencerRecord) => ({
  name: i.name,
  tagline: i.tagline,
  couponCode: i.couponCode?.trim() ? i.couponCode.trim() : null,
  disableLogo: i.disableLogo,
  filters: filtersOf(i.filters ?? {}),
});

export const InfluencerEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={influencerChangeOf}>
    <InfluencerForm />
    <AuditCard recordType="influencer" />
  </Edit>
);
