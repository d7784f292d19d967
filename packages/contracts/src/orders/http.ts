import { z } from 'zod';
import { staffReason } from '../admin/audit.js';
import { adminListAnswer, adminListQuery, adminSearchText } from '../admin/list.js';
import { boughtExtra, boughtProduct, boughtRecipe, pricePayload } from '../cart/http.js';
import { brandTypes } from '../catalog/http.js';
import { ADDRESS_DELIVERY, deliveryTypes } from '../delivery/http.js';
import { canadianPostalCode, provinceCodes, shopLanguages } from '../identity/http.js';
import { shopperListQuery } from '../paging.js';

/**
 * Orders and payments (spec document 1 §3 "Order payload", "Order (history)", §4 "Order
 * placement", §7 /orders, /users/orders, /orders/menu; document 2 §7 "User" payment methods;
 * spec README "Order statuses").
 */

export const orderStatuses = [
  'PENDING_PAYMENT',
  'PENDING_DELIVERY',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  'PAYMENT_FAILED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What shoppers and staff read; 'Pending Delivery' is the spec's own text. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Pending Payment',
  PENDING_DELIVERY: 'Pending Delivery',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  PAYMENT_FAILED: 'Payment Failed',
  REFUNDED: 'Refunded',
};

/** A customer may cancel or change an order until this long before its slot starts. */
export const CHANGE_NOTICE_HOURS = 24;

/** Sent with POST /api/orders: one key per checkout attempt, so a replay is the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string({ error: 'is required' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'must be 8 to 100 letters, digits, - or _' });
/**
 * The headers of a call that must not happen twice (placing an order, a staff refund): the
 * caller makes one key per attempt, and a replay with it is the same attempt.
 */
export const idempotencyKeyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });

const id = z.string().trim().min(1, { error: 'is required' }).max(200);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/**
 * Ten digits, as North American numbers are, after an optional +1; spaces, dashes, dots and
 * brackets are typing noise. Checked as a pattern on what is typed, so the published API says
 * which numbers it takes (ASCII digits only: every client's pattern engine reads those alike),
 * then kept as the ten digits.
 */
const PHONE_NOISE = '[ ().-]*';
const TYPED_PHONE = new RegExp(
  `^${PHONE_NOISE}(?:[+]?${PHONE_NOISE}1${PHONE_NOISE})?(?:[0-9]${PHONE_NOISE}){10}$`,
);
export const phoneNumber = z
  .string({ error: 'is required' })
  .max(40, { error: 'must be at most 40 characters' })
  .regex(TYPED_PHONE, { error: 'must be a 10-digit phone number' })
  .transform((value) => value.replace(/\D/g, '').slice(-10));

export const orderDeliveryAddress = z.object({
  email: z.email({ error: 'must be an e-mail address' }),
  firstName: text(100).min(1, { error: 'is required' }),
  lastName: text(100).min(1, { error: 'is required' }),
  lineOne: text(200).min(1, { error: 'is required' }),
  lineTwo: text(200).default(''),
  city: text(100).min(1, { error: 'is required' }),
  province: z.enum(provinceCodes, { error: 'must be a Canadian province or territory code' }),
  postalCode: canadianPostalCode,
  country: z.literal('CA', { error: 'must be CA' }).default('CA'),
  phone: phoneNumber,
  deliveryInstructions: text(500).default(''),
  /** YYYY-MM-DD in the city's zone. */
  date: z.iso.date({ error: 'must be a date like 2026-11-22' }),
  /** The chosen slot's start, as /days gave it. */
  timeSlot: z.iso.datetime({ error: 'must be a time slot from the list' }),
  allowSubstitute: z.boolean().default(true),
  /** The promo code to apply, upper-cased; empty for none. */
  promoDiscount: text(40).toUpperCase().default(''),
});
export type OrderDeliveryAddress = z.output<typeof orderDeliveryAddress>;

