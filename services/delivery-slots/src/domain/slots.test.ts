import { describe, expect, it } from 'vitest';
import { localDate } from './local-time.js';
import { holdExpiry, isOpen, slotStartingAt, slotsOfDay } from './slots.js';

const iso = (date: Date) => date.toISOString();
const HOUR_MS = 60 * 60 * 1_000;

describe('the slots of a day', () => {
  it('are six 2-hour slots from 9:00 AM to 9:00 PM on the city’s clocks', () => {
    const slots = slotsOfDay('2026-06-15', 'America/Toronto');
    expect(slots.map((slot) => slot.label)).toEqual([
      '9:00 AM - 11:00 AM',
      '11:00 AM - 1:00 PM',
      '1:00 PM - 3:00 PM',
      '3:00 PM - 5:00 PM',
      '5:00 PM - 7:00 PM',
      '7:00 PM - 9:00 PM',
    ]);
    // Eastern daylight time is UTC-4.
    expect(slots.map((slot) => [iso(slot.start), iso(slot.end)])).toEqual([
      ['2026-06-15T13:00:00.000Z', '2026-06-15T15:00:00.000Z'],
      ['2026-06-15T15:00:00.000Z', '2026-06-15T17:00:00.000Z'],
      ['2026-06-15T17:00:00.000Z', '2026-06-15T19:00:00.000Z'],
      ['2026-06-15T19:00:00.000Z', '2026-06-15T21:00:00.000Z'],
      ['2026-06-15T21:00:00.000Z', '2026-06-15T23:00:00.000Z'],
      ['2026-06-15T23:00:00.000Z', '2026-06-16T01:00:00.000Z'],
    ]);
  });

  it('follow each city’s own zone', () => {
    const firstStart = (zone: string) =>
      iso((slotsOfDay('2026-01-20', zone)[0] as { start: Date }).start);
    expect(firstStart('America/Halifax')).toBe('2026-01-20T13:00:00.000Z');
    expect(firstStart('America/Toronto')).toBe('2026-01-20T14:00:00.000Z');
    expect(firstStart('America/Winnipeg')).toBe('2026-01-20T15:00:00.000Z');
    expect(firstStart('America/Edmonton')).toBe('2026-01-20T16:00:00.000Z');
    expect(firstStart('America/Vancouver')).toBe('2026-01-20T17:00:00.000Z');
  });

  it('keep their local hours on the days the clocks change', () => {
    // 2026: clocks go forward on March 8 and back on November 1, at 2:00 AM.
    const before = slotsOfDay('2026-03-07', 'America/Toronto');
    const springForward = slotsOfDay('2026-03-08', 'America/Toronto');
    const fallBack = slotsOfDay('2026-11-01', 'America/Toronto');
    expect(iso(before[0]?.start as Date)).toBe('2026-03-07T14:00:00.000Z');
    expect(iso(springForward[0]?.start as Date)).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(fallBack[0]?.start as Date)).toBe('2026-11-01T14:00:00.000Z');
    for (const day of [springForward, fallBack]) {
      expect(day[0]?.label).toBe('9:00 AM - 11:00 AM');
      expect(day[5]?.label).toBe('7:00 PM - 9:00 PM');
      for (const slot of day) expect(slot.end.getTime() - slot.start.getTime()).toBe(2 * HOUR_MS);
    }
  });

  it('belong to the day of the city, not of UTC', () => {
    // 11:30 PM in Vancouver is already the next day in UTC.
    expect(localDate(new Date('2026-06-16T06:30:00Z'), 'America/Vancouver')).toBe('2026-06-15');
    expect(localDate(new Date('2026-06-16T06:30:00Z'), 'America/Halifax')).toBe('2026-06-16');
  });
});

describe('a slot start', () => {
  it('is recognised only at the start of one of the day’s slots', () => {
    const slot = slotStartingAt(new Date('2026-03-08T15:00:00Z'), 'America/Toronto');
    expect(slot?.label).toBe('11:00 AM - 1:00 PM');
    expect(iso(slot?.end as Date)).toBe('2026-03-08T17:00:00.000Z');
    // 10:00 AM, 8:00 AM and 9:00 PM local start no slot.
    expect(slotStartingAt(new Date('2026-03-08T14:00:00Z'), 'America/Toronto')).toBeUndefined();
    expect(slotStartingAt(new Date('2026-03-08T12:00:00Z'), 'America/Toronto')).toBeUndefined();
    expect(slotStartingAt(new Date('2026-03-09T01:00:00Z'), 'America/Toronto')).toBeUndefined();
  });
});

describe('an open slot', () => {
  // 9:00 AM in Toronto.
  const now = new Date('2026-06-15T13:00:00Z');
  const [nine, eleven, one] = slotsOfDay('2026-06-15', 'America/Toronto');

  it('starts at least 3 hours from now on the same day', () => {
    expect(isOpen(eleven?.start as Date, now)).toBe(false);
    expect(isOpen(one?.start as Date, new Date('2026-06-15T14:00:00Z'))).toBe(true);
    expect(isOpen(one?.start as Date, new Date('2026-06-15T14:00:00.001Z'))).toBe(false);
  });

  it('is never one that has started or passed', () => {
    expect(isOpen(nine?.start as Date, now)).toBe(false);
    expect(isOpen(nine?.start as Date, new Date('2026-06-15T20:00:00Z'))).toBe(false);
  });

  it('includes the first slot of tomorrow late tonight', () => {
    const [tomorrowNine] = slotsOfDay('2026-06-16', 'America/Toronto');
    // 11:59 PM in Toronto.
    expect(isOpen(tomorrowNine?.start as Date, new Date('2026-06-16T03:59:00Z'))).toBe(true);
  });
});

it('an unpaid hold lapses 30 minutes after it is taken', () => {
  expect(iso(holdExpiry(new Date('2026-06-15T13:00:00Z')))).toBe('2026-06-15T13:30:00.000Z');
});
