import { type OrderDelivered, orderDelivered } from '@mise/contracts';
import { newEvent } from '@mise/platform';

/** orders.order.delivered as orders-payments publishes it once staff mark an order delivered. */
export const deliveredOrder = (
  delivery: Pick<OrderDelivered, 'orderId' | 'userId' | 'deliveredAt' | 'leftovers'> &
    Partial<Pick<OrderDelivered, 'pantryUsed'>>,
) =>
  newEvent(orderDelivered, {
    source: 'orders-payments',
    subject: delivery.orderId,
    data: { number: 'M-1001', pantryUsed: [], ...delivery },
  });