/** POST /api/orders (spec "Order payload"). The figures are the server's, never the client's. */
export const placeOrderBody = z.object({
  isSaveCard: z.boolean().default(false),
  paymentMethodId: id,
  deliveryAddress: orderDeliveryAddress,
  selectedRecipes: z
    .array(
      z.object({
        recipeId: id,
        servings: z.number().int().min(1).max(200),
        mealTypeId: z.string().nullable().optional(),
        curatedBoxId: z.string().nullable().optional(),
        originalRecipeId: z.string().nullable().optional(),
      }),
    )
    .min(1, { error: 'must hold at least one recipe' })
    .max(100),
  selectedExtraProducts: z.record(z.string(), z.number().int().min(1).max(99)).default({}),
  deliveryType: z.enum(deliveryTypes).default(ADDRESS_DELIVERY),
  /** For a pickup: where. */
  locationId: z.string().max(100).optional(),
  deliveryDate: z.string().max(60).optional(),
  brandPreferences: z.enum(brandTypes).default('LOW_COST'),
  brandPreferencesPriceCoefficient: z.number().optional(),
  diet: z.string().max(60).optional(),
  influencer: z.string().max(100).nullable().optional(),
  influencerId: z.string().max(100).nullable().optional(),
  /** The shop's language, for the mails about this order. */
  language: z.enum(shopLanguages).default('en-CA'),
});
export type PlaceOrderBody = z.output<typeof placeOrderBody>;
export type PlaceOrderInput = z.input<typeof placeOrderBody>;

export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** What the browser must do before a payment can finish (a card asking for 3-D Secure). */
export const paymentNextAction = z.object({
  provider: z.enum(paymentProviders),
  /** The provider's payment id (Stripe: the PaymentIntent). */
  paymentId: z.string(),
  /** Stripe's client secret for handleNextAction; null in the sandbox. */
  clientSecret: z.string().nullable(),
});
export type PaymentNextAction = z.infer<typeof paymentNextAction>;

export const orderAnswer = z.object({
  _id: z.string(),
  /** Short and readable, for mails and the phone: e.g. M-7K2P9Q. */
  number: z.string(),
  status: z.enum(orderStatuses),
  statusLabel: z.string(),
  createdAt: z.iso.datetime(),
  userId: z.string(),
  deliveryType: z.enum(deliveryTypes),
  locationId: z.string().nullable(),
  delivery: z.object({
    cityId: z.string(),
    date: z.string(),
    slotStart: z.iso.datetime(),
    slotEnd: z.iso.datetime(),
    timeZone: z.string(),
    /** e.g. '9:00 AM - 11:00 AM'. */
    label: z.string(),
  }),
  deliveryAddress: orderDeliveryAddress,
  recipes: z.array(
    boughtRecipe.pick({
      recipeId: true,
      name: true,
      image: true,
      servings: true,
      mealTypeId: true,
    }),
  ),
  /** The packs bought for the recipes; empty for orders placed before they were kept. */
  products: z.array(boughtProduct),
  extraProducts: z.array(boughtExtra),
  /** The server's figures at placement (spec: cost.totalPrice). */
  cost: pricePayload,
  promoCode: z.string().nullable(),
  payment: z.object({
    provider: z.enum(paymentProviders),
    status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'refunded']),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    /** Why the card was refused, in the provider's words. */
    failureMessage: z.string().nullable(),
    nextAction: paymentNextAction.nullable(),
    /** Cents refunded so far. */
    refunded: z.number().int(),
  }),
  /** True while the customer may still cancel or change it (24 h before the slot). */
  canChange: z.boolean(),
  changeDeadline: z.iso.datetime(),
});
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** POST /api/orders, and every route about one order, answer { data: order } (spec §7). */
export const orderDataAnswer = z.object({ data: orderAnswer });

