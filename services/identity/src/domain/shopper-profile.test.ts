import type { ShopperInfo } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { contactChanged, mergeShopperInfo, onboardedShopperInfo } from './shopper-profile.js';

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

describe('a contact change', () => {
  const contact = { emailAddress: 'ana@example.com', firstName: 'Ana', language: 'en-CA' } as const;

  it('is any change of address, name or language', () => {
    expect(contactChanged(contact, { ...contact, language: 'fr-CA' })).toBe(true);
    expect(contactChanged(contact, { ...contact, firstName: 'Anabel' })).toBe(true);
    expect(contactChanged(contact, { ...contact, emailAddress: 'ana@mise.ca' })).toBe(true);
  });

  it('is not the same contact saved again', () => {
    expect(contactChanged(contact, { ...contact })).toBe(false);
  });
});
