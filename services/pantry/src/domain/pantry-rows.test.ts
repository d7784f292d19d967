import { startOfShopDay } from '@mise/platform/shop-day';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogOf, kale, rice } from '../../test/support/pantry-ingredients.js';
import type { Lot } from './lot.js';
import { pantryRows } from './pantry-rows.js';

const lot = (fields: Partial<Lot> & Pick<Lot, 'id' | 'ingredientId'>): Lot => ({
  quantity: 1,
  unit: 'g',
  purchasedOn: '2026-11-20',
  expiresOn: null,
  source: { kind: 'manual' },
  centsPerBaseUnit: null,
  ...fields,
});

const catalog = catalogOf(kale, rice);

describe('the rows of a pantry', () => {
  it('are one per ingredient, with its lots soonest-expiring first', () => {
    const rows = pantryRows(
      [
        lot({ id: 'l1', ingredientId: 'rice', quantity: 500 }),
        lot({
          id: 'l2',
          ingredientId: 'kale',
          quantity: 1,
          unit: 'bunch',
          expiresOn: '2026-11-30',
        }),
        lot({
          id: 'l3',
          ingredientId: 'rice',
          quantity: 250,
          expiresOn: '2027-01-01',
          source: { kind: 'order', orderId: 'o-1' },
        }),
      ],
      catalog,
    );
    expect(rows).toEqual([
      {
        ingredientId: 'kale',
        name: 'Kale',
        image: '/api/images/ingredients/kale.svg',
        category: 'Produce',
        quantity: 1,
        units: 'bunch',
        expiryDate: startOfShopDay('2026-11-30'),
        lots: [
          {
            id: 'l2',
            quantity: 1,
            units: 'bunch',
            purchaseDate: '2026-11-20',
            expiryDate: startOfShopDay('2026-11-30'),
            source: 'manual',
            orderId: null,
          },
        ],
      },
      {
        ingredientId: 'rice',
        name: 'Basmati rice',
        image: '/api/images/ingredients/rice.svg',
        category: 'Grains & Pasta',
        quantity: 750,
        units: 'g',
        expiryDate: startOfShopDay('2027-01-01'),
        lots: [
          expect.objectContaining({ id: 'l3', source: 'order', orderId: 'o-1' }),
          expect.objectContaining({ id: 'l1', expiryDate: null }),
        ],
      },
    ]);
  });

  it('hold every lot once and add up to what the lots hold', () => {
    const lots = fc.array(
      fc.record({
        id: fc.uuid(),
        ingredientId: fc.constantFrom('kale', 'rice', 'leek'),
        quantity: fc.integer({ min: 1, max: 10_000 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(lots, (drawn) => {
        const rows = pantryRows(drawn.map(lot), catalog);
        const listed = rows.flatMap((row) => row.lots.map((held) => held.id));
        expect(listed.sort()).toEqual(drawn.map((held) => held.id).sort());
        const total = (rows: { quantity: number }[]) =>
          rows.reduce((sum, r) => sum + r.quantity, 0);
        expect(total(rows)).toBe(total(drawn));
        expect(new Set(rows.map((row) => row.ingredientId)).size).toBe(rows.length);
      }),
    );
  });

  it('name an ingredient the catalog no longer has by its id, without image or category', () => {
    const [row] = pantryRows([lot({ id: 'l1', ingredientId: 'leek' })], catalog);
    expect(row).toMatchObject({ ingredientId: 'leek', name: 'leek', image: '', category: '' });
  });
});
