import { isOpen, type Slot } from './slots.js';

export interface OfferedSlot extends Slot {
  /** Places left. */
  remaining: number;
  /** False when full, past, or inside the same-day lead time. */
  available: boolean;
}

/**
 * What a city offers in these slots, given the places taken in each (by slot start, ms).
 * Staff may lower a capacity below what is already taken: such a slot has none left.
 */
export function offerSlots(
  slots: readonly Slot[],
  capacity: number,
  taken: ReadonlyMap<number, number>,
  now: Date,
): OfferedSlot[] {
  return slots.map((slot) => {
    const remaining = Math.max(0, capacity - (taken.get(slot.start.getTime()) ?? 0));
    return { ...slot, remaining, available: remaining > 0 && isOpen(slot.start, now) };
  });
}
