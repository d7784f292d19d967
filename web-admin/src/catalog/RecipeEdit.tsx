import type { RecipeChange } from '@mise/contracts';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { AuditTrail } from '../audit/AuditTrail';
import { useStaffMay } from '../auth';
import type { RecipeRecord } from './records';
import { gridProblem } from './servings';

type FormValues = RecipeRecord & { steps?: string[] };

/** What the form sends: only the fields staff edit (the server refuses any other). */
export function recipeChangeOf(values: FormValues): RecipeChange {
  return {
    name: values.name,
    description: values.description,
    status: values.status,
    servings: {
      default: Number(values.servings.default),
      min: Number(values.servings.min),
      increment: Number(values.servings.increment),
    },
    steps: (values.steps ?? []).map((step) => step.trim()).filter(Boolean),
    ingredientNotes: (values.ingredients ?? []).map((line) => line.note?.trim() || null),
  };
}

const validateGrid = (_value: unknown, values: FormValues) =>
  values.servings ? (gridProblem(values.servings) ?? undefined) : undefined;

function IngredientNotes({ disabled }: { disabled: boolean }) {
  const recipe = useRecordContext<RecipeRecord>();
  return (
    <Stack spacing={0} sx={{ width: '100%' }}>
      {(recipe?.ingredients ?? []).map((line, index) => (
        <TextInput
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move; staff edit notes only.
          key={`${line.ingredient}-${index}`}
          source={`ingredients.${index}.note`}
          label={`${line.ingredientName}, ${line.quantity} ${line.unit}: note`}
          disabled={disabled}
          fullWidth
          helperText={false}
        />
      ))}
    </Stack>
  );
}

function RecipeForm() {
  const mayWrite = useStaffMay('catalog.write');
  const disabled = !mayWrite;
  return (
    <SimpleForm
      toolbar={
        mayWrite ? (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        ) : (
          false
        )
      }
      sx={{ maxWidth: 900 }}
    >
      {!mayWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Recipes are edited by operations and admins; you may read them.
        </Alert>
      )}
      <BooleanInput
        source="status"
        label="Published (a draft is not offered to shoppers)"
        format={(status: string) => status === 'published'}
        parse={(published: boolean) => (published ? 'published' : 'draft')}
        disabled={disabled}
      />
      <TextInput source="name" label="Name" fullWidth disabled={disabled} />
      <TextInput
        source="description"
        label="Description"
        fullWidth
        multiline
        minRows={2}
        disabled={disabled}
      />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        Servings grid
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <NumberInput source="servings.min" label="From" min={1} disabled={disabled} />
        <NumberInput source="servings.increment" label="In steps of" min={1} disabled={disabled} />
        <NumberInput
          source="servings.default"
          label="Offered first"
          min={1}
          disabled={disabled}
          validate={validateGrid}
        />
      </Stack>
      <TextInput
        source="steps"
        label="Steps, one a line"
        fullWidth
        multiline
        minRows={4}
        format={(steps?: string[]) => (steps ?? []).join('\n')}
        parse={(text: string) => text.split('\n')}
        disabled={disabled}
      />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        Ingredient notes
      </Typography>
      <IngredientNotes disabled={disabled} />
    </SimpleForm>
  );
}

function RecipeAudit() {
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Staff changes
        </Typography>
        <AuditTrail recordType="recipe" />
      </CardContent>
    </Card>
  );
}

/** A recipe's texts, status and servings grid; the server checks them again on save. */
export const RecipeEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect={false}
    transform={(values: FormValues) => recipeChangeOf(values)}
  >
    <RecipeForm />
    <RecipeAudit />
  </Edit>
);
