import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingWindowDays,
  chosenDate,
  dateIn,
  formatDay,
  instantOf,
  isBookable,
} from './delivery-dates';

describe('delivery days', () => {
  it('reads today in the delivery city’s zone, not the browser’s', () => {
    const lateEvening = new Date('2026-11-21T04:30:00Z');
    expect(dateIn(lateEvening, 'America/Vancouver')).toBe('2026-11-20');
    expect(dateIn(lateEvening, 'America/Halifax')).toBe('2026-11-21');
  });

  it('counts calendar days across months, years and clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(chosenDate({ kind: 'tomorrow' }, '2026-02-28')).toBe('2026-03-01');
    expect(chosenDate({ kind: 'custom', date: '2026-03-04' }, '2026-02-28')).toBe('2026-03-04');
  });

  it('asks /days for an instant that is the same date in every Canadian zone', () => {
    const instant = new Date(instantOf('2026-11-22'));
    for (const zone of ['America/Vancouver', 'America/Toronto', 'America/St_Johns']) {
      expect(dateIn(instant, zone)).toBe('2026-11-22');
    }
  });

  it('takes custom dates from today to the end of the booking window', () => {
    const today = '2026-11-20';
    expect(isBookable(today, today)).toBe(true);
    expect(isBookable('2026-11-19', today)).toBe(false);
    expect(isBookable(addDays(today, bookingWindowDays), today)).toBe(true);
    expect(isBookable(addDays(today, bookingWindowDays + 1), today)).toBe(false);
    expect(isBookable('2026-02-30', today)).toBe(false);
    expect(isBookable('', today)).toBe(false);
  });

  it('shows the date itself whatever zone the browser is in', () => {
    expect(formatDay('2026-11-22', 'en-CA')).toBe('Sun, Nov 22');
    expect(formatDay('2026-11-22', 'fr-CA')).toMatch(/^dim\.? 22 nov\.?$/);
  });
});
