/**
 * The "e-mail my shopping list" job: queued by POST /api/cart/email-shopping-list, run by the
 * job queue, so a slow or failing mail server delays the e-mail (the queue retries it per the
 * job policy) but never the shopper's request.
 */
import type { JobQueue } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { PricedCart } from '../domain/pricing-engine.js';
import { englishNames, shoppingListEmail } from './shopping-list-email.js';

export const EMAIL_SHOPPING_LIST_JOB = 'cart-pricing.email-shopping-list';

export interface EmailShoppingListJob {
  /** Where to send the list. */
  email: string;
  /** Whose cart to send, as the cart store keys it. */
  cartOwner: string;
}

export interface ShoppingListSource {
  /** The cart priced now, against the current catalog copy; undefined when there is none. */
  loadShoppingList(cartOwner: string): Promise<PricedCart | undefined>;
}

/** Defines how the job runs on app.infra.jobs; register before the queue starts (onReady). */
export function registerEmailShoppingList(
  app: FastifyInstance,
  { loadShoppingList }: ShoppingListSource,
): void {
  const { jobs, mail } = app.infra;
  jobs.define<EmailShoppingListJob>({
    name: EMAIL_SHOPPING_LIST_JOB,
    // Priced when it runs, not when it was asked for: the list sent is the cart as it is now.
    async run({ data }) {
      const cart = await loadShoppingList(data.cartOwner);
      // Thrown, not skipped: the job ends up in jobs.failed() instead of vanishing.
      if (!cart) throw new Error(`there is no cart for ${data.cartOwner} to e-mail`);
      await mail.send({ to: data.email, ...shoppingListEmail(cart, englishNames) });
    },
  });
}

/** Queues the e-mail; resolves with the job's id once the queue holds it. */
export function queueShoppingListEmail(
  jobs: JobQueue,
  request: EmailShoppingListJob,
): Promise<string> {
  return jobs.enqueue<EmailShoppingListJob>(EMAIL_SHOPPING_LIST_JOB, {
    email: request.email,
    cartOwner: request.cartOwner,
  });
}
