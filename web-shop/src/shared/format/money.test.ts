import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money', () => {
  it('shows cents as dollars in the page language', () => {
    expect(formatMoney(2336, 'en-CA', 'CAD')).toBe('$23.36');
    expect(formatMoney(2336, 'fr-CA', 'CAD').replace(/\s/g, ' ')).toBe('23,36 $');
    expect(formatMoney(5, 'en-CA', 'USD')).toBe('US$0.05');
  });
});
