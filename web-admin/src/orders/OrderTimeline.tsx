import { type OrderAnswer, orderStatusLabels } from '@mise/contracts';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatCents } from '../shared/money';
import { type OrderHistoryEntry as Entry, useOrderHistory } from './useOrderHistory';

const actions: Record<string, string> = {
  placed: 'Placed',
  paid: 'Paid',
  'payment-failed': 'Payment failed',
  status: 'Status changed',
  cancelled: 'Cancelled',
  refund: 'Refund asked',
  'refund-completed': 'Refund made by the card provider',
  changed: 'Delivery changed',
};

const whoOf = (entry: Entry) =>
  entry.staffEmail ??
  (entry.actor === 'system' ? 'Mise' : entry.actor === 'customer' ? 'The customer' : 'Staff');

function whatOf(entry: Entry): string {
  const parts = [actions[entry.action] ?? entry.action];
  if (entry.to && entry.from !== entry.to) {
    parts.push(
      entry.from
        ? `${orderStatusLabels[entry.from]} → ${orderStatusLabels[entry.to]}`
        : orderStatusLabels[entry.to],
    );
  }
  const { amountCents, refundCents, line, reason } = entry.details as Record<string, unknown>;
  if (typeof line === 'string') parts.push(line);
  const cents = typeof amountCents === 'number' ? amountCents : refundCents;
  if (typeof cents === 'number' && cents > 0) parts.push(formatCents(cents));
  if (typeof reason === 'string' && reason !== '') parts.push(`“${reason}”`);
  return parts.join(' · ');
}

/** Every status change, payment, refund and staff action on the order, oldest first. */
export function OrderTimeline() {
  const history = useOrderHistory(useRecordContext<OrderAnswer & { id: string }>());
  if (history.isPending) return <Typography>Loading the timeline…</Typography>;
  if (history.isError) return <Typography color="error">{history.error.message}</Typography>;
  return (
    <List dense aria-label="Timeline">
      {history.data.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={whatOf(entry)}
            secondary={`${new Date(entry.at).toLocaleString()} · ${whoOf(entry)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
