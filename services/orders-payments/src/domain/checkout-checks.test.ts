import type { CityAnswer, OrderDeliveryAddress, PricePayloadAnswer } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  meetsMinimumOrder,
  quoteMatchesSelection,
  refundableCents,
  totalsAddUp,
} from './checkout-checks.js';

const toronto: CityAnswer = {
  _id: 'toronto',
  name: 'Toronto',
  province: 'ON',
  countryCode: 'CA',
  timeZone: 'America/Toronto',
  postalCodePrefixes: ['M'],
  deliveryFee: 0,
  slotCapacity: 20,
};

const address = (change: Partial<OrderDeliveryAddress> = {}): OrderDeliveryAddress => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  lineOne: '1 King St W',
  lineTwo: '',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 1A1',
  country: 'CA',
  phone: '4165550100',
  deliveryInstructions: '',
  // 9:00 in Toronto on November 22.
  date: '2026-11-22',
  timeSlot: '2026-11-22T14:00:00.000Z',
  allowSubstitute: true,
  promoDiscount: '',
  ...change,
});

describe('an address against its city', () => {
  it('passes when province, postal code and the slot day agree', () => {
    expect(addressProblems(address(), toronto)).toEqual([]);
  });

  it('names the province of another province', () => {
    const problems = addressProblems(address({ province: 'QC' }), toronto);
    expect(problems).toEqual([
      expect.objectContaining({ field: 'deliveryAddress.province', rule: 'city_province' }),
    ]);
    expect(problems[0]?.message).toContain('ON');
  });

  it('names a postal code outside the city, with or without its space', () => {
    expect(addressProblems(address({ postalCode: 'K1A 0B1' }), toronto)).toEqual([
      expect.objectContaining({ field: 'deliveryAddress.postalCode', rule: 'city_postal_code' }),
    ]);
    const threeLetters = { ...toronto, postalCodePrefixes: ['M5H', 'M4C'] };
    expect(addressProblems(address({ postalCode: 'M4C1A1' }), threeLetters)).toEqual([]);
    expect(addressProblems(address({ postalCode: 'M6A 1A1' }), threeLetters)).toHaveLength(1);
  });

  it('names a date that is not the slot’s day in the city’s zone', () => {
    // 01:00 UTC on the 23rd is still the evening of the 22nd in Toronto.
    const evening = address({ date: '2026-11-22', timeSlot: '2026-11-23T01:00:00.000Z' });
    expect(addressProblems(evening, toronto)).toEqual([]);
    expect(addressProblems({ ...evening, date: '2026-11-23' }, toronto)).toEqual([
      expect.objectContaining({ field: 'deliveryAddress.date', rule: 'slot_date' }),
    ]);
  });
});

const cost = (change: Partial<PricePayloadAnswer> = {}): PricePayloadAnswer => ({
  totalPriceExtra: 500,
  totalPrice: 2_500 - 250 + 65 + 99 + 299,
  pricePerServing: 500,
  totalServings: 4,
  priceOfRequiredProducts: 2_000,
  priceOfUnusedProductsWithRoundingCorrection: 100,
  otherRecipesKitsCost: 3_000,
  totalAmountOfRecipes: 1,
  userSaveAmount: 1_250,
  paidPerServing: 678,
  extraProductTaxes: 65,
  actualCostWithoutDiscount: 3_000,
  usedGroceriesInPercentage: 95,
  promoDiscount: 250,
  subTotal: 2_500,
  deliveryFee: 299,
  serviceFee: 99,
  waiveOffDeliveryFee: false,
  ...change,
});

describe('the quote’s figures', () => {
  it('meet the minimum order on the product subtotal of $10.00', () => {
    expect(meetsMinimumOrder(cost({ subTotal: 1_000 }))).toBe(true);
    expect(meetsMinimumOrder(cost({ subTotal: 999 }))).toBe(false);
  });

  it('add up as the checkout summary shows them', () => {
    expect(totalsAddUp(cost())).toBe(true);
    expect(totalsAddUp(cost({ totalPrice: cost().totalPrice + 1 }))).toBe(false);
    expect(totalsAddUp(cost({ subTotal: 2_400 }))).toBe(false);
    expect(totalsAddUp(cost({ promoDiscount: -1, totalPrice: cost().totalPrice + 251 }))).toBe(
      false,
    );
  });

  it('leave what was not given back yet to refund', () => {
    expect(refundableCents({ amountCents: 2_000, refundedCents: 500 })).toBe(1_500);
    expect(refundableCents({ amountCents: 2_000, refundedCents: 2_000 })).toBe(0);
  });
});

describe('the quote against the shopper’s selection', () => {
  const quote = {
    recipes: [
      {
        recipeId: 'a',
        name: 'A',
        image: '',
        servings: 4,
        mealTypeId: null,
        curatedBoxId: null,
        originalRecipeId: null,
      },
      {
        recipeId: 'b',
        name: 'B',
        image: '',
        servings: 2,
        mealTypeId: null,
        curatedBoxId: null,
        originalRecipeId: null,
      },
    ],
    extraProducts: [{ productId: 'milk', name: 'Milk', quantity: 2, price: 300, amount: 600 }],
  };
  const selection = {
    selectedRecipes: [
      { recipeId: 'b', servings: 2 },
      { recipeId: 'a', servings: 4 },
    ],
    selectedExtraProducts: { milk: 2 },
  };

  it('matches the same recipes, servings and extras in any order', () => {
    expect(quoteMatchesSelection(quote, selection)).toBe(true);
  });

  it('differs on servings, a missing recipe or another extra quantity', () => {
    expect(
      quoteMatchesSelection(quote, {
        ...selection,
        selectedRecipes: [
          { recipeId: 'a', servings: 6 },
          { recipeId: 'b', servings: 2 },
        ],
      }),
    ).toBe(false);
    expect(
      quoteMatchesSelection(quote, {
        ...selection,
        selectedRecipes: [{ recipeId: 'a', servings: 4 }],
      }),
    ).toBe(false);
    expect(quoteMatchesSelection(quote, { ...selection, selectedExtraProducts: { milk: 1 } })).toBe(
      false,
    );
    expect(
      quoteMatchesSelection(quote, { ...selection, selectedExtraProducts: { milk: 2, eggs: 1 } }),
    ).toBe(false);
  });
});
