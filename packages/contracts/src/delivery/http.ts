import { z } from 'zod';
import { adminListAnswer, adminListQuery, adminSearchText } from '../admin/list.js';
import { canadianPostalCode, provinceCodes } from '../identity/http.js';

/**
 * Delivery cities, pickup locations and time slots (spec document 1 §7 /days, /cities,
 * /locations; spec README "Delivery": 2-hour slots from 09:00 to 21:00 local time, capacity per
 * city and slot, same-day slots need 3 h lead time, a fee per city between $0 and $5).
 */

/** Spec §3 "Order payload": deliveryType is 'Address delivery' or a pickup location type. */
export const ADDRESS_DELIVERY = 'Address delivery';
export const PICKUP = 'Pickup';
export const deliveryTypes = [ADDRESS_DELIVERY, PICKUP] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const countryCodes = ['CA', 'US'] as const;

export const cityAnswer = z.object({
  /** A slug, e.g. `toronto`; /days accepts it or the city's name in any case and accents. */
  _id: z.string(),
  name: z.string(),
  province: z.enum(provinceCodes),
  countryCode: z.enum(countryCodes),
  /** IANA zone the city's slots are in, e.g. America/Toronto. */
  timeZone: z.string(),
  /** The first three characters (forward sortation areas) or first letters of its postal codes. */
  postalCodePrefixes: z.array(z.string()),
  /** Cents, 0..500. */
  deliveryFee: z.number().int(),
  /** Orders per slot. */
  slotCapacity: z.number().int(),
});
export type CityAnswer = z.infer<typeof cityAnswer>;

/** GET /api/cities?countryCode=CA */
export const citiesQuery = z.object({
  countryCode: z.enum(countryCodes, { error: 'must be CA or US' }).default('CA'),
});
export const citiesAnswer = z.object({ cities: z.array(cityAnswer) });

export const locationAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  cityId: z.string(),
  lineOne: z.string(),
  city: z.string(),
  province: z.enum(provinceCodes),
  postalCode: z.string(),
  /** Opening hours as shown, e.g. 'Mon-Sat 9:00-21:00'. */
  hours: z.string(),
});
export type LocationAnswer = z.infer<typeof locationAnswer>;
/** GET /api/locations */
export const locationsAnswer = z.object({ locations: z.array(locationAnswer) });

/** GET /api/days/:timestamp/:city/:deliveryType */
export const daysParams = z.object({
  /** Any instant (ms since 1970) of the wanted day; the day is read in the city's time zone. */
  timestamp: z.coerce
    .number({ error: 'must be a time in milliseconds' })
    .int({ error: 'must be a time in milliseconds' })
    .min(0, { error: 'must be a time in milliseconds' })
    // The end of year 9999: later days have no plain ISO date.
    .max(253_402_300_799_999, { error: 'must be a time in milliseconds' }),
  city: z.string().trim().min(1, { error: 'is required' }).max(100),
  deliveryType: z.enum(deliveryTypes, { error: `must be '${ADDRESS_DELIVERY}' or '${PICKUP}'` }),
});
export const daysQuery = z.object({
  /** The spec always sends true: one entry per slot rather than one per delivery zone. */
  combineSlots: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
});

export const timeSlot = z.object({
  /** Shown to the shopper in the city's zone, e.g. '9:00 AM - 11:00 AM'. */
  label: z.string(),
  /** UTC instants. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** False when full, past, or inside the same-day lead time. */
  available: z.boolean(),
  /** Places left. */
  remaining: z.number().int(),
});
export type TimeSlot = z.infer<typeof timeSlot>;

export const daysAnswer = z.object({
  data: z.object({
    /** YYYY-MM-DD in the city's zone. */
    date: z.string(),
    city: cityAnswer,
    /** True when at least one slot of the day is available. */
    available: z.boolean(),
    timeSlots: z.array(timeSlot),
  }),
  currentTime: z.iso.datetime(),
});
export type DaysAnswer = z.infer<typeof daysAnswer>;

