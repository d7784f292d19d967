import { describe, expect, it } from 'vitest';
import {
  canAddQuantity,
  daysLeft,
  expiryFromInput,
  formatQuantity,
  isPastExpiry,
  isQuantityText,
  pickerDate,
  quantityOf,
  shortDate,
  todayInputValue,
} from './amounts';

const now = new Date(2026, 10, 26, 18, 30);

describe('pantry amounts', () => {
  it('take numbers only, with a decimal point or comma', () => {
    expect(['', '12', '1.5', '1,5', '.5'].every(isQuantityText)).toBe(true);
    expect(['1a', '-1', '1.2.3', '1 000'].some(isQuantityText)).toBe(false);
    expect(quantityOf('0,75')).toBe(0.75);
  });

  it('need a quantity of at least 1 to be added', () => {
    expect(canAddQuantity('1')).toBe(true);
    expect(canAddQuantity('0.5')).toBe(false);
    expect(canAddQuantity('')).toBe(false);
  });

  it('turn a picked expiry into the start of that day, and none into null', () => {
    expect(expiryFromInput('2031-03-09')).toBe(new Date(2031, 2, 9).getTime());
    expect(expiryFromInput('')).toBeNull();
    expect(todayInputValue(new Date(2030, 11, 31, 23, 59))).toBe('2030-12-31');
  });

  it('round to 2 decimals below 10 and none from 10 up (spec §5)', () => {
    expect(formatQuantity(1.456, 'en-CA')).toBe('1.46');
    expect(formatQuantity(2, 'en-CA')).toBe('2');
    expect(formatQuantity(9.999, 'en-CA')).toBe('10');
    expect(formatQuantity(12.6, 'en-CA')).toBe('13');
    expect(formatQuantity(1.5, 'fr-CA')).toBe('1,5');
  });

  it('count whole days to the expiry day, whatever the hour', () => {
    expect(daysLeft(new Date(2026, 10, 29).getTime(), now)).toBe(3);
    expect(daysLeft(new Date(2026, 10, 26).getTime(), now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });

  it('refuse expiry days before today, not today itself', () => {
    expect(isPastExpiry(new Date(2026, 10, 25).getTime(), now)).toBe(true);
    expect(isPastExpiry(new Date(2026, 10, 26).getTime(), now)).toBe(false);
    expect(isPastExpiry(null, now)).toBe(false);
  });

  it('write rows as DD-MM-YY and the picker as DD MMMM', () => {
    expect(shortDate('2026-11-05')).toBe('05-11-26');
    expect(shortDate(new Date(2026, 0, 9).getTime())).toBe('09-01-26');
    expect(pickerDate(new Date(2026, 11, 5).getTime(), 'en-CA')).toBe('05 December');
    expect(pickerDate(new Date(2026, 11, 5).getTime(), 'fr-CA')).toBe('05 décembre');
  });
});
