import { z } from 'zod';
import { adminListAnswer, adminListQuery, adminSearchText } from '../admin/list.js';

/**
 * Staff's promo codes (/api/admin/promotions, cart-pricing). A code gives a percent off the
 * product subtotal or a fixed amount off, from a minimum subtotal, between optional start and
 * end instants, within optional limits of uses overall and per customer. Codes are never
 * deleted: a code ended keeps the history of the orders that used it.
 */

export const promotionStatuses = ['scheduled', 'active', 'ended'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** Shoppers type codes in any case; the shop keeps them upper-cased. */
export const promotionCode = z
  .string({ error: 'must be text' })
  .trim()
  .toUpperCase()
  .min(3, { error: 'must be at least 3 characters' })
  .max(40, { error: 'must be at most 40 characters' })
  .regex(/^[A-Z0-9_-]+$/, { error: 'must hold only letters, digits, _ and -' });

/** Bounded so that every value fits the store's 32-bit columns. */
const wholeNumber = (unit: string, min: number, max: number) =>
  z
    .number({ error: `must be a number of ${unit}` })
    .int({ error: `must be a whole number of ${unit}` })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const instant = z.iso.datetime({
  offset: true,
  error: 'must be a date and time (ISO 8601, e.g. 2026-06-01T00:00:00Z)',
});

/** The fields staff set, as a change gives them: none has a default. */
const promotionFields = {
  percentOff: wholeNumber('percent', 1, 100).nullable(),
  /** At most $10,000.00. */
  amountOffCents: wholeNumber('cents', 1, 1_000_000).nullable(),
  /** The product subtotal must reach this; 0 for none. At most $10,000.00. */
  minSubtotalCents: wholeNumber('cents', 0, 1_000_000),
  firstOrderOnly: z.boolean({ error: 'must be true or false' }),
  /** From this instant, inclusive; null: from now. */
  startsAt: instant.nullable(),
  /** Until this instant, exclusive; null: no end. */
  endsAt: instant.nullable(),
  /** Paid orders allowed across all customers; null: unlimited. */
  maxRedemptions: wholeNumber('uses', 1, 10_000_000).nullable(),
  /** Paid orders allowed per customer; null: unlimited. */
  maxPerCustomer: wholeNumber('uses', 1, 1_000).nullable(),
  /** Whom the code is for, when an influencer shares it: free text, e.g. their handle. */
  influencerId: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty (null for none)' })
    .max(100, { error: 'must be at most 100 characters' })
    .nullable(),
};

interface PromotionRules {
  percentOff?: number | null;
  amountOffCents?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

/**
 * The rules between fields: one kind of discount, and an end after the start. A change
 * (`partial`) is held only to what it gives: the app checks the code as changed.
 */
function checkRules(value: PromotionRules, ctx: z.RefinementCtx, partial = false): void {
  const percent = value.percentOff !== null && value.percentOff !== undefined;
  const amount = value.amountOffCents !== null && value.amountOffCents !== undefined;
  if (percent && amount) {
    ctx.addIssue({
      code: 'custom',
      path: ['amountOffCents'],
      message: 'must be null when percentOff is given: a code gives one or the other',
    });
  } else if (!percent && !amount && !partial) {
    ctx.addIssue({
      code: 'custom',
      path: ['percentOff'],
      message: 'is required, or else amountOffCents',
    });
  }
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  }
}

/** POST /api/admin/promotions: a new code. Left out: no minimum, no dates, no limits. */
export const promotionBody = z
  .strictObject({
    code: promotionCode,
    percentOff: promotionFields.percentOff.default(null),
    amountOffCents: promotionFields.amountOffCents.default(null),
    minSubtotalCents: promotionFields.minSubtotalCents.default(0),
    firstOrderOnly: promotionFields.firstOrderOnly.default(false),
    startsAt: promotionFields.startsAt.default(null),
    endsAt: promotionFields.endsAt.default(null),
    maxRedemptions: promotionFields.maxRedemptions.default(null),
    maxPerCustomer: promotionFields.maxPerCustomer.default(null),
    influencerId: promotionFields.influencerId.default(null),
  })
  .superRefine((value, ctx) => checkRules(value, ctx));
export type PromotionBody = z.infer<typeof promotionBody>;

/**
 * PUT /api/admin/promotions/:id: the fields to change, the others kept; the code itself never
 * changes. Giving one kind of discount drops the other (percentOff on a fixed-amount code makes
 * it a percent code). The code as changed must still follow promotionBody's rules.
 */
export const promotionChange = z
  .strictObject(promotionFields)
  .partial()
  .superRefine((value, ctx) => checkRules(value, ctx, true));
export type PromotionChange = z.infer<typeof promotionChange>;

/** A code as staff see it: `_id` is the code; `redemptions` counts the paid orders that used it. */
export const promotionAnswer = z.object({
  _id: z.string(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  firstOrderOnly: z.boolean(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxPerCustomer: z.number().int().nullable(),
  influencerId: z.string().nullable(),
  redemptions: z.number().int(),
  /** scheduled before startsAt, ended from endsAt on, active in between. */
  status: z.enum(promotionStatuses),
  createdAt: z.iso.datetime(),
});
export type PromotionAnswer = z.infer<typeof promotionAnswer>;

/** GET /api/admin/promotions */
export const promotionsQuery = adminListQuery(
  ['code', 'createdAt', 'redemptions'],
  'createdAt',
).extend({
  /** Matches the code or the influencer id. */
  q: adminSearchText.optional(),
  status: z
    .enum(promotionStatuses, { error: `must be one of ${promotionStatuses.join(', ')}` })
    .optional(),
});
export type PromotionsQuery = z.infer<typeof promotionsQuery>;
export const promotionsAnswer = adminListAnswer(promotionAnswer);
