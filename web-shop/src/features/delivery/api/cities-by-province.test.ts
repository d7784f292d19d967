import { describe, expect, it } from 'vitest';
import { kingWest, montreal, ottawa, toronto, vancouver } from '@/shared/testing/fake-delivery-api';
import { citiesByProvince } from './cities-by-province';

describe('the served cities by province', () => {
  it('groups cities (by name) and pickups under their province, provinces by code', () => {
    const groups = citiesByProvince([toronto, montreal, ottawa, vancouver], [kingWest]);

    expect(
      groups.map((group) => [
        group.province,
        group.cities.map((city) => city.name),
        group.locations.map((location) => location.name),
      ]),
    ).toEqual([
      ['BC', ['Vancouver'], []],
      ['ON', ['Ottawa', 'Toronto'], ['King West pickup']],
      ['QC', ['Montréal'], []],
    ]);
  });

  it('leaves out provinces with nothing in them', () => {
    expect(citiesByProvince([], [])).toEqual([]);
  });
});
