import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardHolding, type CardUser, mayManage, mayPayWith } from './card-ownership.js';

const ids = fc.constantFrom('a', 'b', 'c');
const holding: fc.Arbitrary<CardHolding> = fc.record({
  madeBy: fc.option(ids, { nil: null }),
  savedOn: fc.option(ids, { nil: null }),
  removed: fc.boolean(),
});
const user: fc.Arbitrary<CardUser> = fc.record({
  shopperId: ids,
  customerId: fc.option(ids, { nil: null }),
});

describe('who may use a card', () => {
  it('lets nobody pay with or manage a removed card or an unknown one', () => {
    fc.assert(
      fc.property(holding, user, (card, someone) => {
        const removed = { ...card, removed: true };
        expect(mayPayWith(removed, someone)).toBe(false);
        expect(mayPayWith(null, someone)).toBe(false);
        if (someone.customerId) {
          expect(mayManage(removed, someone.customerId)).toBe(false);
          expect(mayManage(null, someone.customerId)).toBe(false);
        }
      }),
    );
  });

  it('lets a saved card be paid with and managed by its customer alone, whoever made it', () => {
    fc.assert(
      fc.property(holding, user, ids, (card, someone, customer) => {
        const saved = { ...card, savedOn: customer, removed: false };
        const theirs = someone.customerId === customer;
        expect(mayPayWith(saved, someone)).toBe(theirs);
        if (someone.customerId) expect(mayManage(saved, someone.customerId)).toBe(theirs);
      }),
    );
  });

  it('lets a card not saved yet be paid with or saved by its maker alone, and managed by nobody', () => {
    fc.assert(
      fc.property(holding, user, ids, (card, someone, customer) => {
        const unsaved = { ...card, savedOn: null, removed: false };
        expect(mayPayWith(unsaved, someone)).toBe(
          unsaved.madeBy !== null && unsaved.madeBy === someone.shopperId,
        );
        expect(mayManage(unsaved, customer)).toBe(false);
      }),
    );
  });

  it('never lets two shoppers with nothing in common pay with the same card', () => {
    fc.assert(
      fc.property(holding, user, user, (card, one, other) => {
        fc.pre(one.shopperId !== other.shopperId);
        fc.pre(one.customerId === null || one.customerId !== other.customerId);
        expect(mayPayWith(card, one) && mayPayWith(card, other)).toBe(false);
      }),
    );
  });

  it('lets whoever manages a card also pay with it', () => {
    fc.assert(
      fc.property(holding, user, ids, (card, someone, customer) => {
        fc.pre(mayManage(card, customer));
        expect(mayPayWith(card, { ...someone, customerId: customer })).toBe(true);
      }),
    );
  });
});
