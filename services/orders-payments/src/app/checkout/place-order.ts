import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ADDRESS_DELIVERY,
  type CheckoutQuote,
  type CityAnswer,
  type HoldAnswer,
  PICKUP,
  type PlaceOrderBody,
} from '@mise/contracts';
import {
  appendToOutbox,
  badRequest,
  HttpProblem,
  type Session,
  unprocessable,
} from '@mise/platform';
import {
  addressProblems,
  CART_CHANGED_MESSAGE,
  MINIMUM_ORDER_MESSAGE,
  meetsMinimumOrder,
  notServedMessage,
  PROMO_FAILURE_MESSAGE,
  quoteMatchesSelection,
  totalsAddUp,
} from '../../domain/checkout-checks.js';
import { orderNumber } from '../../domain/order-number.js';
import { localDate } from '../../domain/slot-label.js';
import { placedEvent } from '../../events/publish/order-events.js';
import { answeringUnknownCard } from '../../routes/payment-problems.js';
import { customerParty, recordHistory } from '../../store/history.js';
import {
  findOrder,
  findOrderByKey,
  hasPaidOrder,
  insertOrder,
  type StoredOrder,
} from '../../store/orders.js';
import { findCustomerId } from '../../store/payment-customers.js';
import { outbox } from '../../store/schema.js';
import { CURRENCY, type OrdersContext } from '../context.js';
import { slotTaken } from '../neighbours.js';
import { countOrder } from '../order-metrics.js';
import { customerFor } from '../payments/shopper-customer.js';
import { orderIdFor, requestFingerprint } from './checkout-attempt.js';
import {
  askProviderAgain,
  awaitsProvider,
  chargeRequestOf,
  settlePayment,
} from './settle-payment.js';

/** How long a request that lost a double-click race waits for its twin to hear from the card. */
const TWIN_WAIT_MS = 15_000;
const TWIN_POLL_MS = 50;
const NUMBER_DRAWS = 3;

/**
 * The checkout saga (ADR 0009): the city and the price are the server's, asked of
 * delivery-slots and cart-pricing; a place in the slot is held before anything is stored; the
 * order is stored with its `order.placed` event; then the card is charged with the order id
 * as the provider's key and the outcome settled. The Idempotency-Key makes every retry, and
 * the twin of a double click, the same order and the same charge.
 */
