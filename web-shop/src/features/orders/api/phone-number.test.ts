import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone-number';

describe('a delivery phone number', () => {
  it('reads as (416) 555-0100, and anything unexpected is left as it came', () => {
    expect(formatPhoneNumber('4165550100')).toBe('(416) 555-0100');
    expect(formatPhoneNumber('+1 416 555 0100')).toBe('+1 416 555 0100');
  });
});
