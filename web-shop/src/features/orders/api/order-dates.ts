import type { OrderAnswer } from '@mise/contracts';

/**
 * Dates and times of an order as the shopper reads them: in the delivery city's zone (where the
 * groceries arrive), in the page's language.
 */

type Slot = Pick<OrderAnswer['delivery'], 'slotStart' | 'slotEnd' | 'timeZone'>;

/** e.g. "Nov. 22, 2026" / "22 nov. 2026". */
export function formatOrderDate(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
    new Date(instant),
  );
}

/** e.g. "Tuesday, November 24" and "9:00 a.m. – 11:00 a.m.". */
export function formatSlot(slot: Slot, locale: string): { day: string; hours: string } {
  const start = new Date(slot.slotStart);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: slot.timeZone,
  }).format(start);
  const hours = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: slot.timeZone,
  }).formatRange(start, new Date(slot.slotEnd));
  return { day, hours };
}

/** Today's date (YYYY-MM-DD) in `timeZone`: the first day a new delivery slot can be on. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(now);
}