export async function placeOrder(
  ctx: OrdersContext,
  session: Session,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<StoredOrder> {
  const fingerprint = requestFingerprint(body);
  const earlier = await findOrderByKey(ctx.db, session.userId, idempotencyKey);
  if (earlier) return replay(ctx, earlier, fingerprint);

  if (body.deliveryType === PICKUP && !body.locationId) {
    throw badRequest('The request body is not valid: locationId is required for a pickup.', [
      {
        field: 'locationId',
        rule: 'required_for_pickup',
        message: 'locationId is required for a pickup',
      },
    ]);
  }
  const city = await servedCity(ctx, body);
  // Another shopper's card is refused before anything is priced, held or stored.
  const knownCustomerId = await findCustomerId(ctx.db, ctx.provider.name, session.userId);
  await answeringUnknownCard(() =>
    ctx.provider.ensureMayPayWith(body.paymentMethodId, {
      shopperId: session.userId,
      customerId: knownCustomerId,
    }),
  );
  const orderId = orderIdFor(session.userId, idempotencyKey);
  const { quote, customerId, hold } = await promoBackOnRefusal(ctx, session, orderId, async () => {
    const quote = await quoteFor(ctx, session, body, city, orderId);
    const customerId = body.isSaveCard
      ? await customerFor(ctx.db, ctx.provider, {
          userId: session.userId,
          emailAddress: session.emailAddress,
          name: `${body.deliveryAddress.firstName} ${body.deliveryAddress.lastName}`,
        })
      : knownCustomerId;
    const hold = await ctx.neighbours.hold({
      orderId,
      shopperId: session.userId,
      city: city._id,
      deliveryType: body.deliveryType,
      slotStart: body.deliveryAddress.timeSlot,
      ...(body.deliveryType === ADDRESS_DELIVERY && {
        postalCode: body.deliveryAddress.postalCode,
      }),
    });
    if (!hold) throw slotTaken();
    return { quote, customerId, hold };
  });

  const { stored, created } = await storeOrder(ctx, session, {
    orderId,
    idempotencyKey,
    fingerprint,
    body,
    quote,
    hold,
    customerId,
  });
  if (!created) return replay(ctx, stored, fingerprint);

  const outcome = await ctx.provider.charge(chargeRequestOf(ctx, stored.order));
  if (outcome.status === 'succeeded') ctx.exitAfterPayment?.();
  return settlePayment(ctx, orderId, outcome);
}

async function servedCity(ctx: OrdersContext, body: PlaceOrderBody): Promise<CityAnswer> {
  const { deliveryAddress: address } = body;
  const city = await ctx.neighbours.city(address.city);
  if (!city) {
    const message = notServedMessage(address.city);
    throw unprocessable(message, [{ field: 'deliveryAddress.city', rule: 'served_city', message }]);
  }
  const problems = addressProblems(address, city);
  if (problems.length > 0) {
    throw unprocessable(
      `The delivery address is not valid: ${problems.map((p) => p.message).join('; ')}.`,
      problems,
    );
  }
  return city;
}

/**
 * Runs the steps from the quote to the slot hold. The quote reserves the promo code it applies
 * for the order; when a step refuses the order, the shopper's next try is a new order, so the
 * code is given back now rather than when the reservation runs out. A fault is not a refusal:
 * the shop retries it with the same key, which is the same order and reservation.
 */
async function promoBackOnRefusal<T>(
  ctx: OrdersContext,
  session: Session,
  orderId: string,
  steps: () => Promise<T>,
): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    if (error instanceof HttpProblem && error.status < 500) {
      await ctx.neighbours.releasePromo(session, orderId).catch((failure: unknown) => {
        // The reservation runs out by itself: the shopper is still told the refusal.
        ctx.logger.warn({ err: failure, orderId }, 'the promo code could not be given back');
      });
    }
    throw error;
  }
}

async function quoteFor(
  ctx: OrdersContext,
  session: Session,
  body: PlaceOrderBody,
  city: CityAnswer,
  orderId: string,
): Promise<CheckoutQuote> {
  const { deliveryAddress: address } = body;
  const quote = await ctx.neighbours.quote(session, {
    orderId,
    province: address.province,
    // A pickup is not delivered: no delivery fee.
    cityFeeCents: body.deliveryType === PICKUP ? 0 : city.deliveryFee,
    promoCode: address.promoDiscount,
    firstOrder: !(await hasPaidOrder(ctx.db, session.userId)),
    deliveryDate: address.date,
  });
  if (!quoteMatchesSelection(quote, body)) {
    throw new HttpProblem(409, 'Conflict', CART_CHANGED_MESSAGE);
  }
  if (address.promoDiscount !== '' && !quote.promo?.applied) {
    throw unprocessable(PROMO_FAILURE_MESSAGE, [
      {
        field: 'deliveryAddress.promoDiscount',
        rule: 'promo_code',
        message: PROMO_FAILURE_MESSAGE,
      },
    ]);
  }
  if (!meetsMinimumOrder(quote.cost)) {
    throw unprocessable(MINIMUM_ORDER_MESSAGE, [
      { field: 'selectedRecipes', rule: 'minimum_order', message: MINIMUM_ORDER_MESSAGE },
    ]);
  }
  if (!totalsAddUp(quote.cost)) {
    // Never charged: a quote whose lines do not add up is a pricing fault to look into.
    throw new Error(`the checkout quote does not add up: ${JSON.stringify(quote.cost)}`);
  }
  return quote;
}

interface Placement {
  orderId: string;
  idempotencyKey: string;
  fingerprint: string;
  body: PlaceOrderBody;
  quote: CheckoutQuote;
  hold: HoldAnswer;
  customerId: string | null;
}

