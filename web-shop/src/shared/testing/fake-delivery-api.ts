import {
  type CityAnswer,
  type DaysAnswer,
  type DeliveryPageAnswer,
  daysParams,
  type LocationAnswer,
  type TimeSlot,
} from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import {
  type FakeRequest,
  json,
  paramsOf,
  problem,
  type ResolverInfo,
  refusal,
  requestOf,
} from '@mise/web-testing/responses';
import { http } from 'msw';

/**
 * Test support: the delivery-slots service in memory (GET /api/delivery, /api/cities,
 * /api/locations and /api/days/:timestamp/:city/:deliveryType), in front of the fakes added
 * before. A day's slots are the page's windows (firstSlotHour to lastSlotEndHour, slotHours
 * long) in the city's time zone, all open unless full, or what `slots` gives.
 */

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

type FakeDeliveryOptions = Partial<DeliveryPageAnswer> & {
  /** A day's slots (YYYY-MM-DD in the city), instead of the page's windows. */
  slots?: (date: string, city: CityAnswer) => TimeSlot[];
  /** Slot starts (UTC ISO) with no place left. */
  fullSlots?: string[];
  /** The service's clock, as /days answers it; now by default. */
  currentTime?: string;
};

/** The instant (UTC ISO) a wall-clock hour of `date` is in `timeZone`. */
function zonedTime(date: string, hour: number, timeZone: string): string {
  const guess = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const local = new Date(guess).toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' });
  const offset = Date.parse(`${local.replace(' ', 'T')}Z`) - guess;
  return new Date(guess - offset).toISOString();
}

/** The day (YYYY-MM-DD) an instant falls on in `timeZone`, as /days reads its timestamp. */
const dayIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

export type FakeDeliveryApi = ReturnType<typeof stubDeliveryApi>;

/** Adds the fake's handlers; returns its slots and what it was asked. */
export function stubDeliveryApi({
  slots,
  fullSlots = [],
  currentTime,
  ...answer
}: FakeDeliveryOptions = {}) {
  let failing = false;
  const full = new Set(fullSlots);
  const requests: Array<FakeRequest & { headers: Headers }> = [];
  const page: DeliveryPageAnswer = {
    cities: [toronto, montreal, ottawa, vancouver],
    locations: [kingWest],
    firstSlotHour: 9,
    lastSlotEndHour: 21,
    slotHours: 2,
    sameDayLeadHours: 3,
    ...answer,
  };

  /** The slots of `date` in the city with this id; empty for a city not delivered to. */
  const slotsOf = (date: string, cityId: string): TimeSlot[] => {
    const city = page.cities.find((entry) => entry._id === cityId);
    if (!city) return [];
    if (slots) return slots(date, city);
    const hours: number[] = [];
    for (let hour = page.firstSlotHour; hour < page.lastSlotEndHour; hour += page.slotHours) {
      hours.push(hour);
    }
    return hours.map((hour) => {
      const start = zonedTime(date, hour, city.timeZone);
      const available = !full.has(start);
      return {
        label: `${hour}:00 - ${hour + page.slotHours}:00`,
        start,
        end: zonedTime(date, hour + page.slotHours, city.timeZone),
        available,
        remaining: available ? 5 : 0,
      };
    });
  };

  /** Records the call. */
  const route =
    (answer: (params: Record<string, string>) => Response) => async (info: ResolverInfo) => {
      requests.push({ ...(await requestOf(info.request)), headers: info.request.headers });
      return answer(paramsOf(info));
    };

  apiServer.use(
    http.get('/api/delivery', () =>
      failing ? new Response(JSON.stringify({ message: 'down' }), { status: 503 }) : json(page),
    ),
    http.get(
      '/api/cities',
      route(() => json({ cities: page.cities })),
    ),
    http.get(
      '/api/locations',
      route(() => json({ locations: page.locations })),
    ),
    http.get(
      '/api/days/:timestamp/:city/:deliveryType',
      route(({ timestamp, city: cityId, deliveryType }) => {
        const params = daysParams.safeParse({ timestamp, city: cityId, deliveryType });
        if (!params.success) return refusal(params.error);
        const city = page.cities.find((entry) => entry._id === params.data.city);
        if (!city) return problem(404, 'Not Found', 'We do not deliver there yet.');
        const date = dayIn(params.data.timestamp, city.timeZone);
        const timeSlots = slotsOf(date, city._id);
        const days: DaysAnswer = {
          data: { date, city, available: timeSlots.some((slot) => slot.available), timeSlots },
          currentTime: currentTime ?? new Date().toISOString(),
        };
        return json(days);
      }),
    ),
  );
  return {
    /** The slots of `date` (YYYY-MM-DD) in a city, as /days answers them now. */
    slotsOf,
    /** Another shopper takes the last place in the slot starting then. */
    fillSlot: (start: string) => full.add(start),
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** Every request whose path starts with `prefix`. */
    requestsUnder: (prefix: string) =>
      requests.filter((request) => request.path.startsWith(prefix)),
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
