import { describe, expect, it } from 'vitest';
import { type CityFee, createCityFees } from './city-fees.js';

const mississauga: CityFee = {
  cityId: 'mississauga',
  name: 'Mississauga',
  deliveryFeeCents: 199,
  active: true,
};
const at = (second: number) => `2026-06-15T12:00:${String(second).padStart(2, '0')}.000Z`;

describe('the copy of delivery-slots’ city fees', () => {
  it('takes a change announced by delivery-slots in place of what it held', () => {
    const fees = createCityFees();
    fees.replaceServed([mississauga]);
    fees.applyChange({ ...mississauga, deliveryFeeCents: 349 }, at(1));
    expect(fees.feeCents('Mississauga')).toBe(349);
  });

  it('charges the default fee for a city switched off, and the city’s fee once back on', () => {
    const fees = createCityFees();
    fees.replaceServed([mississauga]);
    fees.applyChange({ ...mississauga, active: false }, at(1));
    expect(fees.feeCents('mississauga')).toBe(500);
    fees.applyChange({ ...mississauga, deliveryFeeCents: 99, active: true }, at(2));
    expect(fees.feeCents('mississauga')).toBe(99);
  });

  it('learns of a city switched on after its list was fetched', () => {
    const fees = createCityFees();
    fees.replaceServed([]);
    fees.applyChange(
      { cityId: 'halifax', name: 'Halifax', deliveryFeeCents: 499, active: true },
      at(1),
    );
    expect(fees.feeCents('Halifax')).toBe(499);
  });

  it('keeps a change over a list fetched before it was made, until a newer change', () => {
    const fees = createCityFees();
    fees.applyChange({ ...mississauga, deliveryFeeCents: 349 }, at(1));
    // The list was read before the change above reached delivery-slots' table.
    fees.replaceServed([mississauga]);
    expect(fees.feeCents('Mississauga')).toBe(349);
  });

  it('ignores a change delivered again after a newer one', () => {
    const fees = createCityFees();
    fees.applyChange({ ...mississauga, deliveryFeeCents: 249 }, at(1));
    fees.applyChange({ ...mississauga, deliveryFeeCents: 349 }, at(2));
    fees.applyChange({ ...mississauga, deliveryFeeCents: 249 }, at(1));
    expect(fees.feeCents('Mississauga')).toBe(349);
    // The same change twice is the same change.
    fees.applyChange({ ...mississauga, deliveryFeeCents: 349 }, at(2));
    expect(fees.feeCents('Mississauga')).toBe(349);
  });
});