/**
 * Stores the order PENDING_PAYMENT with its payment and `order.placed`, in one transaction.
 * `created` is false when a twin request stored it first: the row is then the twin's.
 */
async function storeOrder(
  ctx: OrdersContext,
  session: Session,
  placement: Placement,
): Promise<{ stored: StoredOrder; created: boolean }> {
  const { orderId, body, quote, hold } = placement;
  const { deliveryAddress: address } = body;
  const at = ctx.clock();
  for (let draw = 0; draw < NUMBER_DRAWS; draw++) {
    const row = {
      id: orderId,
      number: orderNumber(randomInt),
      userId: session.userId,
      idempotencyKey: placement.idempotencyKey,
      requestFingerprint: placement.fingerprint,
      status: 'PENDING_PAYMENT' as const,
      deliveryType: body.deliveryType,
      locationId: body.locationId ?? null,
      cityId: hold.city._id,
      deliveryDate: localDate(new Date(hold.slotStart), hold.city.timeZone),
      slotStart: new Date(hold.slotStart),
      slotEnd: new Date(hold.slotEnd),
      timeZone: hold.city.timeZone,
      slotLabel: hold.label,
      address,
      email: address.email,
      firstName: address.firstName,
      lastName: address.lastName,
      language: body.language,
      recipes: quote.recipes,
      products: quote.products,
      extraProducts: quote.extraProducts,
      leftovers: quote.leftovers,
      pantryUsed: quote.pantryUsed,
      cost: quote.cost,
      totalCents: quote.cost.totalPrice,
      promoCode: quote.promo?.applied ? quote.promo.code : null,
      cartVersion: quote.cartVersion,
      paymentMethodId: body.paymentMethodId,
      customerId: placement.customerId,
      saveCard: body.isSaveCard,
      createdAt: at,
      updatedAt: at,
    };
    const created = await ctx.db.transaction(async (tx) => {
      const inserted = await insertOrder(tx, row, {
        orderId,
        provider: ctx.provider.name,
        status: 'pending',
        amountCents: row.totalCents,
        currency: CURRENCY,
        createdAt: at,
        updatedAt: at,
      });
      if (!inserted) return false;
      await recordHistory(tx, {
        orderId,
        at,
        party: customerParty(session),
        action: 'placed',
        to: 'PENDING_PAYMENT',
        details: { totalCents: row.totalCents },
      });
      await appendToOutbox(tx, outbox, [placedEvent(inserted)]);
      return true;
    });
    if (created) {
      ctx.onEventsCommitted();
      countOrder('placed');
    }
    const stored = await findOrder(ctx.db, orderId);
    if (stored) return { stored, created };
    // Neither stored nor a twin's: the number was another order's. Draw again.
  }
  throw new Error(`no free order number in ${NUMBER_DRAWS} draws`);
}

/**
 * The same Idempotency-Key again: the same order, as it stands. A twin still waiting for the
 * card is given time to hear back; an order the provider never answered for (a crash, an
 * outage) is asked again with the same key, which cannot charge twice.
 */
async function replay(
  ctx: OrdersContext,
  stored: StoredOrder,
  fingerprint: string,
): Promise<StoredOrder> {
  if (stored.order.requestFingerprint !== fingerprint) {
    throw new HttpProblem(
      422,
      'Unprocessable Content',
      'This Idempotency-Key was used for a different order. Send a new key for a new order.',
      [
        {
          field: 'idempotency-key',
          rule: 'reused_key',
          message: 'idempotency-key was used for a different order',
        },
      ],
    );
  }
  let current = stored;
  const age = ctx.clock().getTime() - current.order.createdAt.getTime();
  const waitUntil = Date.now() + Math.max(0, TWIN_WAIT_MS - age);
  while (awaitsProvider(current) && Date.now() < waitUntil) {
    await sleep(TWIN_POLL_MS);
    current = (await findOrder(ctx.db, current.order.id)) ?? current;
  }
  if (!awaitsProvider(current)) return current;
  return settlePayment(ctx, current.order.id, await askProviderAgain(ctx, current));
}
