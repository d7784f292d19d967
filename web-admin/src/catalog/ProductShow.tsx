import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { useRecordAction } from '../api/useRecordAction';
import { AuditTrail } from '../audit/AuditTrail';
import { useStaffMay } from '../auth';
import { centsOf, formatCents } from '../shared/money';
import { ReasonDialog } from '../shared/ReasonDialog';
import type { ProductRecord } from './records';
import { tierLabel } from './tiers';

/** The price change, for admins: dollars typed, a reason, and the audit keeps both. */
function PriceActions() {
  const product = useRecordContext<ProductRecord>();
  const mayChange = useStaffMay('catalog.prices');
  const { run, busy } = useRecordAction('products');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  if (!product || !mayChange) return <TopToolbar />;
  const cents = centsOf(typed);
  const valid = cents !== null && cents > 0 && cents !== product.priceCents;
  const confirm = async (reason: string) => {
    if (cents === null) return;
    const done = await run(
      product.id,
      { action: 'price', method: 'PUT', body: { priceCents: cents, reason } },
      `${product.name} now costs ${formatCents(cents)}. Carts reprice.`,
    );
    if (done) setOpen(false);
  };
  return (
    <TopToolbar>
      <Button
        variant="contained"
        onClick={() => {
          setTyped((product.priceCents / 100).toFixed(2));
          setOpen(true);
        }}
      >
        Change price
      </Button>
      <ReasonDialog
        open={open}
        title={`Change the price of ${product.name}`}
        description={`It costs ${formatCents(product.priceCents)} a pack today. Every cart holding it is priced again.`}
        confirmLabel={cents !== null && valid ? `Set to ${formatCents(cents)}` : 'Set price'}
        ready={valid}
        busy={busy}
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
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </ReasonDialog>
    </TopToolbar>
  );
}

function ProductDetails() {
  const product = useRecordContext<ProductRecord>();
  const createPath = useCreatePath();
  if (!product) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}
      >
        <Typography variant="h5" component="h1">
          {product.name}
        </Typography>
        <Typography variant="h6" component="p">
          {formatCents(product.priceCents)}
        </Typography>
        <Typography color="text.secondary">
          {tierLabel(product.brandType)} · {product.packSize} {product.baseUnit} of{' '}
          {product.ingredientName} · {product.id}
        </Typography>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Tiers of {product.ingredientName}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell>Tier</TableCell>
                <TableCell>Pack</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(product.tiers ?? []).map((tier) => (
                <TableRow key={tier.id} selected={tier.id === product.id}>
                  <TableCell>
                    <Link to={createPath({ resource: 'products', id: tier.id, type: 'show' })}>
                      {tier.name}
                    </Link>
                  </TableCell>
                  <TableCell>{tierLabel(tier.brandType)}</TableCell>
                  <TableCell>
                    {tier.packSize} {tier.baseUnit}
                  </TableCell>
                  <TableCell align="right">{formatCents(tier.priceCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Staff changes
          </Typography>
          <AuditTrail recordType="product" />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** One product: its price, its ingredient's other tiers, and who changed what. */
export const ProductShow = () => (
  <Show actions={<PriceActions />}>
    <ProductDetails />
  </Show>
);
