import { describe, expect, it } from 'vitest';
import { catalogOf, kale, rice } from '../../test/support/pantry-ingredients.js';
import type { Lot } from './lot.js';
import {
  inHeldUnits,
  type Leftover,
  lotsFromDelivery,
  lotsFromOnboarding,
  useFromPantry,
} from './stocking.js';

const ingredients = catalogOf(kale, rice);
const heldLot = (ingredientId: string, unit: string): Lot => ({
  id: `${ingredientId}-lot`,
  ingredientId,
  quantity: 1,
  unit,
  purchasedOn: '2026-11-20',
  expiresOn: null,
  source: { kind: 'manual' },
  centsPerBaseUnit: null,
});

describe('arrivals in the unit a row counts in', () => {
  it('are converted into the unit the shopper holds the ingredient in', () => {
    const [arrival] = inHeldUnits(
      [{ ingredientId: 'rice', quantity: 370, unit: 'g' }],
      [heldLot('rice', 'cup')],
      ingredients,
    );
    // A cup of this rice is 185 g.
    expect(arrival).toEqual({ ingredientId: 'rice', quantity: 2, unit: 'cup' });
  });

  it('take the unit of the first arrival of an ingredient nobody holds yet', () => {
    const arrivals = inHeldUnits(
      [
        { ingredientId: 'rice', quantity: 1, unit: 'kg' },
        { ingredientId: 'rice', quantity: 250, unit: 'g' },
      ],
      [],
      ingredients,
    );
    expect(arrivals.map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [1, 'kg'],
      [0.25, 'kg'],
    ]);
  });

  it('keep their own unit when the catalog cannot size it', () => {
    const arrival = { ingredientId: 'saffron', quantity: 3, unit: 'g' };
    expect(inHeldUnits([arrival], [heldLot('saffron', 'pinch')], ingredients)).toEqual([arrival]);
  });
});

describe('a delivered order’s leftovers', () => {
  const delivered = (leftovers: Leftover[]) => ({
    orderId: 'order-7',
    // 10 p.m. on November 26 in Toronto, already the 27th in UTC.
    deliveredAt: new Date('2026-11-27T03:00:00Z'),
    leftovers,
  });

  it('are bought on the shop’s delivery day, keep as long as the catalog says and keep their cost', () => {
    const lots = lotsFromDelivery(
      delivered([
        { ingredientId: 'kale', quantity: 120, unit: 'g', centsPerBaseUnit: 1.25 },
        { ingredientId: 'rice', quantity: 300, unit: 'g' },
      ]),
      [],
      ingredients,
    );
    expect(lots).toEqual([
      {
        ingredientId: 'kale',
        quantity: 120,
        unit: 'g',
        purchasedOn: '2026-11-26',
        expiresOn: '2026-11-29',
        source: { kind: 'order', orderId: 'order-7' },
        centsPerBaseUnit: 1.25,
      },
      {
        ingredientId: 'rice',
        quantity: 300,
        unit: 'g',
        purchasedOn: '2026-11-26',
        expiresOn: '2028-11-25',
        source: { kind: 'order', orderId: 'order-7' },
        // An order placed before leftovers carried their cost.
        centsPerBaseUnit: null,
      },
    ]);
  });

  it('leave out what the recipes used up, and date nothing the catalog no longer knows', () => {
    const lots = lotsFromDelivery(
      delivered([
        { ingredientId: 'kale', quantity: 0, unit: 'g' },
        { ingredientId: 'saffron', quantity: 1, unit: 'g' },
      ]),
      [],
      ingredients,
    );
    expect(lots.map(({ ingredientId, expiresOn }) => [ingredientId, expiresOn])).toEqual([
      ['saffron', null],
    ]);
  });
});

describe('groceries chosen in onboarding', () => {
  it('keep the expiry date picked, else the ingredient’s shelf life from today', () => {
    const lots = lotsFromOnboarding(
      [
        { ingredientId: 'kale', quantity: 2, unit: 'bunch', expiryDate: Date.UTC(2026, 11, 5, 5) },
        { ingredientId: 'rice', quantity: 1, unit: 'kg', expiryDate: null },
      ],
      [],
      ingredients,
      '2026-11-26',
    );
    expect(
      lots.map(({ quantity, unit, purchasedOn, expiresOn, source }) => [
        quantity,
        unit,
        purchasedOn,
        expiresOn,
        source.kind,
      ]),
    ).toEqual([
      [2, 'bunch', '2026-11-26', '2026-12-05', 'onboarding'],
      [1, 'kg', '2026-11-26', '2028-11-25', 'onboarding'],
    ]);
  });
});

describe('what a delivered order’s recipes take from the pantry', () => {
  const lotOf = (id: string, quantity: number, unit: string, expiresOn: string | null): Lot => ({
    ...heldLot('rice', unit),
    id,
    quantity,
    expiresOn,
  });

  it('counts each lot in its own unit, and lessens the next one only once the first is used up', () => {
    const held = [lotOf('later', 1, 'kg', '2026-12-20'), lotOf('sooner', 1, 'cup', '2026-12-01')];
    // A cup of this rice is 185 g: 300 g is the cup and 115 g of the kilogram.
    expect(
      useFromPantry(held, [{ ingredientId: 'rice', quantity: 300 }], ingredients, '2026-11-27'),
    ).toEqual({ usedUp: ['sooner'], lessened: [{ id: 'later', quantity: 0.885 }] });
  });

  it('takes no more than is held, and leaves lots it cannot size or that went off', () => {
    const held = [
      lotOf('sack', 1, 'sack', null),
      lotOf('stale', 500, 'g', '2026-11-20'),
      lotOf('good', 200, 'g', null),
    ];
    expect(
      useFromPantry(held, [{ ingredientId: 'rice', quantity: 900 }], ingredients, '2026-11-27'),
    ).toEqual({ usedUp: ['good'], lessened: [] });
  });
});
