import {
  type CheckoutQuote,
  type CityAnswer,
  checkoutQuoteAnswer,
  type checkoutQuoteBody,
  cityAnswer,
  type HoldAnswer,
  holdAnswer,
  type holdSlotBody,
  SLOT_TAKEN_MESSAGE,
} from '@mise/contracts';
import {
  badRequest,
  type CallService,
  HttpProblem,
  type Session,
  serviceCaller,
} from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The questions and commands of the checkout to delivery-slots and cart-pricing. */
export interface Neighbours {
  /** The city delivery-slots serves by this name (or slug), or null when it serves none. */
  city(name: string): Promise<CityAnswer | null>;
  /**
   * The shopper's saved cart priced for this order (cart-pricing), which reserves the promo
   * code it applies for the order until the order is paid, fails or is cancelled.
   */
  quote(session: Session, request: z.input<typeof checkoutQuoteBody>): Promise<CheckoutQuote>;
  /** Gives back the promo code a quote reserved for an order that will not be placed. */
  releasePromo(session: Session, orderId: string): Promise<void>;
  /** A place in the slot for the order, or null when it was taken or closed meanwhile. */
  hold(request: z.input<typeof holdSlotBody>): Promise<HoldAnswer | null>;
  /** Moves the order's place to another slot of its city; null when that one is taken. */
  moveHold(orderId: string, slotStart: string): Promise<HoldAnswer | null>;
  /** Gives the place of an order whose payment failed back to its slot; idempotent. */
  releaseHold(orderId: string): Promise<void>;
}

export function neighbours(app: FastifyInstance): Neighbours {
  const delivery = serviceCaller(app, 'orders-payments', 'delivery-slots');
  const cart = serviceCaller(app, 'orders-payments', 'cart-pricing');
  return {
    async city(name) {
      const answer = await delivery({
        method: 'GET',
        path: `/api/cities/${encodeURIComponent(name)}`,
      });
      if (answer.status === 404) return null;
      return expectAnswer(answer, 200, cityAnswer, 'delivery-slots city');
    },
    async quote(session, request) {
      const answer = await cart({
        method: 'POST',
        path: '/api/internal/cart/checkout-quote',
        body: request,
        session,
      });
      // The shopper's own cart problem (an empty cart), in cart-pricing's words.
      if (answer.status === 409) throw passedOn(answer);
      return expectAnswer(answer, 200, checkoutQuoteAnswer, 'cart-pricing checkout quote');
    },
    async releasePromo(session, orderId) {
      const answer = await cart({
        method: 'DELETE',
        path: `/api/internal/cart/promo-reservations/${encodeURIComponent(orderId)}`,
        session,
      });
      if (answer.status !== 204) {
        throw new Error(
          `cart-pricing promo release answered ${answer.status} outside its contract`,
        );
      }
    },
    async hold(request) {
      const answer = await delivery({
        method: 'POST',
        path: '/api/internal/delivery/holds',
        body: request,
      });
      if (answer.status === 409) return null;
      if (answer.status === 400) throw notASlot('deliveryAddress.timeSlot');
      // No pickup location in the city; an order id holding another time (a reused key).
      if (answer.status === 404 || answer.status === 422) throw passedOn(answer);
      return expectAnswer(answer, 201, holdAnswer, 'delivery-slots hold');
    },
    async moveHold(orderId, slotStart) {
      const answer = await delivery({
        method: 'POST',
        path: `/api/internal/delivery/holds/${encodeURIComponent(orderId)}/move`,
        body: { slotStart },
      });
      if (answer.status === 409) return null;
      if (answer.status === 400) throw notASlot('timeSlot');
      return expectAnswer(answer, 200, holdAnswer, 'delivery-slots move');
    },
    async releaseHold(orderId) {
      const answer = await delivery({
        method: 'POST',
        path: `/api/internal/delivery/holds/${encodeURIComponent(orderId)}/release`,
      });
      if (answer.status !== 204) {
        throw new Error(`delivery-slots release answered ${answer.status} outside its contract`);
      }
    },
  };
}

/** The shopper is told a slot is gone in delivery-slots' agreed words. */
export const slotTaken = () => new HttpProblem(409, 'Conflict', SLOT_TAKEN_MESSAGE);

/** delivery-slots found no slot starting at the time the shopper sent. */
const notASlot = (field: string) =>
  badRequest(`${field} is not the start of a delivery slot.`, [
    { field, rule: 'slot_start', message: `${field} must be a time slot from the list` },
  ]);

type Answer = Awaited<ReturnType<CallService>>;

function expectAnswer<Schema extends z.ZodType>(
  answer: Answer,
  status: number,
  schema: Schema,
  what: string,
): z.infer<Schema> {
  const parsed = answer.status === status ? schema.safeParse(answer.body) : undefined;
  if (parsed?.success) return parsed.data;
  // A neighbour answering outside its contract is our fault, not the shopper's.
  throw new Error(
    `${what} answered ${answer.status} outside its contract: ${JSON.stringify(answer.body).slice(0, 500)}`,
  );
}

/** A neighbour's problem about the shopper's own request, passed on as it was told. */
function passedOn(answer: Answer): HttpProblem {
  const body = (answer.body ?? {}) as { title?: string; message?: string; fields?: [] };
  return new HttpProblem(
    answer.status,
    body.title ?? 'Conflict',
    body.message ?? 'The request could not be completed.',
    body.fields,
  );
}
