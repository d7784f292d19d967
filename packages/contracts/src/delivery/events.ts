import { z } from 'zod';
import { provinceCodes } from '../identity/http.js';

/** What delivery-slots tells the others: a place in a slot was booked for a paid order, or freed. */
const slotFacts = {
  orderId: z.string(),
  cityId: z.string(),
  slotStart: z.iso.datetime(),
  slotEnd: z.iso.datetime(),
};

export const slotBooked = {
  type: 'delivery.slot.booked',
  version: 1,
  data: z.object(slotFacts),
} as const;
export type SlotBooked = z.infer<typeof slotBooked.data>;

export const slotReleased = {
  type: 'delivery.slot.released',
  version: 1,
  data: z.object({
    ...slotFacts,
    /** `replaced`: the same shopper held a newer place in the same slot (one live place each). */
    reason: z.enum(['cancelled', 'payment-failed', 'lapsed', 'moved', 'replaced']),
  }),
} as const;
export type SlotReleased = z.infer<typeof slotReleased.data>;

/**
 * Staff changed a delivery city (its fee, capacity or whether it is served): the city as it
 * now stands, whole, so that a copy kept elsewhere is set from one event, whatever came before.
 */
export const cityChanged = {
  type: 'delivery.city.changed',
  version: 1,
  data: z.object({
    cityId: z.string(),
    name: z.string(),
    province: z.enum(provinceCodes),
    /** Cents, between $0 and $5 (spec README). */
    deliveryFeeCents: z.number().int().min(0).max(500),
    /** A city switched off is not served: shoppers cannot choose it. */
    active: z.boolean(),
  }),
} as const;
export type CityChanged = z.infer<typeof cityChanged.data>;
