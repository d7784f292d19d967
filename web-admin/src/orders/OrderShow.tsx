import type { OrderAnswer } from '@mise/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { AuditTrail } from '../audit/AuditTrail';
import { joinPresent } from '../shared/joinPresent';
import { formatCents } from '../shared/money';
import { Section } from '../shared/Section';
import { OrderActions } from './OrderActions';
import { OrderLines } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';

function OrderDetails() {
  const order = useRecordContext<OrderAnswer & { id: string }>();
  if (!order) return null;
  const address = order.deliveryAddress;
  const { payment } = order;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}
      >
        <Typography variant="h5" component="h1">
          Order {order.number}
        </Typography>
        <Chip label={order.statusLabel} color="primary" variant="outlined" />
        <Typography variant="h6" component="p">
          {formatCents(order.cost.totalPrice)}
        </Typography>
        {payment.refunded > 0 && (
          <Typography color="text.secondary">refunded {formatCents(payment.refunded)}</Typography>
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
        <Section title="Customer and address">
          <Typography>
            {joinPresent([
              `${address.firstName} ${address.lastName}`,
              address.email,
              address.phone,
            ])}
          </Typography>
          <Typography>
            {address.lineOne}
            {address.lineTwo ? `, ${address.lineTwo}` : ''}, {address.city} {address.province}{' '}
            {address.postalCode}
          </Typography>
          {address.deliveryInstructions && (
            <Typography color="text.secondary">“{address.deliveryInstructions}”</Typography>
          )}
        </Section>
        <Section title="Delivery and payment">
          <Typography>
            {order.deliveryType} · {order.delivery.date}, {order.delivery.label} ·{' '}
            {order.delivery.cityId}
          </Typography>
          <Typography>
            {payment.brand ?? 'Card'} {payment.last4 ? `•••• ${payment.last4}` : ''} ·{' '}
            {payment.status}
            {order.promoCode ? ` · promo ${order.promoCode}` : ''}
          </Typography>
        </Section>
      </Box>
      <Section title="What was bought">
        <OrderLines />
      </Section>
      <Section title="Timeline">
        <OrderTimeline />
      </Section>
      <Section title="Staff actions">
        <AuditTrail recordType="order" />
      </Section>
    </Stack>
  );
}

/** One order: who, where and when, what was bought, what happened, and what staff may do. */
export const OrderShow = () => (
  <Show actions={<OrderActions />} title="Order">
    <OrderDetails />
  </Show>
);
