import type { ShopperInfo } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { mergeShopperInfo, onboardedShopperInfo } from './shopper-profile.js';

const stored: ShopperInfo = {
  allergies: ['peanuts'],
  preferences: { noOfServingsPerRecipe: 4, diet: 'vegetarian' },
};

describe('a shopper-info change', () => {
  it('replaces what it sends and keeps the rest', () => {
    expect(mergeShopperInfo(stored, { preferences: { diet: 'vegan' } })).toEqual({
      allergies: ['peanuts'],
      preferences: { noOfServingsPerRecipe: 4, diet: 'vegan' },
    });
    expect(mergeShopperInfo(stored, { allergies: [] })).toEqual({
      allergies: [],
      preferences: stored.preferences,
    });
    expect(mergeShopperInfo(stored, {})).toEqual(stored);
  });

  it('takes all three onboarding choices', () => {
    expect(
      onboardedShopperInfo(stored, { diet: 'everything', allergies: ['milk'], servings: 2 }),
    ).toEqual({
      allergies: ['milk'],
      preferences: { noOfServingsPerRecipe: 2, diet: 'everything' },
    });
  });
});
