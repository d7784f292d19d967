import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@/shared/format/calendar-date';
import { torontoTime } from '../testing/order-fixture';
import { instantInDay } from './order-calls';
import { formatOrderDate, formatSlot, todayIn } from './order-dates';

const dayIn = (timeZone: string, instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

describe('order dates and times', () => {
  it('shows a slot in the delivery city, whatever zone the browser is in', () => {
    const slot = {
      slotStart: torontoTime('2026-12-03', 19),
      slotEnd: torontoTime('2026-12-03', 21),
      timeZone: 'America/Toronto',
    };
    const english = formatSlot(slot, 'en-CA');
    expect(english.day).toBe('Thursday, December 3');
    expect(english.hours).toMatch(/^7:00\s?–\s?9:00\sp\.m\.$/);
    const french = formatSlot(slot, 'fr-CA');
    expect(french.day).toBe('jeudi 3 décembre');
    expect(french.hours).toMatch(/^19 h 00\s?–\s?21 h 00$/);
  });

  it('dates an order by the city it goes to: late evening in Vancouver is still that day', () => {
    // ICU versions differ on the period after a short month.
    expect(formatOrderDate('2026-12-04T06:30:00.000Z', 'America/Vancouver', 'en-CA')).toMatch(
      /^Dec\.? 3, 2026$/,
    );
    expect(formatCalendarDate('2026-12-03', 'fr-CA')).toBe('jeudi 3 décembre 2026');
  });

  it('asks /days with an instant inside the day from Newfoundland to British Columbia', () => {
    for (const zone of ['America/St_Johns', 'America/Halifax', 'America/Vancouver']) {
      expect(dayIn(zone, instantInDay('2026-07-01'))).toBe('2026-07-01');
      expect(dayIn(zone, instantInDay('2026-12-31'))).toBe('2026-12-31');
    }
  });

  it("knows today's date in the city", () => {
    const lateInToronto = new Date('2026-12-04T03:45:00.000Z');
    expect(todayIn('America/Toronto', lateInToronto)).toBe('2026-12-03');
    expect(todayIn('America/Halifax', lateInToronto)).toBe('2026-12-03');
    expect(todayIn('America/St_Johns', lateInToronto)).toBe('2026-12-04');
  });
});
