import { describe, expect, it } from 'vitest';
import { findCity, servesPostalCode } from './cities.js';

const cities = [
  { id: 'toronto', name: 'Toronto' },
  { id: 'montreal', name: 'Montréal' },
  { id: 'quebec-city', name: 'Québec City' },
];

describe('finding a city', () => {
  it('takes its slug or its name, whatever the case, accents and separators', () => {
    for (const wanted of ['montreal', 'Montréal', ' MONTREAL ', 'montréal']) {
      expect(findCity(cities, wanted)?.id).toBe('montreal');
    }
    for (const wanted of ['quebec-city', 'Québec City', 'quebec  city', 'QUEBEC_CITY']) {
      expect(findCity(cities, wanted)?.id).toBe('quebec-city');
    }
  });

  it('finds nothing for a city not among them, or for no name at all', () => {
    expect(findCity(cities, 'Winnipeg')).toBeUndefined();
    expect(findCity(cities, 'Québec')).toBeUndefined();
    expect(findCity(cities, ' - ')).toBeUndefined();
  });
});

describe('a postal code in a city', () => {
  const ottawa = { postalCodePrefixes: ['K1', 'K2', 'K4A'] };

  it('starts with one of the city’s prefixes, spaced and cased as typed', () => {
    expect(servesPostalCode(ottawa, 'K1A 0B1')).toBe(true);
    expect(servesPostalCode(ottawa, 'k2p1l4')).toBe(true);
    expect(servesPostalCode(ottawa, 'K4A 1A1')).toBe(true);
  });

  it('is refused when no prefix matches', () => {
    expect(servesPostalCode(ottawa, 'K4B 1A1')).toBe(false);
    expect(servesPostalCode(ottawa, 'M5V 1M6')).toBe(false);
  });
});
