import {
  type OrderStatus,
  orderCancelled,
  orderDelivered,
  orderPaid,
  orderPaymentFailed,
  orderPlaced,
  orderStatusChanged,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';
import type { Actor } from '../../domain/order-status.js';
import { slotLabel } from '../../domain/slot-label.js';
import type { OrderRow } from '../../store/schema.js';

/**
 * What orders-payments tells the others, each event carrying the facts its consumers need
 * (contracts: orders/events.ts). The subject is the order: its events arrive in order.
 */
const SOURCE = 'orders-payments';
const fieldsOf = (order: OrderRow) => ({ source: SOURCE, subject: order.id });

const factsOf = (order: OrderRow) => ({
  orderId: order.id,
  number: order.number,
  userId: order.userId,
});

const recipientOf = (order: OrderRow) => ({
  emailAddress: order.email,
  firstName: order.firstName,
  language: order.language,
});

const slotOf = (order: OrderRow) => ({
  cityId: order.cityId,
  slotStart: order.slotStart.toISOString(),
  slotEnd: order.slotEnd.toISOString(),
  timeZone: order.timeZone,
  slotLabel: slotLabel(
    { start: order.slotStart, end: order.slotEnd, timeZone: order.timeZone },
    order.language,
  ),
});

export const placedEvent = (order: OrderRow) =>
  newEvent(orderPlaced, {
    ...fieldsOf(order),
    data: {
      ...factsOf(order),
      ...slotOf(order),
      totalCents: order.totalCents,
      promoCode: order.promoCode,
    },
  });

export const paidEvent = (order: OrderRow, currency: string) =>
  newEvent(orderPaid, {
    ...fieldsOf(order),
    data: {
      ...factsOf(order),
      ...recipientOf(order),
      ...slotOf(order),
      totalCents: order.totalCents,
      currency,
      promoCode: order.promoCode,
      cartVersion: order.cartVersion,
      deliveryAddress: {
        lineOne: order.address.lineOne,
        lineTwo: order.address.lineTwo,
        city: order.address.city,
        province: order.address.province,
        postalCode: order.address.postalCode,
      },
      recipes: order.recipes.map((recipe) => ({ name: recipe.name, servings: recipe.servings })),
      extraProducts: order.extraProducts.map((extra) => ({
        name: extra.name,
        quantity: extra.quantity,
      })),
    },
  });

export const paymentFailedEvent = (order: OrderRow, reason: string) =>
  newEvent(orderPaymentFailed, {
    ...fieldsOf(order),
    data: {
      ...factsOf(order),
      cityId: order.cityId,
      slotStart: order.slotStart.toISOString(),
      reason,
    },
  });

export const statusChangedEvent = (
  order: OrderRow,
  move: { from: OrderStatus; to: OrderStatus; by: Actor },
) =>
  newEvent(orderStatusChanged, {
    ...fieldsOf(order),
    data: { ...factsOf(order), ...move },
  });

export const cancelledEvent = (
  order: OrderRow,
  cancellation: { by: 'customer' | 'staff'; refundedCents: number },
) =>
  newEvent(orderCancelled, {
    ...fieldsOf(order),
    data: { ...factsOf(order), ...recipientOf(order), ...slotOf(order), ...cancellation },
  });

export const deliveredEvent = (order: OrderRow, deliveredAt: Date) =>
  newEvent(orderDelivered, {
    ...fieldsOf(order),
    data: {
      ...factsOf(order),
      deliveredAt: deliveredAt.toISOString(),
      leftovers: order.leftovers,
      pantryUsed: order.pantryUsed,
    },
  });
