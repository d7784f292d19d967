/** A North American number as people write it: (416) 555-0100. Anything else stays as given. */
export function formatPhoneNumber(digits: string): string {
  const parts = digits.match(/^(\d{3})(\d{3})(\d{4})$/);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : digits;
}
