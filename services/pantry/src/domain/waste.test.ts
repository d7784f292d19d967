import { describe, expect, it } from 'vitest';
import { catalogOf, kale, rice } from '../../test/support/pantry-ingredients.js';
import type { Lot } from './lot.js';
import { firstOfMonth, wasteOf } from './waste.js';

const expired = (fields: Partial<Omit<Lot, 'expiresOn'>> = {}): Lot & { expiresOn: string } => ({
  id: 'lot-1',
  ingredientId: 'kale',
  quantity: 2,
  unit: 'bunch',
  purchasedOn: '2026-11-20',
  expiresOn: '2026-11-25',
  source: { kind: 'order', orderId: 'order-7' },
  centsPerBaseUnit: 0.5,
  ...fields,
});

describe('an expired lot as waste', () => {
  it('weighs and costs its quantity in base units', () => {
    // Two bunches of 150 g at half a cent a gram; a kale gram weighs a gram.
    expect(wasteOf(expired(), catalogOf(kale, rice), '2026-11-26')).toEqual({
      lotId: 'lot-1',
      ingredientId: 'kale',
      expiredOn: '2026-11-25',
      thrownOn: '2026-11-26',
      grams: 300,
      cents: 150,
    });
  });

  it('costs whole cents, weighs by the ingredient’s density', () => {
    const denseKale = { ...kale, gramsPerBaseUnit: 1.03 };
    const waste = wasteOf(
      expired({ quantity: 1, unit: 'g', centsPerBaseUnit: 0.333 }),
      catalogOf(denseKale),
      '2026-11-26',
    );
    expect(waste).toMatchObject({ grams: 1.03, cents: 0 });
  });

  it('costs nothing known when typed in, and weighs nothing known when the catalog cannot tell', () => {
    const unweighed = { ...kale, gramsPerBaseUnit: null };
    expect(
      wasteOf(expired({ centsPerBaseUnit: null }), catalogOf(kale), '2026-11-26'),
    ).toMatchObject({ grams: 300, cents: 0 });
    expect(wasteOf(expired(), catalogOf(unweighed), '2026-11-26')).toMatchObject({
      grams: null,
      cents: 150,
    });
    expect(wasteOf(expired({ unit: 'sack' }), catalogOf(kale), '2026-11-26')).toMatchObject({
      grams: null,
      cents: 0,
    });
  });
});

describe('the month a day is in', () => {
  it('starts on its first day', () => {
    expect(firstOfMonth('2026-11-26')).toBe('2026-11-01');
    expect(firstOfMonth('2027-01-01')).toBe('2027-01-01');
  });
});
