import { setTimeout as sleep } from 'node:timers/promises';
import type { OrdersContext } from '../context.js';

const ATTEMPTS = 3;
const BACKOFF_MS = 100;

/**
 * The saga's compensation for the slot hold: the place of an order whose payment failed goes
 * back on sale before the shopper is answered, so that refused orders cannot empty a slot for
 * the 30 minutes a hold lasts. delivery-slots is asked a few times; should it stay out of
 * reach, the order.payment-failed event written with the failure frees the place once it is
 * delivered, and the hold's expiry is the last resort. The refusal stands either way.
 */
export async function giveBackPlace(ctx: OrdersContext, orderId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.neighbours.releaseHold(orderId);
      return;
    } catch (error) {
      if (attempt === ATTEMPTS) {
        ctx.logger.warn(
          { err: error, orderId },
          'the place was not given back; the order.payment-failed event will',
        );
        return;
      }
      await sleep(BACKOFF_MS * attempt);
    }
  }
}
