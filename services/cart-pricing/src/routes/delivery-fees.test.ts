import { describe, expect, it } from 'vitest';
import { cityDeliveryFeeCents } from './delivery-fees.js';

describe('the cart’s stand-in city fees', () => {
  it('are the fees delivery-slots seeds, however the city is typed', () => {
    expect(cityDeliveryFeeCents('Toronto')).toBe(0);
    expect(cityDeliveryFeeCents('Mississauga')).toBe(199);
    expect(cityDeliveryFeeCents('Montréal')).toBe(299);
    expect(cityDeliveryFeeCents(' québec   CITY ')).toBe(299);
    expect(cityDeliveryFeeCents('Winnipeg')).toBe(299);
    expect(cityDeliveryFeeCents('Calgary')).toBe(399);
    expect(cityDeliveryFeeCents('Halifax')).toBe(499);
  });

  it('charge the most for a city delivery-slots does not serve', () => {
    expect(cityDeliveryFeeCents('Springfield')).toBe(500);
  });
});
