import { accountDataPart } from '../account/account-data.js';
import {
  adminPaymentMethodsAnswer,
  adminPaymentMethodsQuery,
} from '../orders/admin-payment-methods.js';
import {
  adminOrderCountsAnswer,
  adminOrderFilters,
  adminOrderStatusBody,
  adminOrdersAnswer,
  adminOrdersQuery,
  adminRefundBody,
  cancelOrderBody,
  changeOrderBody,
  idempotencyKeyHeaders,
  orderDataAnswer,
  orderHistoryAnswer,
  orderIdParams,
  orderMenuAnswer,
  ordersAnswer,
  ordersQuery,
  paymentConfigAnswer,
  paymentMethodAnswer,
  paymentMethodParams,
  paymentMethodsAnswer,
  paymentWebhookAnswer,
  paymentWebhookEvent,
  paymentWebhookHeaders,
  placeOrderBody,
  sandboxAuthenticationAnswer,
  sandboxAuthenticationBody,
  sandboxCardBody,
  sandboxPaymentMethodAnswer,
  sandboxPaymentParams,
  staffCancelBody,
  staffRescheduleBody,
  updatePaymentMethodBody,
} from '../orders/http.js';
import { type RouteDoc, routeDoc } from './route-doc.js';

const tag = 'orders-payments';

/*
 * 401 without a live session; 403 for staff routes to a role without the permission. 402 is a
 * card the provider refused, in its words; 404 an order or card that is not the caller's.
 */
const signedIn = [401];
const staffOnly = [401, 403];

/** A key per attempt makes a retried call the same call (see IDEMPOTENCY_KEY_HEADER). */
const IDEMPOTENT = 'The same Idempotency-Key again answers the same attempt';

const shopperOrderDocs: RouteDoc[] = [
  routeDoc({
    method: 'POST',
    path: '/api/orders',
    summary: `Place an order and pay for it: 201 paid, 202 waiting for 3-D Secure or the provider, 402 card refused. ${IDEMPOTENT}`,
    tag,
    access: 'session',
    headers: idempotencyKeyHeaders,
    body: placeOrderBody,
    answers: { 201: orderDataAnswer, 202: orderDataAnswer },
    problems: [...signedIn, 402, 404, 409, 422],
  }),
  routeDoc({
    method: 'POST',
    path: '/api/orders/:orderId/confirm-payment',
    summary: 'After 3-D Secure: ask the provider how the payment ended and settle the order',
    tag,
    access: 'session',
    params: orderIdParams,
    answers: { 200: orderDataAnswer, 202: orderDataAnswer },
    problems: [...signedIn, 402, 404],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/orders/:orderId',
    summary: "One of the shopper's orders (any order, for staff signed in as themselves)",
    tag,
    access: 'session',
    params: orderIdParams,
    answers: { 200: orderDataAnswer },
    problems: [...signedIn, 404],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/orders/menu/:orderId',
    summary: "An order's recipes, for its shareable /menu page: nothing else of the order",
    tag,
    access: 'public',
    params: orderIdParams,
    answers: { 200: orderMenuAnswer },
    problems: [404],
  }),
  routeDoc({
    method: 'POST',
    path: '/api/orders/:orderId/cancel',
    summary: 'Cancel an order until 24 hours before its slot; a paid one is refunded',
    tag,
    access: 'session',
    params: orderIdParams,
    body: cancelOrderBody,
    answers: { 200: orderDataAnswer },
    problems: [...signedIn, 404, 409],
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/orders/:orderId',
    summary: "Change an order's slot, instructions or substitutions until 24 hours before its slot",
    tag,
    access: 'session',
    params: orderIdParams,
    body: changeOrderBody,
    answers: { 200: orderDataAnswer },
    problems: [...signedIn, 404, 409, 422],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/users/orders',
    summary: "The shopper's own orders, newest first",
    tag,
    access: 'session',
    query: ordersQuery,
    answers: { 200: ordersAnswer },
    problems: signedIn,
  }),
  routeDoc({
    method: 'GET',
    path: '/api/users/orders/account-data',
    summary:
      "Orders-payments' part of the shopper's data export: every order they placed and their saved cards, as the shop shows them",
    tag,
    access: 'session',
    answers: { 200: accountDataPart },
    problems: signedIn,
  }),
];

