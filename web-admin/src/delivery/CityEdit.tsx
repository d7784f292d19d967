import type { AdminCityAnswer } from '@mise/contracts';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  NumberInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { AuditTrail } from '../audit/AuditTrail';
import { useStaffMay } from '../auth';
import { centsOf, formatCents } from '../shared/money';
import { CityDay } from './CityDay';
import { SaveToolbar } from './SaveToolbar';

const MAX_FEE_CENTS = 500;

/** The fee as staff type it, in dollars: '2.99'. */
const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

function validFee(typed: unknown): string | undefined {
  const cents = centsOf(String(typed ?? ''));
  if (cents === null || cents > MAX_FEE_CENTS) {
    return `Type an amount in dollars from $0.00 to ${formatCents(MAX_FEE_CENTS)}, like 2.99.`;
  }
  return undefined;
}

function validCapacity(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1000) {
    return 'Type a whole number of orders from 1 to 1000 (switch the city off instead of 0).';
  }
  return undefined;
}

interface CityForm extends AdminCityAnswer {
  feeDollars?: string;
}

/** What the server accepts (PUT /api/admin/delivery/cities/:id): the fee in cents, not dollars. */
const transform = (form: CityForm) => ({
  deliveryFeeCents: centsOf(String(form.feeDollars ?? dollarsOf(form.deliveryFee))),
  slotCapacity: form.slotCapacity,
  active: form.active,
});

function CityFields() {
  const city = useRecordContext<AdminCityAnswer>();
  const mayWrite = useStaffMay('delivery.write');
  if (!city) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary">
        {city.province}, {city.countryCode} · slots in {city.timeZone} · postal codes{' '}
        {city.postalCodePrefixes.join(', ')}
      </Typography>
      {!mayWrite && (
        <Alert severity="info">
          Your role may read delivery settings; operations and admins change them.
        </Alert>
      )}
      <TextInput
        source="feeDollars"
        label="Delivery fee ($)"
        defaultValue={dollarsOf(city.deliveryFee)}
        validate={validFee}
        helperText="In dollars, from 0.00 to 5.00. The cart shows the new fee at once."
        disabled={!mayWrite}
      />
      <NumberInput
        source="slotCapacity"
        label="Orders per slot"
        min={1}
        max={1000}
        step={1}
        validate={validCapacity}
        helperText="Places in each 2-hour slot. Lowering it never cancels orders already booked."
        disabled={!mayWrite}
      />
      <BooleanInput
        source="active"
        label="Delivery on (shoppers can choose this city)"
        disabled={!mayWrite}
      />
    </Stack>
  );
}

function CityTitle() {
  const city = useRecordContext<AdminCityAnswer>();
  return <>{city ? `Delivery to ${city.name}` : 'Delivery city'}</>;
}

function CityDayCard() {
  const city = useRecordContext<AdminCityAnswer>();
  if (!city) return null;
  return (
    <Box sx={{ p: 2 }}>
      <CityDay cityId={city._id} timeZone={city.timeZone} />
    </Box>
  );
}

/** A city: its fee, capacity and whether it is served; below, a day of its slots and the audit. */
export const CityEdit = () => {
  const mayWrite = useStaffMay('delivery.write');
  return (
    <Edit title={<CityTitle />} mutationMode="pessimistic" transform={transform}>
      <SimpleForm toolbar={mayWrite ? <SaveToolbar /> : false}>
        <CityFields />
      </SimpleForm>
      <Divider />
      <CityDayCard />
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" gutterBottom>
          Staff changes
        </Typography>
        <AuditTrail recordType="city" />
      </Box>
    </Edit>
  );
};
