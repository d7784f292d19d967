import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysAfter, shopDayAt, startOfShopDay } from './shop-day.js';

describe('shop days', () => {
  it('are Toronto days: a UTC morning is still the evening before there', () => {
    expect(shopDayAt(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(shopDayAt(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
  });

  it('start at Toronto midnight, in winter and in summer time', () => {
    expect(startOfShopDay('2026-11-26')).toBe(Date.parse('2026-11-26T05:00:00Z'));
    expect(startOfShopDay('2026-07-01')).toBe(Date.parse('2026-07-01T04:00:00Z'));
  });

  it('start at midnight on the days the clocks change', () => {
    expect(startOfShopDay('2026-03-08')).toBe(Date.parse('2026-03-08T05:00:00Z'));
    expect(startOfShopDay('2026-11-01')).toBe(Date.parse('2026-11-01T04:00:00Z'));
  });

  it('start at an instant that falls on that day, and a millisecond before is the day before', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const day = shopDayAt(date);
          const start = startOfShopDay(day);
          expect(shopDayAt(start)).toBe(day);
          expect(shopDayAt(start - 1)).not.toBe(day);
          expect(start).toBeLessThanOrEqual(date.getTime());
        },
      ),
    );
  });

  it('count on by calendar days, across months, leap days and clock changes', () => {
    expect(daysAfter('2026-11-26', 3)).toBe('2026-11-29');
    expect(daysAfter('2026-11-26', 730)).toBe('2028-11-25');
    expect(daysAfter('2027-03-13', 1)).toBe('2027-03-14');
    expect(daysAfter('2026-12-31', 1)).toBe('2027-01-01');
  });
});
