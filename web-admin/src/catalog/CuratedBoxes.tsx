import {
  ArrayInput,
  DataTable,
  Edit,
  List,
  NumberInput,
  SearchInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { AuditCard, cleanList, commaList, ReadOnlyNotice, useSaveToolbar } from './parts';
import type { CuratedBoxRecord } from './records';

const Column = DataTable.Col<CuratedBoxRecord>;

export const CuratedBoxList = () => (
  <List
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Name or id" />]}
  >
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="name" label="Box" />
      <Column source="order" label="Order" disableSort />
      <Column label="Recipes" disableSort render={(box) => box.recipes.length} />
      <Column
        label="Storefronts"
        disableSort
        render={(box) => (box.influencers.length ? box.influencers.join(', ') : 'the shop')}
      />
    </DataTable>
  </List>
);

function CuratedBoxForm() {
  const { may, toolbar } = useSaveToolbar('catalog.write');
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 900 }}>
      {!may && <ReadOnlyNotice who="operations and admins" />}
      <TextInput source="name" fullWidth disabled={!may} />
      <TextInput source="description" fullWidth multiline minRows={2} disabled={!may} />
      <NumberInput source="order" disabled={!may} />
      <TextInput
        source="influencers"
        label="Storefront handles, between commas (none: the shop's own)"
        fullWidth
        disabled={!may}
        {...commaList}
      />
      <ArrayInput source="recipes" label="Recipes (at least 3)">
        <SimpleFormIterator inline disableReordering={!may} disableAdd={!may} disableRemove={!may}>
          <TextInput source="recipeId" label="Recipe id" helperText={false} disabled={!may} />
          <TextInput source="mealType" label="Meal type" helperText={false} disabled={!may} />
          <NumberInput source="servings" helperText={false} min={1} disabled={!may} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

const boxChangeOf = ({ name, description, order, influencers, recipes }: CuratedBoxRecord) => ({
  name,
  description,
  order: Number(order),
  influencers: cleanList(influencers),
  recipes: recipes.map((entry) => ({ ...entry, servings: Number(entry.servings) })),
});

export const CuratedBoxEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={boxChangeOf}>
    <CuratedBoxForm />
    <AuditCard recordType="curated-box" />
  </Edit>
);
