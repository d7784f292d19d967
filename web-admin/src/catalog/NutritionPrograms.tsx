import { Stack } from '@mui/material';
import { DataTable, Edit, List, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { AuditCard, ReadOnlyNotice, useSaveToolbar } from './parts';
import type { NutritionProgramRecord } from './records';

const Column = DataTable.Col<NutritionProgramRecord>;
const range = (values: [number, number]) => `${values[0]}–${values[1]} %`;

export const NutritionProgramList = () => (
  <List sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="name" label="Program" />
      <Column source="caloriesPerDay" label="kcal a day" disableSort />
      <Column label="Carbs" disableSort render={(p) => range(p.carbohydrates)} />
      <Column label="Protein" disableSort render={(p) => range(p.protein)} />
      <Column label="Fat" disableSort render={(p) => range(p.fat)} />
    </DataTable>
  </List>
);

const Range = ({
  source,
  label,
  disabled,
}: {
  source: string;
  label: string;
  disabled: boolean;
}) => (
  <Stack direction="row" spacing={2}>
    <NumberInput source={`${source}.0`} label={`${label} from (%)`} disabled={disabled} />
    <NumberInput source={`${source}.1`} label={`${label} to (%)`} disabled={disabled} />
  </Stack>
);

function ProgramForm() {
  const { may, toolbar } = useSaveToolbar('catalog.write');
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 700 }}>
      {!may && <ReadOnlyNotice who="operations and admins" />}
      <TextInput source="name" fullWidth disabled={!may} />
      <TextInput source="description" fullWidth multiline minRows={2} disabled={!may} />
      <NumberInput source="caloriesPerDay" label="Calories a day" disabled={!may} />
      <Range source="carbohydrates" label="Carbohydrates" disabled={!may} />
      <Range source="protein" label="Protein" disabled={!may} />
      <Range source="fat" label="Fat" disabled={!may} />
    </SimpleForm>
  );
}

const pair = (values: [number, number]) => values.map(Number) as [number, number];
const programChangeOf = (p: NutritionProgramRecord) => ({
  name: p.name,
  description: p.description,
  caloriesPerDay: Number(p.caloriesPerDay),
  carbohydrates: pair(p.carbohydrates),
  protein: pair(p.protein),
  fat: pair(p.fat),
});

export const NutritionProgramEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={programChangeOf}>
    <ProgramForm />
    <AuditCard recordType="nutrition-program" />
  </Edit>
);
