import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import type { RecipeRecord } from './records';
import { servingsText } from './servings';

const Column = DataTable.Col<RecipeRecord>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Recipe name or id" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={[
      { id: 'published', name: 'Published' },
      { id: 'draft', name: 'Draft' },
    ]}
  />,
];

/** Every recipe, drafts included, by name; a row opens its edit page. */
export const RecipeList = () => (
  <List
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    filters={filters}
    sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
  >
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="name" label="Recipe" />
      <Column
        source="status"
        label="Status"
        render={(recipe) => (
          <Chip
            size="small"
            label={recipe.status === 'published' ? 'Published' : 'Draft'}
            color={recipe.status === 'published' ? 'success' : 'default'}
            variant="outlined"
          />
        )}
      />
      <Column source="cuisine" label="Cuisine" disableSort />
      <Column label="Servings" disableSort render={(recipe) => servingsText(recipe.servings)} />
      <Column source="cookingTime" label="Minutes" disableSort align="right" />
    </DataTable>
  </List>
);
