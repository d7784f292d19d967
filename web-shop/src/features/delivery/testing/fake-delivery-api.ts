import type { CityAnswer, DeliveryPageAnswer, LocationAnswer } from '@mise/contracts';
import { http } from 'msw';
import { apiServer } from '@/shared/testing/api-server';
import { json } from '@/shared/testing/fake-responses';

/** Test support: GET /api/delivery in memory, in front of the fakes added before. */

export function city(
  overrides: Partial<CityAnswer> & Pick<CityAnswer, '_id' | 'name' | 'province'>,
): CityAnswer {
  return {
    countryCode: 'CA',
    timeZone: 'America/Toronto',
    postalCodePrefixes: [],
    deliveryFee: 0,
    slotCapacity: 20,
    ...overrides,
  };
}

export const toronto = city({ _id: 'toronto', name: 'Toronto', province: 'ON', deliveryFee: 0 });
export const ottawa = city({ _id: 'ottawa', name: 'Ottawa', province: 'ON', deliveryFee: 299 });
export const montreal = city({
  _id: 'montreal',
  name: 'Montréal',
  province: 'QC',
  deliveryFee: 499,
});
export const vancouver = city({
  _id: 'vancouver',
  name: 'Vancouver',
  province: 'BC',
  timeZone: 'America/Vancouver',
  deliveryFee: 350,
});

export const kingWest: LocationAnswer = {
  _id: 'king-west',
  name: 'King West pickup',
  cityId: 'toronto',
  lineOne: '500 King St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 1L9',
  hours: 'Mon-Sat 9:00-21:00',
};

export function stubDeliveryApi(answer: Partial<DeliveryPageAnswer> = {}) {
  let failing = false;
  const page: DeliveryPageAnswer = {
    cities: [toronto, montreal, ottawa, vancouver],
    locations: [kingWest],
    firstSlotHour: 9,
    lastSlotEndHour: 21,
    slotHours: 2,
    sameDayLeadHours: 3,
    ...answer,
  };
  apiServer.use(
    http.get('/api/delivery', () =>
      failing ? new Response(JSON.stringify({ message: 'down' }), { status: 503 }) : json(page),
    ),
  );
  return {
    /** From now on the page's data does not come. */
    fail: () => {
      failing = true;
    },
    /** The service answers again. */
    recover: () => {
      failing = false;
    },
  };
}