/** GET /api/delivery: the public /delivery page's data. */
export const deliveryPageAnswer = z.object({
  cities: z.array(cityAnswer),
  locations: z.array(locationAnswer),
  /** Spec README constants, for the page's text. */
  firstSlotHour: z.number().int(),
  lastSlotEndHour: z.number().int(),
  slotHours: z.number().int(),
  sameDayLeadHours: z.number().int(),
});
export type DeliveryPageAnswer = z.infer<typeof deliveryPageAnswer>;

/**
 * POST /api/internal/delivery/holds (services only): keep a place in a slot for an order about
 * to be paid. Idempotent by orderId. 409 when the slot is full or no longer open.
 */
export const holdSlotBody = z.strictObject({
  orderId: z.string().min(1).max(100),
  /**
   * Who the order is for (user id, or guest id): a shopper holds at most one unpaid place per
   * slot, and a newer hold gives the older one back.
   */
  shopperId: z.string().min(1).max(100),
  city: z.string().trim().min(1, { error: 'is required' }).max(100),
  deliveryType: z.enum(deliveryTypes),
  slotStart: z.iso.datetime({ error: 'must be a slot start time' }),
  /** The delivery address's, for an Address delivery: checked against the city's prefixes. */
  postalCode: canadianPostalCode.optional(),
});
export const holdAnswer = z.object({
  orderId: z.string(),
  city: cityAnswer,
  slotStart: z.iso.datetime(),
  slotEnd: z.iso.datetime(),
  /** Shown to the shopper in the city's zone. */
  label: z.string(),
  /** An unpaid hold lapses then, and its place goes back on sale. */
  expiresAt: z.iso.datetime(),
});
export type HoldAnswer = z.infer<typeof holdAnswer>;

/** The text a shopper sees when the last place went to someone else. */
export const SLOT_TAKEN_MESSAGE =
  'Sorry, this delivery time was just taken. Please choose another time slot.';

/**
 * POST /api/internal/delivery/holds/:orderId/move (services only): the order's place moves to
 * another slot of its city, or stays where it was (409) when that slot cannot take it.
 */
export const moveHoldBody = z.strictObject({
  slotStart: z.iso.datetime({ error: 'must be a slot start time' }),
});

/** The id of a city or a pickup location in the staff routes (/api/admin/delivery/...). */
export const adminDeliveryIdParams = z.object({ id: z.string().min(1).max(100) });

/** A city as staff see it: served (`active`) or not. */
export const adminCityAnswer = cityAnswer.extend({ active: z.boolean() });
export type AdminCityAnswer = z.infer<typeof adminCityAnswer>;

const onOrOff = z.enum(['true', 'false'], { error: 'must be true or false' });

/**
 * GET /api/admin/delivery/cities (staff): every city, served or not, in the one list format.
 * `q` matches the name; `active` keeps the cities served (true) or not (false).
 */
export const adminCitiesQuery = adminListQuery(['name'], 'name').extend({
  q: adminSearchText.optional(),
  active: onOrOff.optional(),
});
export type AdminCitiesQuery = z.infer<typeof adminCitiesQuery>;
/** `{ data, total }`; GET and PUT /api/admin/delivery/cities/:id answer `{ data: city }`. */
export const adminCitiesAnswer = adminListAnswer(adminCityAnswer);

/** PUT /api/admin/delivery/cities/:id (staff): answers `{ data }`, the city as changed. */
export const updateCityBody = z.strictObject({
  deliveryFeeCents: z
    .number({ error: 'must be a number of cents' })
    .int({ error: 'must be a whole number of cents' })
    .min(0, { error: 'must be 0 or more' })
    .max(500, { error: 'must be at most 500 ($5.00)' })
    .optional(),
  slotCapacity: z
    .number({ error: 'must be a number of orders' })
    .int({ error: 'must be a whole number of orders' })
    .min(1, { error: 'must be at least 1 (switch the city off instead)' })
    .max(1000, { error: 'must be at most 1000' })
    .optional(),
  active: z.boolean({ error: 'must be true or false' }).optional(),
});

