import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startDeliverySlotsFor, today, tomorrow } from './support/delivery-app.js';

let app: FastifyInstance;
// Nothing here changes the service: one for the whole file.
startDeliverySlotsFor('once', (started) => {
  ({ app } = started);
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/cities', () => {
  it('lists the seeded Canadian cities by name, with their zone, fee and capacity', async () => {
    const answer = await get('/api/cities?countryCode=CA');
    expect(answer.statusCode).toBe(200);
    const { cities } = answer.json();
    expect(cities.map((city: { name: string }) => city.name)).toEqual([
      'Calgary',
      'Edmonton',
      'Halifax',
      'Mississauga',
      'Montréal',
      'Ottawa',
      'Québec City',
      'Toronto',
      'Vancouver',
      'Winnipeg',
    ]);
    expect(cities.find((city: { _id: string }) => city._id === 'vancouver')).toMatchObject({
      province: 'BC',
      countryCode: 'CA',
      timeZone: 'America/Vancouver',
      deliveryFee: 399,
      slotCapacity: 20,
    });
    expect(cities.find((city: { _id: string }) => city._id === 'toronto')).toMatchObject({
      deliveryFee: 0,
      postalCodePrefixes: ['M'],
    });
  });

  it('lists none for the US, and names the field of a country it does not know', async () => {
    expect((await get('/api/cities?countryCode=US')).json()).toEqual({ cities: [] });
    const answer = await get('/api/cities?countryCode=FR');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      expect.objectContaining({ field: 'countryCode', message: 'countryCode must be CA or US' }),
    ]);
  });
});

describe('GET /api/cities/:city', () => {
  it('finds a city by its slug or its name in any case and accents', async () => {
    for (const wanted of ['montreal', 'Montr%C3%A9al', 'MONTREAL', 'Qu%C3%A9bec%20City']) {
      const answer = await get(`/api/cities/${wanted}`);
      expect(answer.statusCode, wanted).toBe(200);
    }
    expect((await get('/api/cities/MONTREAL')).json()).toMatchObject({
      _id: 'montreal',
      name: 'Montréal',
      province: 'QC',
    });
  });

  it('answers 404 with the shop’s words for a city it does not serve', async () => {
    const answer = await get('/api/cities/Springfield');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('We do not deliver to Springfield yet.');
  });
});

it('GET /api/locations lists the pickup locations with their city', async () => {
  const { locations } = (await get('/api/locations')).json();
  expect(locations).toHaveLength(3);
  expect(locations.find((location: { cityId: string }) => location.cityId === 'montreal')).toEqual({
    _id: 'montreal-plateau',
    name: 'Mise Plateau',
    cityId: 'montreal',
    lineOne: '4200 Boul. Saint-Laurent',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2W 1Z3',
    hours: 'Mon-Sat 9:00-21:00',
  });
});

it('GET /api/delivery gives the /delivery page its cities, locations and slot rules', async () => {
  const page = (await get('/api/delivery')).json();
  expect(page.cities).toHaveLength(10);
  expect(page.locations).toHaveLength(3);
  expect(page).toMatchObject({
    firstSlotHour: 9,
    lastSlotEndHour: 21,
    slotHours: 2,
    sameDayLeadHours: 3,
  });
});

describe('GET /api/days/:timestamp/:city/:deliveryType', () => {
  const days = (timestamp: number | string, city: string, type = 'Address%20delivery') =>
    get(`/api/days/${timestamp}/${city}/${type}?combineSlots=true`);

  it('answers tomorrow’s six slots, all open with every place left, and the current time', async () => {
    const answer = await days(tomorrow.timestamp, 'toronto');
    expect(answer.statusCode).toBe(200);
    const { data, currentTime } = answer.json();
    expect(currentTime).toBe('2026-06-15T12:00:00.000Z');
    expect(data.date).toBe('2026-06-16');
    expect(data.city._id).toBe('toronto');
    expect(data.available).toBe(true);
    expect(data.timeSlots[0]).toEqual({
      label: '9:00 AM - 11:00 AM',
      start: tomorrow.nineAm,
      end: tomorrow.elevenAm,
      available: true,
      remaining: 20,
    });
    expect(data.timeSlots.map((slot: { available: boolean }) => slot.available)).toEqual(
      Array(6).fill(true),
    );
  });

  it('closes today’s slots that start within 3 hours', async () => {
    // 8:00 AM in Toronto: 9:00 AM is too soon, 11:00 AM just far enough.
    const { data } = (await days(Date.parse(today.nineAm), 'Toronto')).json();
    expect(data.date).toBe('2026-06-15');
    expect(data.timeSlots.slice(0, 2)).toMatchObject([
      { start: today.nineAm, available: false, remaining: 20 },
      { start: today.elevenAm, available: true },
    ]);
  });

  it('reads the day in the city’s zone', async () => {
    // 03:00 UTC on June 16 is still June 15 in Vancouver.
    const { data } = (await days(Date.parse('2026-06-16T03:00:00Z'), 'Vancouver')).json();
    expect(data.date).toBe('2026-06-15');
    expect(data.timeSlots[0].start).toBe('2026-06-15T16:00:00.000Z');
  });

  it('offers Pickup only in a city with a pickup location', async () => {
    expect((await days(tomorrow.timestamp, 'toronto', 'Pickup')).statusCode).toBe(200);
    const answer = await days(tomorrow.timestamp, 'ottawa', 'Pickup');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('There is no pickup location in Ottawa yet.');
  });

  it('answers 404 for a city it does not serve', async () => {
    const answer = await days(tomorrow.timestamp, 'Springfield');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('We do not deliver to Springfield yet.');
  });

  it('names each bad parameter', async () => {
    const fieldsOf = async (url: string) => {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      return answer.json().fields.map((field: { field: string }) => field.field);
    };
    expect(await fieldsOf('/api/days/tomorrow/toronto/Address%20delivery')).toEqual(['timestamp']);
    expect(await fieldsOf('/api/days/1.5/toronto/Address%20delivery')).toEqual(['timestamp']);
    expect(await fieldsOf('/api/days/253402300800000/toronto/Address%20delivery')).toEqual([
      'timestamp',
    ]);
    expect(await fieldsOf(`/api/days/${tomorrow.timestamp}/toronto/Drone`)).toEqual([
      'deliveryType',
    ]);
    expect(
      await fieldsOf(
        `/api/days/${tomorrow.timestamp}/toronto/Address%20delivery?combineSlots=maybe`,
      ),
    ).toEqual(['combineSlots']);
  });
});
