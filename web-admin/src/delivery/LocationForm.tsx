import type { AdminLocationAnswer } from '@mise/contracts';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Create,
  Edit,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { AuditTrail } from '../audit/AuditTrail';
import { useStaffMay } from '../auth';
import { SaveToolbar } from './SaveToolbar';

const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

const postalCode = (value: unknown) =>
  typeof value === 'string' && POSTAL_CODE.test(value.trim())
    ? undefined
    : 'Type a Canadian postal code like M5V 1M6.';

/** What the server accepts: the location's own fields, not its id or city name. */
const transform = (form: AdminLocationAnswer) => ({
  name: form.name,
  cityId: form.cityId,
  lineOne: form.lineOne,
  postalCode: form.postalCode,
  hours: form.hours,
  active: form.active,
});

function LocationFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 520 }}>
      <TextInput source="name" label="Name" validate={required()} disabled={disabled} />
      <ReferenceInput
        source="cityId"
        reference="cities"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput label="City" optionText="name" validate={required()} disabled={disabled} />
      </ReferenceInput>
      <TextInput
        source="lineOne"
        label="Street address"
        validate={required()}
        disabled={disabled}
      />
      <TextInput
        source="postalCode"
        label="Postal code"
        validate={postalCode}
        disabled={disabled}
      />
      <TextInput
        source="hours"
        label="Opening hours"
        helperText="As shoppers read it, e.g. Mon-Sat 9:00-21:00"
        validate={required()}
        disabled={disabled}
      />
      <BooleanInput
        source="active"
        label="Open (shoppers can choose it)"
        helperText="Switch a location off rather than delete it: orders keep where they were collected."
        disabled={disabled}
      />
    </Stack>
  );
}

/** A new pickup location, open at once unless switched off here. */
export const LocationCreate = () => (
  <Create title="New pickup location" transform={transform} redirect="list">
    <SimpleForm defaultValues={{ active: true }}>
      <LocationFields />
    </SimpleForm>
  </Create>
);

function LocationTitle() {
  const location = useRecordContext<AdminLocationAnswer>();
  return <>{location ? location.name : 'Pickup location'}</>;
}

/** A pickup location: its fields, switched on or off, and the staff changes made to it. */
export const LocationEdit = () => {
  const mayWrite = useStaffMay('delivery.write');
  return (
    <Edit title={<LocationTitle />} mutationMode="pessimistic" transform={transform}>
      <SimpleForm toolbar={mayWrite ? <SaveToolbar /> : false}>
        {!mayWrite && (
          <Alert severity="info" sx={{ mb: 1 }}>
            Your role may read pickup locations; operations and admins change them.
          </Alert>
        )}
        <LocationFields disabled={!mayWrite} />
      </SimpleForm>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Staff changes
        </Typography>
        <AuditTrail recordType="pickup-location" />
      </Box>
    </Edit>
  );
};