/** GET /api/admin/delivery/cities/:id/days/:date (staff): a day of a city's slots. */
export const adminCityDayParams = z.object({
  id: z.string().min(1).max(100),
  /** The day in the city's zone; years the shop's clocks and ISO instants both read plainly. */
  date: z.iso
    .date({ error: 'must be a day as YYYY-MM-DD', abort: true })
    .refine((date) => date >= '2000-01-01' && date <= '2999-12-31', {
      error: 'must be a day between 2000 and 2999',
    }),
});

/** One slot of the day as staff see it. */
export const adminSlotLoad = z.object({
  /** Shown in the city's zone, e.g. '9:00 AM - 11:00 AM'. */
  label: z.string(),
  /** UTC instants. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** Orders the slot takes: the city's capacity. */
  capacity: z.number().int(),
  /** Paid orders' places. */
  booked: z.number().int(),
  /** Places kept for orders waiting for payment (they lapse unless paid). */
  held: z.number().int(),
  /** Places left to sell: 0 when full, also when staff lowered the capacity below the load. */
  remaining: z.number().int(),
  /** Whether shoppers may still choose it: not full, not past, not inside the lead time. */
  open: z.boolean(),
});
export type AdminSlotLoad = z.infer<typeof adminSlotLoad>;

export const adminCityDay = z.object({
  /** `<cityId>:<date>`, the record's id for the console. */
  id: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  timeZone: z.string(),
  /** YYYY-MM-DD in the city's zone. */
  date: z.string(),
  slots: z.array(adminSlotLoad),
});
export type AdminCityDay = z.infer<typeof adminCityDay>;
export const adminCityDayAnswer = z.object({ data: adminCityDay });

/**
 * Staff's pickup locations (/api/admin/delivery/locations). A location is never deleted:
 * orders keep the one they were collected at, so staff switch it off (`active: false`).
 */
const locationText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

const locationFields = {
  name: locationText(100),
  /** A delivery city's id (slug), e.g. `toronto`. */
  cityId: locationText(100),
  lineOne: locationText(200),
  postalCode: canadianPostalCode,
  /** Opening hours as shown, e.g. 'Mon-Sat 9:00-21:00'. */
  hours: locationText(100),
  active: z.boolean({ error: 'must be true or false' }),
};

/** POST /api/admin/delivery/locations: a new location, open unless `active` says otherwise. */
export const adminLocationBody = z.strictObject({
  ...locationFields,
  active: locationFields.active.default(true),
});
export type AdminLocationBody = z.infer<typeof adminLocationBody>;

/** PUT /api/admin/delivery/locations/:id: the fields to change, the others kept. */
export const adminLocationChange = z.strictObject(locationFields).partial();
export type AdminLocationChange = z.infer<typeof adminLocationChange>;

export const adminLocationAnswer = z.object({
  /** A slug made of the city and the name at creation, e.g. `toronto-king-west`; never changes. */
  _id: z.string(),
  name: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  lineOne: z.string(),
  postalCode: z.string(),
  hours: z.string(),
  active: z.boolean(),
});
export type AdminLocationAnswer = z.infer<typeof adminLocationAnswer>;

/** GET /api/admin/delivery/locations: `q` matches the name or the street; filters by city. */
export const adminLocationsQuery = adminListQuery(['name', 'cityId'], 'name').extend({
  q: adminSearchText.optional(),
  cityId: z.string().trim().min(1, { error: 'must not be empty' }).max(100).optional(),
  active: onOrOff.optional(),
});
export type AdminLocationsQuery = z.infer<typeof adminLocationsQuery>;
export const adminLocationsAnswer = adminListAnswer(adminLocationAnswer);
