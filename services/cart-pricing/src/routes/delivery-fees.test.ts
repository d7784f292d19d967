import { describe, expect, it } from 'vitest';
import { createCityFees } from '../city-fees/city-fees.js';
import type { SavedDeliveryInfo } from '../store/schema.js';
import { deliveryOf } from './delivery-fees.js';

const deliveredTo = (city: string, province = 'ON'): SavedDeliveryInfo => ({
  firstName: 'Ana',
  lastName: 'Lima',
  emailAddress: 'ana@example.com',
  phoneNumber: '',
  city,
  province,
});

function copyOf(...cities: [cityId: string, name: string, deliveryFeeCents: number][]) {
  const fees = createCityFees();
  fees.replaceServed(
    cities.map(([cityId, name, deliveryFeeCents]) => ({
      cityId,
      name,
      deliveryFeeCents,
      active: true,
    })),
  );
  return fees;
}

describe('the delivery a cart is priced for', () => {
  const fees = copyOf(
    ['toronto', 'Toronto', 0],
    ['mississauga', 'Mississauga', 199],
    ['montreal', 'Montréal', 299],
    ['quebec-city', 'Québec City', 249],
  );
  const feeFor = (city: string) => deliveryOf(deliveredTo(city), null, fees).cityFeeCents;

  it('costs the fee delivery-slots charges for the city, however the city is typed', () => {
    expect(feeFor('Toronto')).toBe(0);
    expect(feeFor('Mississauga')).toBe(199);
    expect(feeFor('montreal')).toBe(299);
    expect(feeFor('MONTRÉAL')).toBe(299);
    expect(feeFor(' québec   CITY ')).toBe(249);
    expect(feeFor('quebec-city')).toBe(249);
  });

  it('costs the most a city may cost for a city delivery-slots does not serve', () => {
    expect(feeFor('Springfield')).toBe(500);
  });

  it('costs the most a city may cost before the fees have arrived, or without them', () => {
    expect(deliveryOf(deliveredTo('Toronto'), null, createCityFees()).cityFeeCents).toBe(500);
    expect(deliveryOf(deliveredTo('Toronto'), null).cityFeeCents).toBe(500);
  });

  it('goes to the shopper’s province, Ontario until they say, and is free for a shared menu', () => {
    expect(deliveryOf(deliveredTo('Montréal', 'QC'), null, fees)).toEqual({
      province: 'QC',
      cityFeeCents: 299,
      waiveOffDeliveryFee: false,
    });
    expect(deliveryOf(null, 'https://mise.ca/s/AbCdE12345', fees)).toEqual({
      province: 'ON',
      cityFeeCents: 500,
      waiveOffDeliveryFee: true,
    });
  });
});
