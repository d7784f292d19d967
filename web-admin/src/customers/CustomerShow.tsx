import type { AdminCustomer, OrderAnswer } from '@mise/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  Pagination,
  ReferenceManyField,
  Show,
  useRecordContext,
} from 'react-admin';
import { AuditTrail } from '../audit/AuditTrail';
import { formatCents } from '../shared/money';
import { Section } from '../shared/Section';
import { CustomerActions } from './CustomerActions';
import { PantrySummary, SavedCards } from './CustomerExtras';

const OrderColumn = DataTable.Col<OrderAnswer & { id: string }>;
const day = (instant: string | null) => (instant ? instant.slice(0, 10) : '—');

function Addresses({ customer }: { customer: AdminCustomer }) {
  if (customer.addresses.length === 0) return <Typography>No saved address.</Typography>;
  return (
    <Stack spacing={1}>
      {customer.addresses.map((address) => (
        <Typography key={`${address.lineOne}-${address.postalCode}`}>
          {address.lineOne}
          {address.lineTwo ? `, ${address.lineTwo}` : ''}, {address.city} {address.province}{' '}
          {address.postalCode}
          {address.primary ? ' · primary' : ''}
          {address.deliveryInstructions ? ` · “${address.deliveryInstructions}”` : ''}
        </Typography>
      ))}
    </Stack>
  );
}

function CustomerDetails() {
  const customer = useRecordContext<AdminCustomer>();
  if (!customer) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}
      >
        <Typography variant="h5" component="h1">
          {customer.firstName} {customer.lastName}
        </Typography>
        {customer.disabledAt ? (
          <Chip label={`Disabled since ${day(customer.disabledAt)}`} color="error" />
        ) : (
          <Chip label="Active" color="primary" variant="outlined" />
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Section title="Profile">
          <Typography sx={{ wordBreak: 'break-all' }}>
            {customer.emailAddress} · {customer.isEmailVerified ? 'verified' : 'not verified'}
          </Typography>
          <Typography>{customer.phoneNumber || 'No phone number'}</Typography>
          <Typography>Language: {customer.language === 'fr-CA' ? 'French' : 'English'}</Typography>
          <Typography>Joined {day(customer.createdAt)}</Typography>
          <Typography>
            {customer.firstOrderAt
              ? `First order paid ${day(customer.firstOrderAt)}`
              : 'No paid order yet'}
          </Typography>
        </Section>
        <Section title="Addresses">
          <Addresses customer={customer} />
        </Section>
        <Section title="Saved cards">
          <SavedCards userId={customer.id} />
        </Section>
        <Section title="Pantry">
          <PantrySummary userId={customer.id} />
        </Section>
      </Box>
      <Section title="Orders">
        <ReferenceManyField
          reference="orders"
          target="userId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination />}
        >
          <DataTable bulkActionButtons={false} rowClick="show" empty={<>No order yet.</>}>
            <OrderColumn source="number" label="Order" disableSort />
            <OrderColumn source="createdAt" label="Placed" disableSort>
              <DateField source="createdAt" showTime />
            </OrderColumn>
            <OrderColumn source="statusLabel" label="Status" disableSort />
            <OrderColumn
              source="total"
              label="Total"
              align="right"
              disableSort
              render={(order) => formatCents(order.cost.totalPrice)}
            />
          </DataTable>
        </ReferenceManyField>
      </Section>
      <Section title="Staff actions">
        <AuditTrail recordType="customer" />
      </Section>
    </Stack>
  );
}

/** One customer: profile, addresses, cards, pantry, orders, what staff did, and disable/enable. */
export const CustomerShow = () => (
  <Show actions={<CustomerActions />} title="Customer">
    <CustomerDetails />
  </Show>
);
