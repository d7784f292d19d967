/**
 * Wall-clock time in a city's zone, from the zone database the runtime carries (Intl), so that
 * daylight-saving changes follow the IANA rules rather than a fixed offset.
 */

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1_000) * 1_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The instant the zone's clocks read `hour`:00 on `date` (YYYY-MM-DD). The offset is taken at
 * the first guess and checked at the result, which settles days whose offset changes. Canadian
 * zones change at 02:00, so the hours asked for here (09:00 to 21:00) always exist, once.
 */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour);
  const guess = wallAsUtc - offsetAt(wallAsUtc, timeZone);
  return new Date(wallAsUtc - offsetAt(guess, timeZone));
}

/** '9:00 AM', '12:00 PM': the time an instant shows on the zone's clocks, as shoppers read it. */
export function clockLabel(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
