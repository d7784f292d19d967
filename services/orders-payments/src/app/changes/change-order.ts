import type { changeOrderBody } from '@mise/contracts';
import { HttpProblem, notFound, unprocessable } from '@mise/platform';
import type { z } from 'zod';
import { customerChangeRefusal, staffChangeRefusal } from '../../domain/change-deadline.js';
import { localDate } from '../../domain/slot-label.js';
import { type Party, recordHistory } from '../../store/history.js';
import { findOrder, lockOrder, type StoredOrder, updateOrder } from '../../store/orders.js';
import type { OrdersContext } from '../context.js';
import { slotTaken } from '../neighbours.js';

type OrderChange = z.infer<typeof changeOrderBody> & { reason?: string };

/**
 * A change to a paid order waiting for delivery: another slot of the same city (delivery-slots
 * moves the place, giving the old one back only once the new one is taken), the delivery
 * instructions, whether substitutes are welcome. A customer changes it until the deadline;
 * staff may change it any time before it leaves, saying why.
 */
export async function changeOrder(
  ctx: OrdersContext,
  stored: StoredOrder,
  change: OrderChange,
  who: { party: Party; by: 'customer' | 'staff' },
): Promise<StoredOrder> {
  const { order } = stored;
  const refusal =
    who.by === 'customer' ? customerChangeRefusal(order, ctx.clock()) : staffChangeRefusal(order);
  if (refusal) throw new HttpProblem(409, 'Conflict', refusal);

  let slot: Pick<
    StoredOrder['order'],
    'slotStart' | 'slotEnd' | 'slotLabel' | 'deliveryDate'
  > | null = null;
  if (change.timeSlot && change.date) {
    if (localDate(new Date(change.timeSlot), order.timeZone) !== change.date) {
      throw unprocessable('The date is not the day of the chosen time slot.', [
        {
          field: 'date',
          rule: 'slot_date',
          message: 'date must be the day of the chosen time slot',
        },
      ]);
    }
    if (new Date(change.timeSlot).getTime() !== order.slotStart.getTime()) {
      const moved = await ctx.neighbours.moveHold(order.id, change.timeSlot);
      if (!moved) throw slotTaken();
      slot = {
        slotStart: new Date(moved.slotStart),
        slotEnd: new Date(moved.slotEnd),
        slotLabel: moved.label,
        deliveryDate: localDate(new Date(moved.slotStart), order.timeZone),
      };
    }
  }

  const at = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw notFound(`No order has the id ${order.id}.`);
    const address = current.order.address;
    await updateOrder(tx, order.id, {
      ...(slot ?? {}),
      address: {
        ...address,
        ...(change.deliveryInstructions !== undefined && {
          deliveryInstructions: change.deliveryInstructions,
        }),
        ...(change.allowSubstitute !== undefined && { allowSubstitute: change.allowSubstitute }),
        ...(slot && { date: slot.deliveryDate, timeSlot: slot.slotStart.toISOString() }),
      },
      updatedAt: at,
    });
    await recordHistory(tx, {
      orderId: order.id,
      at,
      party: who.party,
      action: 'changed',
      details: change,
    });
  });
  const changed = await findOrder(ctx.db, order.id);
  if (!changed) throw notFound(`No order has the id ${order.id}.`);
  return changed;
}
