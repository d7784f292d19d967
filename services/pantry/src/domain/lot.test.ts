import { startOfShopDay } from '@mise/platform/shop-day';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogOf, kale, rice } from '../../test/support/pantry-ingredients.js';
import {
  additionProblems,
  countsOn,
  editProblems,
  expiryOnAdding,
  inBaseUnit,
  unknownIngredientProblems,
} from './lot.js';

const today = '2026-11-26';
const at = (day: string) => startOfShopDay(day);
const item = (fields: { id?: string; units?: string; expiryDate?: number | null } = {}) => ({
  id: 'kale',
  quantity: 2,
  units: 'bunch',
  ...fields,
});

describe('whether a lot counts for a day', () => {
  it('counts up to and including its expiry day, and always without one', () => {
    expect(countsOn({ expiresOn: '2026-11-28' }, '2026-11-27')).toBe(true);
    expect(countsOn({ expiresOn: '2026-11-28' }, '2026-11-28')).toBe(true);
    expect(countsOn({ expiresOn: '2026-11-28' }, '2026-11-29')).toBe(false);
    expect(countsOn({ expiresOn: null }, '2099-01-01')).toBe(true);
  });

  it('once it stops counting, counts on no later day', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (expiresOn, first, later) => {
        fc.pre(first <= later);
        if (!countsOn({ expiresOn }, first)) expect(countsOn({ expiresOn }, later)).toBe(false);
      }),
    );
  });
});

describe('a lot in its ingredient’s base unit', () => {
  const lot = (unit: string, ingredientId = 'rice') => ({ ingredientId, quantity: 2, unit });
  it('is its quantity times the size of its unit', () => {
    const ingredients = catalogOf(rice);
    expect(inBaseUnit(lot('kg'), ingredients)).toBe(2000);
    expect(inBaseUnit(lot('cup'), ingredients)).toBe(370);
    expect(inBaseUnit(lot('g'), ingredients)).toBe(2);
  });

  it('is unknown in a unit or of an ingredient the catalog cannot size', () => {
    expect(inBaseUnit(lot('sack'), catalogOf(rice))).toBeNull();
    expect(inBaseUnit(lot('g', 'saffron'), catalogOf(rice))).toBeNull();
  });
});

describe('items to add', () => {
  it('may expire today or later, or not at all', () => {
    const items = [item({ expiryDate: at(today) }), item({ expiryDate: null }), item()];
    expect(additionProblems(items, new Map(), today)).toEqual([]);
  });

  it('may not expire before today, named by the item', () => {
    const items = [item(), item({ expiryDate: at('2026-11-25') })];
    expect(additionProblems(items, new Map(), today)).toEqual([
      {
        field: 'items.1.expiryDate',
        rule: 'not-before-today',
        message: 'items.1.expiryDate must not be before today',
      },
    ]);
  });

  it('keep the unit the shopper already counts the ingredient in, held or in the same request', () => {
    const held = new Map([['kale', 'bunch']]);
    const items = [item({ units: 'g' }), item({ id: 'leek', units: 'pc' }), item({ id: 'leek' })];
    expect(additionProblems(items, held, today).map(({ field, rule }) => [field, rule])).toEqual([
      ['items.0.units', 'same-unit'],
      ['items.2.units', 'same-unit'],
    ]);
  });
});

describe('edits', () => {
  it('may not move an expiry before today, and may clear it', () => {
    const edits = [
      { id: 'a', expiryDate: null },
      { id: 'b', quantity: 1 },
      { id: 'c', expiryDate: at('2026-01-01') },
    ];
    expect(editProblems(edits, today).map(({ field }) => field)).toEqual(['items.2.expiryDate']);
  });
});

describe('a lot added today', () => {
  it('expires on the day picked, else when its ingredient’s shelf life runs out', () => {
    expect(expiryOnAdding(at('2026-12-01'), 3, today)).toBe('2026-12-01');
    expect(expiryOnAdding(null, 3, today)).toBe('2026-11-29');
    expect(expiryOnAdding(undefined, 730, today)).toBe('2028-11-25');
    expect(expiryOnAdding(null, undefined, today)).toBeNull();
  });

  it('names an ingredient the catalog does not sell', () => {
    expect(unknownIngredientProblems([item(), item({ id: 'leek' })], catalogOf(kale))).toEqual([
      {
        field: 'items.1.id',
        rule: 'known-ingredient',
        message: 'items.1.id must be an ingredient of the shop',
      },
    ]);
  });
});
