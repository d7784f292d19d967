import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneNumber } from './http.js';

/** The rule in words: strip the typing noise; an optional +1 may lead ten digits. */
function tenDigitsOf(typed: string): string | undefined {
  const bare = typed.replace(/[ ().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(bare) ? bare : undefined;
}

/** Mostly digits, so that some draws are numbers and most are near misses. */
const typedPhone = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...'0123456789') },
      { weight: 1, arbitrary: fc.constantFrom(...'+ ().-a') },
    ),
    { minLength: 8, maxLength: 16 },
  )
  .map((chars) => chars.join(''));

describe('a delivery phone number', () => {
  it('takes what the rule takes, as its ten digits, and refuses the rest', () => {
    fc.assert(
      fc.property(typedPhone, (typed) => {
        const parsed = phoneNumber.safeParse(typed);
        expect(parsed.success ? parsed.data : undefined).toBe(tenDigitsOf(typed));
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the ten digits of a number typed the usual ways', () => {
    const typed = fc.tuple(
      fc.stringMatching(/^[0-9]{10}$/),
      fc.constantFrom('', '+1 ', '1-', '+1('),
      fc.constantFrom(' ', '-', '.', ''),
    );
    fc.assert(
      fc.property(typed, ([digits, prefix, separator]) => {
        const written = `${prefix}${digits.slice(0, 3)}${separator}${digits.slice(3, 6)}${separator}${digits.slice(6)}`;
        expect(phoneNumber.parse(written)).toBe(digits);
      }),
    );
  });
});