/** GET /api/users/orders?page=0&perPage=1000 */
export const ordersQuery = shopperListQuery;
export const ordersAnswer = z.object({
  orders: z.array(orderAnswer),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const orderIdParams = z.object({ orderId: id });

/** PUT /api/orders/:orderId: a customer's change, until 24 h before the slot. */
export const changeOrderBody = z
  .strictObject({
    date: z.iso.date({ error: 'must be a date like 2026-11-22' }).optional(),
    timeSlot: z.iso.datetime({ error: 'must be a time slot from the list' }).optional(),
    deliveryInstructions: text(500).optional(),
    allowSubstitute: z.boolean().optional(),
  })
  .refine((body) => (body.timeSlot === undefined) === (body.date === undefined), {
    error: 'date and timeSlot go together',
    path: ['timeSlot'],
  });

/** GET /api/orders/menu/:orderId: the recipes of an order, for /menu/{orderId} and its print. */
export const orderMenuAnswer = z.object({
  orderId: z.string(),
  number: z.string(),
  firstName: z.string(),
  deliveryDate: z.string(),
  recipes: orderAnswer.shape.recipes,
});
export type OrderMenuAnswer = z.infer<typeof orderMenuAnswer>;

/** GET /api/payments/config: which card form the shop shows. */
export const paymentConfigAnswer = z.object({
  provider: z.enum(paymentProviders),
  /** Stripe's publishable key; null in the sandbox. */
  publishableKey: z.string().nullable(),
});

export const paymentMethodAnswer = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  billingName: z.string().nullable(),
  isDefault: z.boolean(),
});
export type PaymentMethodAnswer = z.infer<typeof paymentMethodAnswer>;
/** GET /api/users/payment-methods */
export const paymentMethodsAnswer = z.object({ paymentMethods: z.array(paymentMethodAnswer) });

export const paymentMethodParams = z.object({
  id: z.string().regex(/^pm_[A-Za-z0-9_]{3,100}$/, { error: 'must be a payment method id' }),
});
/** PUT /api/users/payments/:id */
export const updatePaymentMethodBody = z.strictObject({
  isDefault: z.boolean().optional(),
  billingName: text(100).optional(),
  expMonth: z.number().int().min(1).max(12).optional(),
  expYear: z.number().int().min(2000).max(2100).optional(),
});

/**
 * POST /api/payments/sandbox/payment-methods: the sandbox's stand-in for Stripe.js creating a
 * payment method from the card form. Stripe's documented test numbers behave as in Stripe.
 */
export const sandboxCardBody = z.strictObject({
  number: z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'must be a card number' })),
  expMonth: z
    .number()
    .int()
    .min(1, { error: 'must be 1 to 12' })
    .max(12, { error: 'must be 1 to 12' }),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'must be 3 or 4 digits' }),
  name: text(100).optional(),
});
export const sandboxPaymentMethodAnswer = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
});

/** POST /api/payments/sandbox/authenticate/:paymentId: the sandbox's 3-D Secure page. */
export const sandboxAuthenticationBody = z.strictObject({
  outcome: z.enum(['approve', 'fail'], { error: 'must be approve or fail' }),
});
export const sandboxPaymentParams = z.object({
  paymentId: z.string().regex(/^pi_sandbox_[A-Za-z0-9]{1,100}$/, {
    error: 'must be a sandbox payment id',
  }),
});
/** What the sandbox's 3-D Secure page learns: how the payment ended, and for which order. */
export const sandboxAuthenticationAnswer = z.object({
  provider: z.enum(paymentProviders),
  paymentId: z.string(),
  orderId: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'failed', 'pending']),
  failureMessage: z.string().nullable(),
});

/**
 * POST /api/payments/webhook: an event of the payment provider (Stripe's), signed in the
 * stripe-signature header over the exact bytes sent. Only its id and type are read here; the
 * provider's own reference describes the rest.
 */