const staffOrderDocs: RouteDoc[] = [
  routeDoc({
    method: 'GET',
    path: '/api/admin/orders',
    summary: 'Orders for the staff console, filtered, sorted and paged',
    tag,
    access: { staff: 'read' },
    query: adminOrdersQuery,
    answers: { 200: adminOrdersAnswer },
    problems: staffOnly,
  }),
  routeDoc({
    method: 'GET',
    path: '/api/admin/orders/counts',
    summary: 'How many orders match the filters, by status',
    tag,
    access: { staff: 'read' },
    query: adminOrderFilters,
    answers: { 200: adminOrderCountsAnswer },
    problems: staffOnly,
  }),
  routeDoc({
    method: 'GET',
    path: '/api/admin/orders/:orderId',
    summary: 'One order, as staff see it',
    tag,
    access: { staff: 'read' },
    params: orderIdParams,
    answers: { 200: orderDataAnswer },
    problems: [...staffOnly, 404],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/admin/orders/:orderId/history',
    summary: "An order's timeline, oldest first: what happened, who did it and why",
    tag,
    access: { staff: 'read' },
    params: orderIdParams,
    answers: { 200: orderHistoryAnswer },
    problems: [...staffOnly, 404],
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/admin/orders/:orderId/status',
    summary: 'Move a paid order on: pending delivery, out for delivery, delivered',
    tag,
    access: { staff: 'orders.fulfil' },
    params: orderIdParams,
    body: adminOrderStatusBody,
    answers: { 200: orderDataAnswer },
    problems: [...staffOnly, 404, 409],
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/admin/orders/:orderId/slot',
    summary: 'Move a paid order to another slot of its city, saying why',
    tag,
    access: { staff: 'orders.reschedule' },
    params: orderIdParams,
    body: staffRescheduleBody,
    answers: { 200: orderDataAnswer },
    problems: [...staffOnly, 404, 409, 422],
  }),
  routeDoc({
    method: 'POST',
    path: '/api/admin/orders/:orderId/cancel',
    summary: 'Cancel an order, saying why; a paid one is refunded',
    tag,
    access: { staff: 'orders.cancel' },
    params: orderIdParams,
    body: staffCancelBody,
    answers: { 200: orderDataAnswer },
    problems: [...staffOnly, 404, 409],
  }),
  routeDoc({
    method: 'POST',
    path: '/api/admin/orders/:orderId/refund',
    summary: `Refund a line, an amount or the rest of the payment, saying why: 200 refunded, 202 recorded for the sweep to make. ${IDEMPOTENT}`,
    tag,
    access: { staff: 'orders.refund' },
    params: orderIdParams,
    headers: idempotencyKeyHeaders,
    body: adminRefundBody,
    answers: { 200: orderDataAnswer, 202: orderDataAnswer },
    problems: [...staffOnly, 404, 409, 422],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/admin/payment-methods',
    summary: "A customer's saved cards, the last 4 digits only",
    tag,
    access: { staff: 'read' },
    query: adminPaymentMethodsQuery,
    answers: { 200: adminPaymentMethodsAnswer },
    problems: staffOnly,
  }),
];

const paymentDocs: RouteDoc[] = [
  routeDoc({
    method: 'POST',
    path: '/api/payments/webhook',
    summary:
      "The payment provider's event (Stripe), signed in the stripe-signature header over the raw body; a bad or missing signature is a 400. An event is applied once, however often it comes",
    tag,
    access: 'public',
    headers: paymentWebhookHeaders,
    body: paymentWebhookEvent,
    answers: { 200: paymentWebhookAnswer },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/payments/config',
    summary:
      'Which card form the shop shows: Stripe Elements with its publishable key, or the sandbox',
    tag,
    access: 'public',
    answers: { 200: paymentConfigAnswer },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/users/payment-methods',
    summary: "The shopper's saved cards",
    tag,
    access: 'session',
    answers: { 200: paymentMethodsAnswer },
    problems: signedIn,
  }),
  routeDoc({
    method: 'POST',
    path: '/api/users/payments/:id',
    summary: 'Save a card the card form made; the first one saved is the default',
    tag,
    access: 'session',
    params: paymentMethodParams,
    answers: { 200: paymentMethodAnswer },
    problems: [...signedIn, 402, 404],
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/users/payments/:id',
    summary: "Change a saved card's billing name or expiry, or make it the default",
    tag,
    access: 'session',
    params: paymentMethodParams,
    body: updatePaymentMethodBody,
    answers: { 200: paymentMethodAnswer },
    problems: [...signedIn, 402, 404, 422],
  }),
  routeDoc({
    method: 'DELETE',
    path: '/api/users/payments/:id',
    summary: 'Remove a saved card; answers the cards left',
    tag,
    access: 'session',
    params: paymentMethodParams,
    answers: { 200: paymentMethodsAnswer },
    problems: [...signedIn, 404],
  }),
];

/** Where the sandbox's stand-ins for Stripe.js live: served only while payments go to it. */
export const SANDBOX_PAYMENTS_PATH = '/api/payments/sandbox';

const sandboxPaymentDocs: RouteDoc[] = [
  routeDoc({
    method: 'POST',
    path: `${SANDBOX_PAYMENTS_PATH}/payment-methods`,
    summary:
      "Sandbox only (test mode, no card charged): turn the card form into a payment method, as Stripe.js does; Stripe's test numbers behave as in Stripe",
    tag,
    access: 'session',
    body: sandboxCardBody,
    answers: { 201: sandboxPaymentMethodAnswer },
    problems: [...signedIn, 402],
  }),
  routeDoc({
    method: 'POST',
    path: `${SANDBOX_PAYMENTS_PATH}/authenticate/:paymentId`,
    summary: "Sandbox only: the 3-D Secure page's answer, approve or fail; the order is settled",
    tag,
    access: 'session',
    params: sandboxPaymentParams,
    body: sandboxAuthenticationBody,
    answers: { 200: sandboxAuthenticationAnswer },
    problems: [...signedIn, 404],
  }),
];

/**
 * The orders-payments service's routes: checkout, orders, saved cards and the staff's orders,
 * and the sandbox's card routes (absent when Stripe takes the payments).
 */
export const ordersPaymentsRouteDocs: RouteDoc[] = [
  ...shopperOrderDocs,
  ...staffOrderDocs,
  ...paymentDocs,
  ...sandboxPaymentDocs,
];
