import { z } from 'zod';
import { pantryLotSources } from './http.js';

/**
 * What the pantry tells the others: after every change, the shopper's whole pantry, so that
 * cart-pricing can keep its copy by replacing it, whatever it missed or received twice.
 * The subject is the shopper, so one shopper's changes arrive in order.
 */
export const pantryChanged = {
  type: 'pantry.changed',
  version: 1,
  data: z.object({
    userId: z.string(),
    lots: z.array(
      z.object({
        id: z.string(),
        ingredientId: z.string(),
        quantity: z.number(),
        unit: z.string(),
        /**
         * The quantity in the ingredient's base unit, which pricing counts in; null when the
         * catalog cannot size `unit` (an ingredient it no longer has): such a lot is not counted.
         */
        baseQuantity: z.number().nonnegative().nullable(),
        /** YYYY-MM-DD in the shop's zone; the lot counts for a day up to and including it. */
        expiresOn: z.iso.date().nullable(),
        source: z.enum(pantryLotSources),
      }),
    ),
  }),
} as const;
export type PantryChanged = z.infer<typeof pantryChanged.data>;