export const paymentWebhookEvent = z.looseObject({ id: z.string(), type: z.string() });
export const PAYMENT_SIGNATURE_HEADER = 'stripe-signature';
/** The provider's signature of the raw body: `t=<seconds>,v1=<hex HMAC>` for Stripe. */
export const paymentWebhookHeaders = z.object({
  [PAYMENT_SIGNATURE_HEADER]: z.string({ error: 'is required' }),
});
export const paymentWebhookAnswer = z.object({ received: z.literal(true) });

/** An order's total is kept as a 32-bit integer of cents: no total lies beyond it. */
const MAX_TOTAL_CENTS = 2_147_483_647;
const cents = z.coerce
  .number({ error: 'must be a number of cents' })
  .int({ error: 'must be a whole number of cents' })
  .min(0, { error: 'must be 0 or more' })
  .max(MAX_TOTAL_CENTS, { error: `must be at most ${MAX_TOTAL_CENTS} cents` });
const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** The filters of the staff's order list, which the status counts also take. */
export const adminOrderFilters = z.object({
  status: z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(', ')}` }).optional(),
  /** Matches the order number, the customer's e-mail or name. */
  q: adminSearchText.optional(),
  /** The delivery day, from and to, in the city's zone. */
  from: day.optional(),
  to: day.optional(),
  cityId: adminSearchText.optional(),
  userId: adminSearchText.optional(),
  minTotal: cents.optional(),
  maxTotal: cents.optional(),
});
/** Staff console: GET /api/admin/orders */
export const adminOrdersQuery = adminListQuery(
  ['createdAt', 'slotStart', 'total'],
  'createdAt',
).extend(adminOrderFilters.shape);
export const adminOrdersAnswer = adminListAnswer(orderAnswer);
/** GET /api/admin/orders/counts: how many orders match the filters, by status (the tabs). */
export const adminOrderCountsAnswer = z.object({
  data: z.record(z.enum(orderStatuses), z.number().int()),
  total: z.number().int(),
});
/** One entry of an order's timeline: what happened, who did it, and the details (the reason). */
export const orderHistoryEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.enum(['customer', 'staff', 'system']),
  actorId: z.string().nullable(),
  /** The staff member who did it, also from the customer's account. */
  staffEmail: z.string().nullable(),
  action: z.string(),
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses).nullable(),
  details: z.record(z.string(), z.unknown()),
});
/** GET /api/admin/orders/:orderId/history: the order's timeline, oldest first. */
export const orderHistoryAnswer = adminListAnswer(orderHistoryEntry);
/** PUT /api/admin/orders/:orderId/slot: staff move a paid order to another slot of its city. */
export const staffRescheduleBody = z.strictObject({
  date: day,
  timeSlot: z.iso.datetime({ error: 'must be a time slot from the list' }),
  reason: staffReason,
});
/** PUT /api/admin/orders/:orderId/status */
export const adminOrderStatusBody = z.strictObject({
  status: z.enum(['PENDING_DELIVERY', 'OUT_FOR_DELIVERY', 'DELIVERED'], {
    error: 'must be PENDING_DELIVERY, OUT_FOR_DELIVERY or DELIVERED',
  }),
});
/**
 * POST /api/admin/orders/:orderId/refund: one line of the order (a product's packs, or an extra
 * product), an amount, or else what is left of the payment.
 */
export const adminRefundBody = z
  .strictObject({
    amount: z.number().int().min(1, { error: 'must be at least 1 cent' }).optional(),
    productId: z
      .string()
      .trim()
      .min(1, { error: 'must name a product of the order' })
      .max(100)
      .optional(),
    reason: staffReason,
  })
  .refine((body) => body.amount === undefined || body.productId === undefined, {
    error: 'give an amount or a productId, not both',
    path: ['amount'],
  });
/** POST /api/admin/orders/:orderId/cancel: staff say why, for the customer and the audit. */
export const staffCancelBody = z.strictObject({ reason: staffReason });
/** POST /api/admin/orders/:orderId/cancel and the customer's POST /api/orders/:orderId/cancel */
export const cancelOrderBody = z.strictObject({ reason: text(500).default('') });
