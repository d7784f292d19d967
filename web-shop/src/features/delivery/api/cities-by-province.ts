import { type CityAnswer, type LocationAnswer, provinceCodes } from '@mise/contracts';
import type { Province } from '@/shared/address/province';

export type ProvinceGroup = {
  province: Province;
  /** By name. */
  cities: CityAnswer[];
  /** By city, then name. */
  locations: LocationAnswer[];
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-CA');

/**
 * The served places of the /delivery page, one group per province or territory that has any,
 * in the order of their two-letter codes.
 */
export function citiesByProvince(
  cities: CityAnswer[],
  locations: LocationAnswer[],
): ProvinceGroup[] {
  return provinceCodes.flatMap((province): ProvinceGroup[] => {
    const group = {
      province,
      cities: cities.filter((city) => city.province === province).sort(byName),
      locations: locations
        .filter((location) => location.province === province)
        .sort((a, b) => a.city.localeCompare(b.city, 'en-CA') || byName(a, b)),
    };
    return group.cities.length + group.locations.length > 0 ? [group] : [];
  });
}
