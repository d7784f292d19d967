import { z } from 'zod';
import { leftover } from '../cart/http.js';
import { shopLanguages } from '../identity/http.js';
import { orderStatuses } from './http.js';

/**
 * What orders-payments tells the others. Each carries the facts its consumers need, so that
 * none of them has to ask back: delivery-slots books and frees places, cart-pricing empties the
 * cart and counts the promo, notifications writes the mails, the pantry takes the leftovers.
 */
const orderFacts = {
  orderId: z.string(),
  number: z.string(),
  userId: z.string(),
};
const recipient = {
  emailAddress: z.string(),
  firstName: z.string(),
  language: z.enum(shopLanguages),
};
const slot = {
  cityId: z.string(),
  slotStart: z.iso.datetime(),
  slotEnd: z.iso.datetime(),
  timeZone: z.string(),
  /** e.g. 'Sunday, November 22, 9:00 AM - 11:00 AM', in the shopper's language. */
  slotLabel: z.string(),
};

export const orderPlaced = {
  type: 'orders.order.placed',
  version: 1,
  data: z.object({
    ...orderFacts,
    ...slot,
    totalCents: z.number().int(),
    promoCode: z.string().nullable(),
  }),
} as const;
export type OrderPlaced = z.infer<typeof orderPlaced.data>;

export const orderPaid = {
  type: 'orders.order.paid',
  version: 1,
  data: z.object({
    ...orderFacts,
    ...recipient,
    ...slot,
    totalCents: z.number().int(),
    currency: z.string(),
    promoCode: z.string().nullable(),
    /** The version of the cart that was bought: a cart changed since is not emptied. */
    cartVersion: z.number().int(),
    deliveryAddress: z.object({
      lineOne: z.string(),
      lineTwo: z.string(),
      city: z.string(),
      province: z.string(),
      postalCode: z.string(),
    }),
    recipes: z.array(z.object({ name: z.string(), servings: z.number().int() })),
    extraProducts: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  }),
} as const;
export type OrderPaid = z.infer<typeof orderPaid.data>;

export const orderPaymentFailed = {
  type: 'orders.order.payment-failed',
  version: 1,
  data: z.object({
    ...orderFacts,
    cityId: z.string(),
    slotStart: z.iso.datetime(),
    reason: z.string(),
  }),
} as const;
export type OrderPaymentFailed = z.infer<typeof orderPaymentFailed.data>;

export const orderStatusChanged = {
  type: 'orders.order.status-changed',
  version: 1,
  data: z.object({
    ...orderFacts,
    from: z.enum(orderStatuses),
    to: z.enum(orderStatuses),
    by: z.enum(['customer', 'staff', 'system']),
  }),
} as const;
export type OrderStatusChanged = z.infer<typeof orderStatusChanged.data>;

export const orderCancelled = {
  type: 'orders.order.cancelled',
  version: 1,
  data: z.object({
    ...orderFacts,
    ...recipient,
    ...slot,
    by: z.enum(['customer', 'staff']),
    /** Cents given back to the card. */
    refundedCents: z.number().int(),
  }),
} as const;
export type OrderCancelled = z.infer<typeof orderCancelled.data>;

export const orderDelivered = {
  type: 'orders.order.delivered',
  version: 1,
  data: z.object({
    ...orderFacts,
    deliveredAt: z.iso.datetime(),
    /** What the packs leave over after the recipes: for the digital pantry. */
    leftovers: z.array(leftover),
    /**
     * What the recipes take from the digital pantry, in base units: it leaves the pantry on
     * delivery. Absent from orders placed before the pantry counted in pricing.
     */
    pantryUsed: z.array(leftover).default([]),
  }),
} as const;
export type OrderDelivered = z.infer<typeof orderDelivered.data>;
