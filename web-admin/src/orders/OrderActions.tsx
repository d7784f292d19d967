import type { OrderAnswer } from '@mise/contracts';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useRecordContext } from 'react-admin';
import { useRecordAction } from '../api/useRecordAction';
import { useStaffMay } from '../auth';
import { centsOf, formatCents } from '../shared/money';
import { ReasonDialog } from '../shared/ReasonDialog';
import { type SlotChoice, SlotPicker } from './SlotPicker';

type Dialog = 'cancel' | 'refund' | 'slot' | null;

const refundKey = () => crypto.randomUUID();

/** What staff may do to the order shown, by its status and their role. */
export function OrderActions() {
  const order = useRecordContext<OrderAnswer & { id: string }>();
  const mayFulfil = useStaffMay('orders.fulfil');
  const mayCancel = useStaffMay('orders.cancel');
  const mayRefund = useStaffMay('orders.refund');
  const mayReschedule = useStaffMay('orders.reschedule');
  const { run, busy } = useRecordAction('orders');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [amount, setAmount] = useState('');
  const [slot, setSlot] = useState<SlotChoice>({ date: '', timeSlot: '' });
  // One key per dialog opened: a second click or a retry of a refund is the same refund.
  const [key, setKey] = useState(refundKey);
  if (!order) return <TopToolbar />;

  const left = order.cost.totalPrice - order.payment.refunded;
  const status = order.status;
  const setStatus = (to: string, done: string) =>
    run(order.id, { action: 'status', method: 'PUT', body: { status: to } }, done);
  const close = () => setDialog(null);
  const openDialog = (which: Dialog) => {
    setKey(refundKey());
    setAmount('');
    setSlot({ date: order.delivery.date, timeSlot: order.delivery.slotStart });
    setDialog(which);
  };
  const cents = centsOf(amount);

  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {mayFulfil && status === 'PENDING_DELIVERY' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => setStatus('OUT_FOR_DELIVERY', 'The order is out for delivery.')}
          >
            Mark out for delivery
          </Button>
        )}
        {mayFulfil && status === 'OUT_FOR_DELIVERY' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => setStatus('DELIVERED', 'The order is delivered.')}
          >
            Mark delivered
          </Button>
        )}
        {mayReschedule && status === 'PENDING_DELIVERY' && (
          <Button variant="outlined" onClick={() => openDialog('slot')}>
            Change slot
          </Button>
        )}
        {mayRefund && status === 'DELIVERED' && left > 0 && (
          <Button variant="outlined" onClick={() => openDialog('refund')}>
            Refund an amount
          </Button>
        )}
        {mayCancel &&
          ['PENDING_PAYMENT', 'PENDING_DELIVERY', 'OUT_FOR_DELIVERY'].includes(status) && (
            <Button variant="outlined" color="error" onClick={() => openDialog('cancel')}>
              Cancel order
            </Button>
          )}
      </Stack>
      <ReasonDialog
        key={`cancel-${key}`}
        open={dialog === 'cancel'}
        title={`Cancel order ${order.number}`}
        description={`The customer gets back ${formatCents(left)} and an e-mail saying it is cancelled.`}
        confirmLabel="Cancel the order"
        busy={busy}
        onClose={close}
        onConfirm={async (reason) => {
          if (
            await run(order.id, { action: 'cancel', body: { reason } }, 'The order is cancelled.')
          )
            close();
        }}
      />
      <ReasonDialog
        key={`refund-${key}`}
        open={dialog === 'refund'}
        title={`Refund part of order ${order.number}`}
        description={`Up to ${formatCents(left)} is left to refund. The card provider gives it back.`}
        confirmLabel={cents ? `Refund ${formatCents(cents)}` : 'Refund'}
        ready={cents !== null && cents > 0 && cents <= left}
        busy={busy}
        onClose={close}
        onConfirm={async (reason) => {
          const done = await run(
            order.id,
            { action: 'refund', body: { amount: cents, reason }, idempotencyKey: key },
            'The refund is made.',
          );
          if (done) close();
        }}
      >
        <TextField
          label="Amount in dollars"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
          fullWidth
          variant="outlined"
          margin="dense"
          error={amount !== '' && (cents === null || cents > left)}
          helperText={amount !== '' && cents === null ? 'Type an amount like 12.50.' : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </ReasonDialog>
      <ReasonDialog
        key={`slot-${key}`}
        open={dialog === 'slot'}
        title={`Move order ${order.number} to another slot`}
        description={`Now: ${order.delivery.date}, ${order.delivery.label}. The place in the old slot is given back.`}
        confirmLabel="Move the delivery"
        ready={slot.timeSlot !== '' && slot.timeSlot !== order.delivery.slotStart}
        busy={busy}
        onClose={close}
        onConfirm={async (reason) => {
          const done = await run(
            order.id,
            { action: 'slot', method: 'PUT', body: { ...slot, reason } },
            'The delivery is moved.',
          );
          if (done) close();
        }}
      >
        <SlotPicker order={order} choice={slot} onChange={setSlot} />
      </ReasonDialog>
    </TopToolbar>
  );
}
