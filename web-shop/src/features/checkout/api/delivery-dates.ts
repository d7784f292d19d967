/**
 * Delivery days (spec §2 "Checkout": today, tomorrow or a custom date). A day is a calendar date
 * (YYYY-MM-DD) in the delivery city's time zone, as /days and the order's address read it.
 */

export type DateChoice =
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'custom'; date: string };

/** How far ahead a custom date may be: the delivery calendar is planned a month at a time. */
export const bookingWindowDays = 30;

/** The calendar date of `instant` in `timeZone` (the browser's zone when undefined). */
export function dateIn(instant: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function utcNoon(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

export function addDays(date: string, days: number): string {
  const next = utcNoon(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && utcNoon(value).toISOString().startsWith(value);
}

/** The date a choice stands for, `today` being the city's today. */
export function chosenDate(choice: DateChoice, today: string): string {
  if (choice.kind === 'today') return today;
  if (choice.kind === 'tomorrow') return addDays(today, 1);
  return choice.date;
}

/** A custom date the calendar takes: from today to the end of the booking window. */
export function isBookable(date: string, today: string): boolean {
  return isCalendarDate(date) && date >= today && date <= addDays(today, bookingWindowDays);
}

/**
 * An instant inside `date` in every Canadian zone, for /days: noon UTC is 04:00 in Vancouver
 * and 09:30 in St. John's, the same calendar day everywhere the shop delivers.
 */
export function instantOf(date: string): number {
  return utcNoon(date).getTime();
}

/** 'Sat, Nov 22' in the page's language: the date itself, whatever the browser's zone. */
export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(utcNoon(date));
}

/** 'Saturday, November 22' for a sentence. */
export function formatLongDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(utcNoon(date));
}
