import { describe, expect, it } from 'vitest';
import { changedFields } from './staff-actions.js';

describe('changedFields', () => {
  it('keeps on each side only the fields that differ, deeply compared', () => {
    expect(
      changedFields(
        { fee: 0, capacity: 10, tags: ['a'], active: true },
        { fee: 250, capacity: 10, tags: ['a', 'b'], active: true },
      ),
    ).toEqual({ before: { fee: 0, tags: ['a'] }, after: { fee: 250, tags: ['a', 'b'] } });
  });

  it('names a field only one side has as null on the other', () => {
    expect(changedFields({ status: 'PAID' }, { status: 'PAID', amountCents: 500 })).toEqual({
      before: { amountCents: null },
      after: { amountCents: 500 },
    });
  });

  it('keeps a created or deleted record whole', () => {
    expect(changedFields(null, { code: 'SAVE10' })).toEqual({
      before: null,
      after: { code: 'SAVE10' },
    });
    expect(changedFields({ code: 'SAVE10' }, null)).toEqual({
      before: { code: 'SAVE10' },
      after: null,
    });
  });
});
