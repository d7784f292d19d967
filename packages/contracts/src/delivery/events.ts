import { z } from 'zod';

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
    reason: z.enum(['cancelled', 'payment-failed', 'lapsed', 'moved']),
  }),
} as const;
export type SlotReleased = z.infer<typeof slotReleased.data>;
