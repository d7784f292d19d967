import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldOn, type PantryLot, pantryCountingDay, soonestExpiryAmong } from './pantry.js';

const lot = (
  ingredientId: string,
  baseQuantity: number | null,
  expiresOn: string | null,
): PantryLot => ({ ingredientId, baseQuantity, expiresOn });

describe('what the pantry holds on a day', () => {
  it('adds up the lots of each ingredient that still count that day', () => {
    const lots = [
      lot('rice', 500, '2026-12-01'),
      lot('rice', 250, null),
      lot('rice', 900, '2026-11-25'),
      lot('kale', 100, '2026-11-26'),
      // Unsized by the pantry: never counted.
      lot('saffron', null, null),
    ];
    expect(heldOn(lots, '2026-11-26')).toEqual(
      new Map([
        ['rice', 750],
        ['kale', 100],
      ]),
    );
    expect(heldOn(lots, '2026-11-27')).toEqual(new Map([['rice', 750]]));
  });

  it('never holds more for a lot that expires before the day, nor less for one that does not', () => {
    const day = fc
      .integer({ min: 0, max: 60 })
      .map((n) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10));
    const aLot = fc.record({
      ingredientId: fc.constantFrom('rice', 'kale', 'milk'),
      baseQuantity: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: null }),
      expiresOn: fc.option(day, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(aLot, { maxLength: 20 }), aLot, day, (lots, extra, on) => {
        const before = heldOn(lots, on);
        const after = heldOn([...lots, extra], on);
        const counts = extra.expiresOn === null || extra.expiresOn >= on;
        for (const [id, quantity] of after) {
          if (id !== extra.ingredientId || !counts) expect(quantity).toBe(before.get(id));
          else expect(quantity).toBeGreaterThanOrEqual(before.get(id) ?? 0);
        }
      }),
    );
  });
});

describe('the soonest expiry among the lots a recipe uses', () => {
  const lots = [
    lot('rice', 500, '2026-12-01'),
    lot('onion', 2, '2026-11-28'),
    lot('onion', 1, '2026-11-20'),
    lot('butter', 50, null),
  ];

  it('is the earliest day among those ingredients’ lots still counting', () => {
    expect(soonestExpiryAmong(lots, new Set(['rice', 'onion']), '2026-11-26')).toBe('2026-11-28');
    expect(soonestExpiryAmong(lots, new Set(['rice', 'butter']), '2026-11-26')).toBe('2026-12-01');
  });

  it('is none when none of them expires', () => {
    expect(soonestExpiryAmong(lots, new Set(['butter']), '2026-11-26')).toBeNull();
  });
});

describe('the day pantry lots must last to', () => {
  it('is the chosen delivery day, or two days from today while none is chosen', () => {
    expect(pantryCountingDay('2026-11-27', '2026-12-03')).toBe('2026-12-03');
    expect(pantryCountingDay('2026-11-27')).toBe('2026-11-29');
    expect(pantryCountingDay('2026-12-31')).toBe('2027-01-02');
  });
});
