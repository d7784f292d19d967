import { provinceCodes } from '@mise/contracts';

/** A Canadian province or territory, by its two-letter code. */
export type Province = (typeof provinceCodes)[number];

export function isProvince(value: string): value is Province {
  return provinceCodes.some((code) => code === value);
}
