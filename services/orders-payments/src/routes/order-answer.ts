import {
  type OrderAnswer,
  type OrderMenuAnswer,
  type orderHistoryEntry,
  orderStatusLabels,
} from '@mise/contracts';
import type { z } from 'zod';
import { changeDeadline, customerMayChange } from '../domain/change-deadline.js';
import type { HistoryRow } from '../store/history.js';
import type { StoredOrder } from '../store/orders.js';
import type { OrderRow } from '../store/schema.js';

/** An order as shoppers and staff read it (contracts: orderAnswer). */
export function orderAnswer({ order, payment }: StoredOrder, now: Date): OrderAnswer {
  const awaitingAuthentication =
    order.status === 'PENDING_PAYMENT' && payment.status === 'requires_action';
  return {
    _id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: orderStatusLabels[order.status],
    createdAt: order.createdAt.toISOString(),
    userId: order.userId,
    deliveryType: order.deliveryType,
    locationId: order.locationId,
    delivery: {
      cityId: order.cityId,
      date: order.deliveryDate,
      slotStart: order.slotStart.toISOString(),
      slotEnd: order.slotEnd.toISOString(),
      timeZone: order.timeZone,
      label: order.slotLabel,
    },
    deliveryAddress: order.address,
    recipes: recipesOf(order),
    products: order.products,
    extraProducts: order.extraProducts.map((extra) => ({
      productId: extra.productId,
      name: extra.name,
      quantity: extra.quantity,
      price: extra.price,
      amount: extra.amount,
    })),
    cost: order.cost,
    promoCode: order.promoCode,
    payment: {
      provider: payment.provider,
      status: payment.status,
      brand: payment.brand,
      last4: payment.last4,
      failureMessage: payment.failureMessage,
      nextAction:
        awaitingAuthentication && payment.providerPaymentId
          ? {
              provider: payment.provider,
              paymentId: payment.providerPaymentId,
              clientSecret: payment.clientSecret,
            }
          : null,
      refunded: payment.refundedCents,
    },
    canChange: customerMayChange(order, now),
    changeDeadline: changeDeadline(order.slotStart).toISOString(),
  };
}

/** The /menu page of an order: shareable, so it tells only the recipes, a first name and a day. */
export function orderMenuAnswer(order: OrderRow): OrderMenuAnswer {
  return {
    orderId: order.id,
    number: order.number,
    firstName: order.firstName,
    deliveryDate: order.deliveryDate,
    recipes: recipesOf(order),
  };
}

const recipesOf = (order: OrderRow) =>
  order.recipes.map((recipe) => ({
    recipeId: recipe.recipeId,
    name: recipe.name,
    image: recipe.image,
    servings: recipe.servings,
    mealTypeId: recipe.mealTypeId,
  }));

/** A row of the order's timeline, as the console shows it. */
export const orderHistoryEntryOf = (row: HistoryRow): z.infer<typeof orderHistoryEntry> => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  actorId: row.actorId,
  staffEmail: row.staffEmail,
  action: row.action,
  from: row.fromStatus,
  to: row.toStatus,
  details: row.details,
});
