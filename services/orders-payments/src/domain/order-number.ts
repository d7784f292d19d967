/**
 * Order numbers a shopper reads out on the phone: 'M-' and six characters with none that are
 * mistaken for another (no 0/O, 1/I/L, U/V). 29^6, about 600 million numbers: a clash is rare,
 * and the store draws again on one.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const LENGTH = 6;

/** `pick(n)` answers a uniformly random whole number below n. */
export function orderNumber(pick: (below: number) => number): string {
  let code = '';
  for (let index = 0; index < LENGTH; index++) {
    code += ORDER_NUMBER_ALPHABET[pick(ORDER_NUMBER_ALPHABET.length)];
  }
  return `M-${code}`;
}
