import type { OrderAnswer } from '@mise/contracts';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useRecordAction } from '../api/useRecordAction';
import { useStaffMay } from '../auth';
import { formatCents } from '../shared/money';
import { ReasonDialog } from '../shared/ReasonDialog';
import { refundedProductIds, useOrderHistory } from './useOrderHistory';

interface Line {
  productId: string;
  name: string;
  detail: string;
  amount: number;
}

/** The order's lines: a product's packs for the recipes, or an extra product. */
function linesOf(order: OrderAnswer): Line[] {
  const byProduct = new Map<string, Line>();
  for (const product of order.products) {
    const line = byProduct.get(product.productId);
    const detail = `${product.packs} × ${formatCents(product.price)} · for ${product.ingredientName}`;
    if (line) {
      line.amount += product.amount;
      line.detail += `; ${detail}`;
    } else byProduct.set(product.productId, { ...product, detail });
  }
  const extras = order.extraProducts.map((extra) => ({
    productId: extra.productId,
    name: extra.name,
    detail: `${extra.quantity} × ${formatCents(extra.price)} · extra`,
    amount: extra.amount,
  }));
  return [...byProduct.values(), ...extras];
}

/** What the order bought, line by line; an admin refunds one line of a delivered order. */
export function OrderLines() {
  const order = useRecordContext<OrderAnswer & { id: string }>();
  const mayRefund = useStaffMay('orders.refund');
  const { run, busy } = useRecordAction('orders');
  const [refunding, setRefunding] = useState<{ line: Line; key: string } | null>(null);
  const history = useOrderHistory(order);
  if (!order) return null;
  const refunded = refundedProductIds(history.data ?? []);
  const refundable = mayRefund && order.status === 'DELIVERED';
  const lines = linesOf(order);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Recipes:{' '}
        {order.recipes.map((recipe) => `${recipe.name} (${recipe.servings} servings)`).join(', ')}
      </Typography>
      {lines.length === 0 ? (
        <Typography>This order was placed before its lines were kept.</Typography>
      ) : (
        <Table size="small" aria-label="Order lines">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Bought</TableCell>
              <TableCell align="right">Amount</TableCell>
              {refundable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.productId}>
                <TableCell>{line.name}</TableCell>
                <TableCell>{line.detail}</TableCell>
                <TableCell align="right">{formatCents(line.amount)}</TableCell>
                {refundable && refunded.has(line.productId) && (
                  <TableCell align="right">Refunded</TableCell>
                )}
                {refundable && !refunded.has(line.productId) && (
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setRefunding({ line, key: crypto.randomUUID() })}
                      aria-label={`Refund ${line.name}`}
                    >
                      Refund
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {refunding && (
        <ReasonDialog
          key={refunding.key}
          open
          title={`Refund ${refunding.line.name}`}
          description={`The customer gets back ${formatCents(refunding.line.amount)} for this line, once.`}
          confirmLabel={`Refund ${formatCents(refunding.line.amount)}`}
          busy={busy}
          onClose={() => setRefunding(null)}
          onConfirm={async (reason) => {
            const done = await run(
              order.id,
              {
                action: 'refund',
                body: { productId: refunding.line.productId, reason },
                idempotencyKey: refunding.key,
              },
              `${refunding.line.name} is refunded.`,
            );
            if (done) setRefunding(null);
          }}
        />
      )}
    </>
  );
}
