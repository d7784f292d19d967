import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatCents } from '../shared/money';
import { usePantrySummary, useSavedCards } from './useCustomerExtras';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);
const twoDigits = (month: number) => String(month).padStart(2, '0');

/** The customer's saved cards as `Visa •••• 4242`, the default one marked. */
export function SavedCards({ userId }: { userId: string }) {
  const { data, error, isPending } = useSavedCards(userId);
  if (isPending) return <Typography color="text.secondary">Loading the cards…</Typography>;
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  if (data.total === 0) return <Typography>No saved card.</Typography>;
  return (
    <List dense disablePadding>
      {data.data.map((card) => (
        <ListItem key={card.id} disableGutters>
          <ListItemText
            primary={`${brandName(card.brand)} •••• ${card.last4}${card.isDefault ? ' · default' : ''}`}
            secondary={`Expires ${twoDigits(card.expMonth)}/${card.expYear}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** What the customer's pantry holds, is worth and lets expire. */
export function PantrySummary({ userId }: { userId: string }) {
  const { data, error, isPending } = usePantrySummary(userId);
  if (isPending) return <Typography color="text.secondary">Loading the pantry…</Typography>;
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  if (data.lots === 0) return <Typography>The pantry is empty.</Typography>;
  return (
    <>
      <Typography>
        {data.items} {data.items === 1 ? 'ingredient' : 'ingredients'} in {data.lots}{' '}
        {data.lots === 1 ? 'lot' : 'lots'}, worth {formatCents(data.valueCents)}
        {data.lotsWithoutValue > 0
          ? ` (${data.lotsWithoutValue} added by hand, price unknown)`
          : ''}
        .
      </Typography>
      <Typography>
        {data.expiringSoon} {data.expiringSoon === 1 ? 'lot expires' : 'lots expire'} by{' '}
        {data.expiringBy}.
      </Typography>
      <Typography color="text.secondary">
        Thrown away this month: {formatCents(data.wastedThisMonth.cents)}
        {data.wastedThisMonth.grams > 0 ? `, ${Math.round(data.wastedThisMonth.grams)} g` : ''}.
      </Typography>
    </>
  );
}
