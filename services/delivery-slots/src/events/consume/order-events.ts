import { type EventEnvelope, orderCancelled, orderPaid, orderPaymentFailed } from '@mise/contracts';
import { eventData, handleOnce, type Transaction } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../domain/clock.js';
import { bookPaidOrder, releasePlace } from '../../store/holds.js';
import { processedEvents } from '../../store/schema.js';

const CONSUMER = 'delivery-slots';

type Apply = (tx: Transaction, event: EventEnvelope) => Promise<void>;

/**
 * Books the place of a paid order and frees the place of one whose payment failed or that was
 * cancelled; the order id is the key of its place. orders-payments also asks for a failed
 * order's release at once: the event makes sure of it if that call was lost. The inbox row and
 * the change commit together, so an event delivered twice acts once; a release of a place
 * already free does nothing either.
 */
export async function followOrderEvents(
  app: FastifyInstance,
  options: { clock: Clock; onEventsCommitted: () => void },
): Promise<void> {
  const { bus, database } = app.infra;
  const logger = app.infra.logger.child({ component: 'order-events' });

  const effects: Record<string, Apply> = {
    [orderPaid.type]: async (tx, event) => {
      const paid = eventData(orderPaid, event);
      const place = {
        orderId: paid.orderId,
        cityId: paid.cityId,
        slotStart: new Date(paid.slotStart),
        slotEnd: new Date(paid.slotEnd),
      };
      const booked = await bookPaidOrder(tx, place, event, options.clock());
      if (booked === 'booked-over-capacity') {
        logger.warn(place, 'a paid order whose hold had lapsed was booked past the capacity');
      }
    },
    [orderPaymentFailed.type]: async (tx, event) => {
      const { orderId } = eventData(orderPaymentFailed, event);
      await releasePlace(tx, orderId, 'payment-failed', { cause: event });
    },
    [orderCancelled.type]: async (tx, event) => {
      const { orderId } = eventData(orderCancelled, event);
      await releasePlace(tx, orderId, 'cancelled', { cause: event });
    },
  };

  await bus.subscribe({
    consumer: CONSUMER,
    types: Object.keys(effects),
    async handle(event) {
      const apply = effects[event.type];
      if (!apply) return;
      const result = await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        apply(tx, event),
      );
      if (result === 'applied') options.onEventsCommitted();
    },
  });
}
