import { cityKey } from '@mise/contracts';

/** What the domain needs to know of a city to find it and check an address in it. */
export interface CityNaming {
  id: string;
  name: string;
}

/** The city named by its slug or its name, if it is among these. */
export function findCity<City extends CityNaming>(
  cities: readonly City[],
  wanted: string,
): City | undefined {
  const key = cityKey(wanted);
  if (key === '') return undefined;
  return cities.find((city) => cityKey(city.id) === key || cityKey(city.name) === key);
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Whether a postal code lies in the city: it starts with one of the city's prefixes. */
export function servesPostalCode(
  city: { postalCodePrefixes: readonly string[] },
  postalCode: string,
): boolean {
  const code = compact(postalCode);
  return city.postalCodePrefixes.some((prefix) => code.startsWith(compact(prefix)));
}
