/**
 * How a delivery city is recognised wherever it is typed or stored: 'Montréal', ' montreal '
 * and 'MONTREAL' are one city, and so are 'Québec City' and its id 'quebec-city'. Case, accents
 * and separators do not count. The shop, delivery-slots and cart-pricing all match cities so.
 */
export function cityKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
