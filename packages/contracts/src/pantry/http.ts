import { z } from 'zod';
import { shopperListQuery } from '../paging.js';

/**
 * The pantry's calls (spec document 2 §7, "Pantry"), under /api/users/pantry. A shopper's pantry
 * is lots: what one purchase, onboarding choice or manual entry left of an ingredient. The shop
 * shows one row per ingredient with its lots inside; removals and edits name lots by their id.
 */

const ingredientId = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(100, { error: 'must be at most 100 characters' });
const lotId = z.uuid({ error: 'must be a pantry item id' });

/** A number the quantity input takes: numbers only (spec §5), and no more than a shop stocks. */
const quantity = z
  .number({ error: 'must be a number' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** A moment on the expiry picker, in milliseconds since 1970 (spec §3: "expiryDate (timestamp)"). */
export const expiryTimestamp = z
  .number({ error: 'must be a timestamp in milliseconds' })
  .int({ error: 'must be a timestamp in milliseconds' })
  .min(0, { error: 'must be a timestamp in milliseconds' })
  .max(8_640_000_000_000_000, { error: 'must be a timestamp in milliseconds' });

/** GET /api/users/pantry?page=0&perPage=1000: pages of ingredient rows. */
export const pantryQuery = shopperListQuery;
export type PantryQuery = z.infer<typeof pantryQuery>;

/** One item of POST /api/users/pantry: `id` is the ingredient's, as the add popup picks it. */
export const pantryItemToAdd = z.strictObject({
  id: ingredientId,
  quantity: quantity.min(1, { error: 'must be at least 1' }),
  units: z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, { error: 'is required' })
    .max(40, { error: 'must be at most 40 characters' }),
  expiryDate: expiryTimestamp.nullable().optional(),
  /** Sent by onboarding with its groceries; the catalog's name is the one shown. */
  name: z.string({ error: 'must be a string' }).max(200).optional(),
});
export type PantryItemToAdd = z.infer<typeof pantryItemToAdd>;

export const addToPantryBody = z.strictObject({
  items: z
    .array(pantryItemToAdd, { error: 'must be a list' })
    .min(1, { error: 'must name at least one item' })
    .max(200, { error: 'must name at most 200 items' }),
  countryCode: z.enum(['CA', 'US'], { error: 'must be CA or US' }).optional(),
});
export type AddToPantryBody = z.infer<typeof addToPantryBody>;

/**
 * PUT /api/users/pantry/updateGroceriesAvailability?items=["…"]: the lots the shopper no
 * longer has, as a JSON list in the query (spec §7).
 */
export const pantryRemovalQuery = z.strictObject({
  items: z
    .string({ error: 'must be a JSON list of pantry item ids' })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON list of pantry item ids' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(lotId, { error: 'must be a JSON list of pantry item ids' })
        .min(1, { error: 'must name at least one item' })
        .max(1000, { error: 'must name at most 1000 items' }),
    ),
});
export type PantryRemovalQuery = z.infer<typeof pantryRemovalQuery>;

/** One edit of PUT /api/users/pantry/updateGroceriesDetails: a lot's quantity, expiry or both. */
export const pantryItemEdit = z
  .strictObject({
    id: lotId,
    quantity: quantity.positive({ error: 'must be more than 0' }).optional(),
    /** null clears the expiry date. */
    expiryDate: expiryTimestamp.nullable().optional(),
  })
  .refine((edit) => edit.quantity !== undefined || edit.expiryDate !== undefined, {
    error: 'must change the quantity or the expiry date',
  });
export type PantryItemEdit = z.infer<typeof pantryItemEdit>;

export const editPantryBody = z.strictObject({
  items: z
    .array(pantryItemEdit, { error: 'must be a list' })
    .min(1, { error: 'must name at least one item' })
    .max(1000, { error: 'must name at most 1000 items' }),
});
export type EditPantryBody = z.infer<typeof editPantryBody>;

export const pantryLotSources = ['order', 'onboarding', 'manual'] as const;

export const pantryLotAnswer = z.object({
  id: z.string(),
  quantity: z.number(),
  units: z.string(),
  /** The day it was bought or entered, YYYY-MM-DD in the shop's zone (rows show DD-MM-YY). */
  purchaseDate: z.string(),
  /** Start of the expiry day in the shop's zone, in milliseconds; null when none is set. */
  expiryDate: z.number().nullable(),
  source: z.enum(pantryLotSources),
  /** The order it came with, for lots whose source is an order. */
  orderId: z.string().nullable(),
});
export type PantryLotAnswer = z.infer<typeof pantryLotAnswer>;

/** One ingredient the shopper holds: its lots, soonest-expiring first, and what they add up to. */
export const pantryRowAnswer = z.object({
  ingredientId: z.string(),
  /** The catalog's name, image URL and grocery category name of the ingredient (spec §3). */
  name: z.string(),
  image: z.string(),
  category: z.string(),
  quantity: z.number(),
  units: z.string(),
  /** The soonest expiry among its lots, as the row shows it; null when none is set. */
  expiryDate: z.number().nullable(),
  lots: z.array(pantryLotAnswer),
});
export type PantryRowAnswer = z.infer<typeof pantryRowAnswer>;

/**
 * What the expiry job threw away of the shopper's lots since the first of this month in the
 * shop's zone: their value in cents (what the lots cost, where known) and their weight in grams
 * (where the catalog knows the ingredient's weight). The pantry page says "You threw away $X of
 * food this month".
 */
export const pantryWaste = z.object({
  cents: z.number().int().min(0),
  grams: z.number().min(0),
});
export type PantryWaste = z.infer<typeof pantryWaste>;

/** Every answer of /api/users/pantry: the shopper's pantry as it now stands. */
export const pantryAnswer = z.object({
  userPantryItems: z.array(pantryRowAnswer),
  wastedThisMonth: pantryWaste,
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type PantryAnswer = z.infer<typeof pantryAnswer>;

/**
 * GET and PUT /api/users/pantry/reminders: whether the shopper gets the mail about lots expiring
 * within two days (on unless they turned it off in /settings).
 */
export const pantryReminders = z.strictObject({
  remindersOn: z.boolean({ error: 'must be true or false' }),
});
export type PantryReminders = z.infer<typeof pantryReminders>;
