/**
 * Days as the shop counts them: calendar days in Toronto, written YYYY-MM-DD. An expiry picked on
 * the shop is a day, not an instant, so "today" must be the shop's today wherever the server runs.
 * Pure, so services' domain code may use it: the pantry dates its lots with it, and cart-pricing
 * asks which of them still count on a delivery day.
 */
export const SHOP_TIME_ZONE = 'America/Toronto';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The shop's day at an instant (en-CA formats dates as YYYY-MM-DD). */
export function shopDayAt(instant: Date | number): string {
  return dayFormat.format(instant);
}

/** How far the shop's wall clock is ahead of UTC at an instant, in milliseconds (negative). */
function shopOffsetAt(instant: number): number {
  const part = Object.fromEntries(
    clockFormat.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  );
  const wallClock = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant a shop day starts, in milliseconds: what the shop's date pickers send for it. */
export function startOfShopDay(day: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Clocks change at 2 a.m., so midnight keeps the offset of the evening before; a second look
  // settles a first guess taken on the other side of a change.
  const guess = midnightUtc - shopOffsetAt(midnightUtc);
  return midnightUtc - shopOffsetAt(guess);
}

/** The day `days` days after a shop day, both YYYY-MM-DD: calendar days, whatever the clocks do. */
export function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
