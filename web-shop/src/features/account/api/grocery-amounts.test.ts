import { describe, expect, it } from 'vitest';
import {
  canAddQuantity,
  expiryFromInput,
  isQuantityText,
  quantityOf,
  shortDate,
  todayInputValue,
} from './grocery-amounts';

describe('grocery amounts', () => {
  it('take numeric text only, with a decimal point or comma', () => {
    expect(['', '2', '1.5', '0,75', '12.'].every(isQuantityText)).toBe(true);
    expect(['a', '1e3', '-1', '1.2.3', '1 kg'].some(isQuantityText)).toBe(false);
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
  });

  it('show dates as DD-MM-YY and offer today as the earliest expiry', () => {
    expect(shortDate(new Date(2031, 2, 9).getTime())).toBe('09-03-31');
    expect(todayInputValue(new Date(2030, 11, 31, 23, 59))).toBe('2030-12-31');
  });
});
