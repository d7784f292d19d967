/** What the domain needs to know of a city to find it and check an address in it. */
export interface CityNaming {
  id: string;
  name: string;
}

/**
 * 'Montréal', ' montreal ' and 'MONTREAL' are one city, and so are 'Québec City' and its slug
 * 'quebec-city': case, accents and separators do not count.
 */
export function cityKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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
