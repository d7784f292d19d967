import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  DataTable,
  Edit,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { useStaffMay } from '../auth';
import { centsOf, formatCents } from '../shared/money';
import { ReasonDialog } from '../shared/ReasonDialog';
import { AuditCard, ReadOnlyNotice, useSaveToolbar } from './parts';
import type { ExtraProductRecord } from './records';

const Column = DataTable.Col<ExtraProductRecord>;

export const ExtraProductList = () => (
  <List
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Name or id" />]}
  >
    <DataTable bulkActionButtons={false} rowClick="edit">
      <Column source="name" label="Extra product" />
      <Column source="category" label="Category" disableSort />
      <Column
        label="Price"
        align="right"
        disableSort
        render={(product) => formatCents(product.priceCents)}
      />
      <Column label="Taxable" disableSort render={(product) => (product.taxable ? 'Yes' : 'No')} />
    </DataTable>
  </List>
);

/** The price, and for admins its change with a reason (the server asks the same). */
function ExtraPrice() {
  const product = useRecordContext<ExtraProductRecord>();
  const mayReprice = useStaffMay('catalog.prices');
  const [update, { isPending }] = useUpdate<ExtraProductRecord & { reason: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  if (!product) return null;
  const cents = centsOf(typed);
  const valid = cents !== null && cents > 0 && cents !== product.priceCents;
  const confirm = (reason: string) =>
    update(
      'extra-products',
      {
        id: product.id,
        data: { priceCents: cents ?? undefined, reason },
        previousData: { ...product, reason: '' },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${product.name} now costs ${formatCents(cents ?? 0)}.`, { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'The price did not change.', {
            type: 'error',
          }),
      },
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Typography variant="h6" component="p">
        {formatCents(product.priceCents)}
      </Typography>
      {mayReprice && (
        <Button
          variant="outlined"
          onClick={() => {
            setTyped((product.priceCents / 100).toFixed(2));
            setOpen(true);
          }}
        >
          Change price
        </Button>
      )}
      <ReasonDialog
        open={open}
        title={`Change the price of ${product.name}`}
        description={`It costs ${formatCents(product.priceCents)} today.`}
        confirmLabel={cents !== null && valid ? `Set to ${formatCents(cents)}` : 'Set price'}
        ready={valid}
        busy={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <TextField
          label="New price (dollars)"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={typed !== '' && cents === null}
          helperText={
            cents === null ? 'An amount in dollars, e.g. 12.34' : `Shown as ${formatCents(cents)}`
          }
          fullWidth
          margin="dense"
        />
      </ReasonDialog>
    </Stack>
  );
}

function ExtraProductForm() {
  const { may, toolbar } = useSaveToolbar('catalog.write');
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 700 }}>
      {!may && <ReadOnlyNotice who="operations and admins" />}
      <ExtraPrice />
      <TextInput source="name" fullWidth disabled={!may} />
      <TextInput source="category" label="Category (id)" disabled={!may} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <NumberInput source="packSize" label="Pack holds" disabled={!may} />
        <SelectInput
          source="unit"
          choices={['g', 'ml', 'unit'].map((id) => ({ id, name: id }))}
          disabled={!may}
        />
        <NumberInput source="packCount" label="Pieces in a pack" disabled={!may} />
      </Stack>
      <BooleanInput source="taxable" disabled={!may} />
    </SimpleForm>
  );
}

/** The form sends its fields; the price goes alone, with its reason. */
const extraChangeOf = ({
  name,
  category,
  packSize,
  unit,
  packCount,
  taxable,
}: ExtraProductRecord) => ({
  name,
  category,
  packSize: Number(packSize),
  unit,
  packCount: Number(packCount),
  taxable,
});

export const ExtraProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={extraChangeOf}>
    <ExtraProductForm />
    <AuditCard recordType="extra-product" />
  </Edit>
);
