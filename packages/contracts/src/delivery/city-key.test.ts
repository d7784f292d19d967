import { describe, expect, it } from 'vitest';
import { cityKey } from './city-key.js';

describe('the key a city is matched by', () => {
  it('is one for every way of typing the same name', () => {
    const keys = ['Montréal', ' montreal ', 'MONTREAL', 'montréal'].map(cityKey);
    expect(new Set(keys)).toEqual(new Set(['montreal']));
  });

  it('makes a name and its id one, whatever separates the words', () => {
    for (const typed of ['Québec City', 'quebec-city', 'quebec  city', 'QUEBEC_CITY']) {
      expect(cityKey(typed)).toBe('quebec-city');
    }
    expect(cityKey("St. John's")).toBe('st-john-s');
  });

  it('is empty for a name of separators only', () => {
    expect(cityKey(' - ')).toBe('');
  });
});
