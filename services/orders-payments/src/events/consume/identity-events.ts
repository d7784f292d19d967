import { userDeleted } from '@mise/contracts';
import { eventData } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { OrdersContext } from '../../app/context.js';
import { forgetShopper } from '../../app/forget-shopper.js';

const CONSUMER = 'orders-payments.account-deletions';

/** A deleted account's orders are anonymised and its saved cards removed. */
export async function followIdentityEvents(
  app: FastifyInstance,
  ctx: OrdersContext,
): Promise<void> {
  await app.infra.bus.subscribe({
    consumer: CONSUMER,
    types: [userDeleted.type],
    async handle(event) {
      await forgetShopper(ctx, CONSUMER, event, eventData(userDeleted, event));
    },
  });
}
