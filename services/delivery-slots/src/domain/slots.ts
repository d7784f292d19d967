import { clockLabel, localDate, zonedInstant } from './local-time.js';

/** Spec README "Delivery": 2-hour slots from 09:00 to 21:00 local time. */
export const FIRST_SLOT_HOUR = 9;
export const LAST_SLOT_END_HOUR = 21;
export const SLOT_HOURS = 2;
/** Spec README "Delivery": same-day slots need 3 h lead time. */
export const SAME_DAY_LEAD_HOURS = 3;
/** An unpaid hold keeps its place this long, then the place goes back on sale. */
export const HOLD_MINUTES = 30;

const HOUR_MS = 60 * 60 * 1_000;

export interface Slot {
  /** UTC instants. */
  start: Date;
  end: Date;
  /** '9:00 AM - 11:00 AM', in the city's zone. */
  label: string;
}

export function slotLabel(start: Date, end: Date, timeZone: string): string {
  return `${clockLabel(start, timeZone)} - ${clockLabel(end, timeZone)}`;
}

/** The slots of a day (YYYY-MM-DD) in the zone, earliest first. */
export function slotsOfDay(date: string, timeZone: string): Slot[] {
  const slots: Slot[] = [];
  for (let hour = FIRST_SLOT_HOUR; hour < LAST_SLOT_END_HOUR; hour += SLOT_HOURS) {
    const start = zonedInstant(date, hour, timeZone);
    const end = zonedInstant(date, hour + SLOT_HOURS, timeZone);
    slots.push({ start, end, label: slotLabel(start, end, timeZone) });
  }
  return slots;
}

/** The slot that starts at this instant in the zone, if one does. */
export function slotStartingAt(start: Date, timeZone: string): Slot | undefined {
  return slotsOfDay(localDate(start, timeZone), timeZone).find(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

/**
 * Whether a slot starting then can still be chosen. One rule covers both the lead time of
 * same-day slots and past slots: a slot of a later day starts at 09:00, at least 9 h after
 * any time of the day before, so it is never inside the lead time.
 */
export function isOpen(slotStart: Date, now: Date): boolean {
  return slotStart.getTime() - now.getTime() >= SAME_DAY_LEAD_HOURS * HOUR_MS;
}

/** When an unpaid hold taken now lapses. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60 * 1_000);
}
