import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCityFees } from '../read-models/city-fees/city-fees.js';
import { deliveryFeesOf, deliveryOf, type SavedDeliveryInfo } from './delivery-fees.js';

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

  it('costs the highest served fee for a city delivery-slots does not serve', () => {
    expect(feeFor('Springfield')).toBe(299);
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
      cityFeeCents: 299,
      waiveOffDeliveryFee: true,
    });
  });
});

const servedCity = fc.record({
  cityId: fc.stringMatching(/^[a-z]{3,12}$/),
  deliveryFeeCents: fc.integer({ min: 0, max: 500 }),
  active: fc.boolean(),
});

describe('the delivery fee a cart tells before its city is known', () => {
  it('ranges from the lowest to the highest fee of the cities served, and prices the highest', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(servedCity, { selector: (city) => city.cityId, minLength: 1 }),
        (cities) => {
          const fees = copyOf(
            ...cities.map(
              ({ cityId, deliveryFeeCents }) =>
                [cityId, cityId, deliveryFeeCents] as [string, string, number],
            ),
          );
          const charged = cities.map((city) => city.deliveryFeeCents);
          const told = deliveryFeesOf(null, fees);
          expect(told).toEqual({
            cityKnown: false,
            lowest: Math.min(...charged),
            highest: Math.max(...charged),
          });
          expect(deliveryOf(null, null, fees).cityFeeCents).toBe(told.highest);
        },
      ),
    );
  });

  it('leaves out the cities delivery-slots has switched off', () => {
    const fees = createCityFees();
    fees.replaceServed([
      { cityId: 'toronto', name: 'Toronto', deliveryFeeCents: 0, active: false },
      { cityId: 'mississauga', name: 'Mississauga', deliveryFeeCents: 199, active: true },
      { cityId: 'montreal', name: 'Montréal', deliveryFeeCents: 499, active: true },
    ]);
    expect(deliveryFeesOf(null, fees)).toEqual({ cityKnown: false, lowest: 199, highest: 499 });
    expect(deliveryFeesOf(deliveredTo('Toronto'), fees).cityKnown).toBe(false);
  });

  it('says the city is known once the shopper gives a served one, in any spelling', () => {
    const fees = copyOf(['montreal', 'Montréal', 299], ['toronto', 'Toronto', 0]);
    expect(deliveryFeesOf(deliveredTo('MONTREAL', 'QC'), fees)).toEqual({
      cityKnown: true,
      lowest: 0,
      highest: 299,
    });
    expect(deliveryFeesOf(deliveredTo('Springfield'), fees).cityKnown).toBe(false);
  });

  it('spans the fees the spec allows before delivery-slots has told of any city', () => {
    expect(deliveryFeesOf(null, createCityFees())).toEqual({
      cityKnown: false,
      lowest: 0,
      highest: 500,
    });
  });
});
