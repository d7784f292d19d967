import type { CityAnswer } from '@mise/contracts';

/**
 * The cities and pickup locations a new shop starts with; after the first start staff own
 * them (fees, capacity, served or not), and a restart does not undo their changes.
 * Postal-code prefixes are the forward sortation areas (or their first characters) of each
 * city's urban area, from Canada Post's FSA list.
 */

export interface SeedCity {
  id: string;
  name: string;
  province: CityAnswer['province'];
  timeZone: string;
  postalCodePrefixes: string[];
  deliveryFeeCents: number;
}

export const seedCities: readonly SeedCity[] = [
  {
    id: 'toronto',
    name: 'Toronto',
    province: 'ON',
    timeZone: 'America/Toronto',
    postalCodePrefixes: ['M'],
    deliveryFeeCents: 0,
  },
  {
    id: 'mississauga',
    name: 'Mississauga',
    province: 'ON',
    timeZone: 'America/Toronto',
    postalCodePrefixes: [
      'L4T',
      'L4V',
      'L4W',
      'L4X',
      'L4Y',
      'L4Z',
      'L5A',
      'L5B',
      'L5C',
      'L5E',
      'L5G',
      'L5H',
      'L5J',
      'L5K',
      'L5L',
      'L5M',
      'L5N',
      'L5P',
      'L5R',
      'L5S',
      'L5T',
      'L5V',
      'L5W',
    ],
    deliveryFeeCents: 199,
  },
  {
    id: 'ottawa',
    name: 'Ottawa',
    province: 'ON',
    timeZone: 'America/Toronto',
    postalCodePrefixes: ['K1', 'K2', 'K4A', 'K4B', 'K4C', 'K4M', 'K4P'],
    deliveryFeeCents: 299,
  },
  {
    id: 'montreal',
    name: 'Montréal',
    province: 'QC',
    // Quebec keeps Eastern time; the IANA database files Montréal under America/Toronto.
    timeZone: 'America/Toronto',
    postalCodePrefixes: ['H1', 'H2', 'H3', 'H4', 'H5', 'H8', 'H9'],
    deliveryFeeCents: 299,
  },
  {
    id: 'quebec-city',
    name: 'Québec City',
    province: 'QC',
    timeZone: 'America/Toronto',
    postalCodePrefixes: ['G1', 'G2'],
    deliveryFeeCents: 299,
  },
  {
    id: 'vancouver',
    name: 'Vancouver',
    province: 'BC',
    timeZone: 'America/Vancouver',
    postalCodePrefixes: [
      'V5K',
      'V5L',
      'V5M',
      'V5N',
      'V5P',
      'V5R',
      'V5S',
      'V5T',
      'V5V',
      'V5W',
      'V5X',
      'V5Y',
      'V5Z',
      'V6A',
      'V6B',
      'V6C',
      'V6E',
      'V6G',
      'V6H',
      'V6J',
      'V6K',
      'V6L',
      'V6M',
      'V6N',
      'V6P',
      'V6R',
      'V6S',
      'V6T',
      'V6Z',
    ],
    deliveryFeeCents: 399,
  },
  {
    id: 'calgary',
    name: 'Calgary',
    province: 'AB',
    timeZone: 'America/Edmonton',
    postalCodePrefixes: [
      'T1Y',
      'T2',
      'T3A',
      'T3B',
      'T3C',
      'T3E',
      'T3G',
      'T3H',
      'T3J',
      'T3K',
      'T3L',
      'T3M',
      'T3N',
      'T3P',
      'T3R',
      'T3S',
    ],
    deliveryFeeCents: 399,
  },
  {
    id: 'edmonton',
    name: 'Edmonton',
    province: 'AB',
    timeZone: 'America/Edmonton',
    postalCodePrefixes: ['T5', 'T6'],
    deliveryFeeCents: 399,
  },
  {
    id: 'winnipeg',
    name: 'Winnipeg',
    province: 'MB',
    timeZone: 'America/Winnipeg',
    postalCodePrefixes: ['R2', 'R3'],
    deliveryFeeCents: 299,
  },
  {
    id: 'halifax',
    name: 'Halifax',
    province: 'NS',
    timeZone: 'America/Halifax',
    // Halifax, Dartmouth and Bedford.
    postalCodePrefixes: [
      'B3H',
      'B3J',
      'B3K',
      'B3L',
      'B3M',
      'B3N',
      'B3P',
      'B3R',
      'B3S',
      'B2V',
      'B2W',
      'B2X',
      'B2Y',
      'B3A',
      'B3B',
      'B4A',
    ],
    deliveryFeeCents: 499,
  },
];

export interface SeedPickupLocation {
  id: string;
  name: string;
  cityId: string;
  lineOne: string;
  postalCode: string;
  hours: string;
}

/** Sample locations: the streets are real, the Mise counters on them are not. */
export const seedPickupLocations: readonly SeedPickupLocation[] = [
  {
    id: 'toronto-king-west',
    name: 'Mise King West',
    cityId: 'toronto',
    lineOne: '620 King St W',
    postalCode: 'M5V 1M6',
    hours: 'Mon-Sat 9:00-21:00',
  },
  {
    id: 'montreal-plateau',
    name: 'Mise Plateau',
    cityId: 'montreal',
    lineOne: '4200 Boul. Saint-Laurent',
    postalCode: 'H2W 1Z3',
    hours: 'Mon-Sat 9:00-21:00',
  },
  {
    id: 'vancouver-kitsilano',
    name: 'Mise Kitsilano',
    cityId: 'vancouver',
    lineOne: '2200 W 4th Ave',
    postalCode: 'V6K 1N8',
    hours: 'Mon-Sun 9:00-21:00',
  },
];
