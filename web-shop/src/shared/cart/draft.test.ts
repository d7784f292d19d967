import { describe, expect, it } from 'vitest';
import { addExtra, removeExtra, toggled, withSubstitute } from './draft';

describe('draft edits', () => {
  it('adds an extra at 1, then counts up to the contract limit of 99', () => {
    expect(addExtra({}, 'granola')).toEqual({ granola: 1 });
    expect(addExtra({ granola: 1 }, 'granola')).toEqual({ granola: 2 });
    expect(addExtra({ granola: 99 }, 'granola')).toEqual({ granola: 99 });
  });

  it('removes an extra one at a time, deleting it at 1', () => {
    expect(removeExtra({ granola: 2, oats: 1 }, 'granola')).toEqual({ granola: 1, oats: 1 });
    expect(removeExtra({ granola: 1, oats: 1 }, 'granola')).toEqual({ oats: 1 });
    expect(removeExtra({ oats: 1 }, 'granola')).toEqual({ oats: 1 });
  });

  it('toggles a staple in and out of the list', () => {
    expect(toggled(['salt'], 'oil')).toEqual(['salt', 'oil']);
    expect(toggled(['salt', 'oil'], 'salt')).toEqual(['oil']);
  });

  it('keeps one substitute per ingredient, and drops it to go back to the original', () => {
    const once = withSubstitute([], 'butter', 'margarine');
    const twice = withSubstitute(once, 'butter', 'olive-oil');
    expect(twice).toEqual([
      { ingredient: 'butter', isSubstituteEnabled: true, substitute: { ingredient: 'olive-oil' } },
    ]);
    expect(withSubstitute(twice, 'butter', null)).toEqual([]);
  });
});
