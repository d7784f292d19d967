import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExtraProduct, extraLines, extraTotals } from './extras.js';
import { feeConfig } from './fees.js';
import { priceGroceries } from './grocery-lines.js';
import { type PricePayloadInput, pricePayload } from './price-payload.js';
import { evaluatePromo, type PromoRule } from './promo.js';
import { tierPricer } from './tier-pricer.js';
import { indexProducts } from './tier-prices.js';

const extraCatalog = new Map<string, ExtraProduct>([
  ['chips', { id: 'chips', priceCents: 349, taxable: true }],
  ['soda', { id: 'soda', priceCents: 199, taxable: true }],
  ['bread', { id: 'bread', priceCents: 299, taxable: false }],
]);

const tenOff: PromoRule = {
  code: '10OFF',
  discount: { kind: 'PERCENT', percent: 10 },
  minSubtotalCents: 0,
  firstOrderOnly: true,
};

const baseExtras = new Map([
  ['chips', 2],
  ['bread', 1],
]);

const base: PricePayloadInput = {
  groceries: { productsAmount: 4000, leftOverValueCents: 1000, unavailableIngredientIds: [] },
  recipeServings: [4, 2],
  savings: { separateCents: 5500, saveCents: 1200 },
  extras: extraTotals(extraLines(baseExtras, extraCatalog)),
  promo: null,
  province: 'ON',
  cityDeliveryFeeCents: 399,
  waiveOffDeliveryFee: false,
};

describe('pricePayload', () => {
  it('assembles the spec fields in cents', () => {
    expect(pricePayload(base)).toEqual({
      priceOfRequiredProducts: 4000,
      totalPriceExtra: 997, // 2 x 349 + 299
      subTotal: 4997,
      extraProductTaxes: 91, // 13 % HST on 698 = 90.74
      promoDiscount: 0,
      serviceFee: 150, // 3 % of 4997 = 149.91
      deliveryFee: 399,
      waiveOffDeliveryFee: false,
      totalPrice: 4997 + 91 + 150 + 399,
      totalServings: 6,
      pricePerServing: 667, // 4000 / 6 = 666.67
      paidPerServing: 940, // 5637 / 6 = 939.5, half up
      totalAmountOfRecipes: 2,
      actualCostWithoutDiscount: 5500,
      otherRecipesKitsCost: 5500,
      userSaveAmount: 1200,
      usedGroceriesInPercentage: 75,
      priceOfUnusedProductsWithRoundingCorrection: 1000,
    });
  });

  it('takes off the promo discount and waives the delivery fee', () => {
    const subTotal = 4997;
    const promo = evaluatePromo([tenOff], {
      code: '10off',
      productSubtotalCents: subTotal,
      firstOrder: true,
      now: new Date('2026-06-01T00:00:00Z'),
      redemptions: 0,
      userRedemptions: 0,
    });
    const payload = pricePayload({ ...base, promo, waiveOffDeliveryFee: true });
    expect(payload).toMatchObject({
      promoDiscount: 500, // 499.7
      // The taxable 698 of 4997 carries 69.8 -> 70 of the discount: 13 % HST on 628 = 81.6.
      extraProductTaxes: 82,
      deliveryFee: 0,
      waiveOffDeliveryFee: true,
      totalPrice: subTotal - 500 + 82 + 150,
      // A promo is its own line, never part of the savings.
      userSaveAmount: 1200,
    });
  });

  it('ignores a refused promo', () => {
    const promo = evaluatePromo([tenOff], {
      code: 'WRONG',
      productSubtotalCents: 4997,
      firstOrder: true,
      now: new Date(),
      redemptions: 0,
      userRedemptions: 0,
    });
    expect(pricePayload({ ...base, promo }).promoDiscount).toBe(0);
  });

  it('prices an empty cart at zero', () => {
    expect(
      pricePayload({
        ...base,
        groceries: { productsAmount: 0, leftOverValueCents: 0, unavailableIngredientIds: [] },
        recipeServings: [],
        savings: { separateCents: 0, saveCents: 0 },
        extras: { totalCents: 0, taxableCents: 0 },
      }),
    ).toMatchObject({
      deliveryFee: 0,
      totalPrice: 0,
      pricePerServing: 0,
      paidPerServing: 0,
      usedGroceriesInPercentage: 0,
      userSaveAmount: 0,
    });
  });

  it('takes the groceries from the grocery lines', () => {
    const index = tierPricer(
      indexProducts([
        {
          id: 'rice-900',
          ingredientId: 'rice',
          brandType: 'LOW_COST',
          packSize: 900,
          priceCents: 199,
        },
      ]),
    );
    const groceries = priceGroceries(
      {
        selections: [
          {
            recipe: {
              recipeId: 'pilaf',
              defaultServings: 4,
              ingredients: [{ ingredientId: 'rice', quantity: 300 }],
            },
            servings: 4,
          },
        ],
        required: new Map(),
      },
      index,
      'LOW_COST',
    );
    const payload = pricePayload({
      ...base,
      groceries: groceries.totals,
      recipeServings: [4],
      savings: { separateCents: 199, saveCents: 0 },
    });
    expect(payload.priceOfRequiredProducts).toBe(199);
    expect(payload.priceOfUnusedProductsWithRoundingCorrection).toBe(133); // 600/900 of 199
    expect(payload.pricePerServing).toBe(50); // 49.75
  });

  it('can cost less once an extra lifts the cart over a promo minimum (by design)', () => {
    const save5: PromoRule = {
      code: 'SAVE5',
      discount: { kind: 'FIXED', amountCents: 500 },
      minSubtotalCents: 5000,
      firstOrderOnly: false,
    };
    const totalWith = (extraSelection: ReadonlyMap<string, number>, subTotal: number) =>
      pricePayload({
        ...base,
        extras: extraTotals(extraLines(extraSelection, extraCatalog)),
        promo: evaluatePromo([save5], {
          code: 'SAVE5',
          productSubtotalCents: subTotal,
          firstOrder: false,
          now: new Date(),
          redemptions: 0,
          userRedemptions: 0,
        }),
      }).totalPrice;
    const below = totalWith(baseExtras, 4997);
    const above = totalWith(new Map([...baseExtras, ['soda', 1]]), 5196);
    expect(above).toBeLessThan(below);
  });

  it('rejects an unknown province by name', () => {
    expect(() => pricePayload({ ...base, province: 'ZZ' })).toThrow("'ZZ'");
  });
});

describe('pricePayload properties', () => {
  const provinces = fc.constantFrom(
    'AB',
    'BC',
    'MB',
    'NB',
    'NL',
    'NS',
    'NT',
    'NU',
    'ON',
    'PE',
    'QC',
    'SK',
    'YT',
  );
  const quantities = fc.record({
    chips: fc.integer({ min: 0, max: 20 }),
    soda: fc.integer({ min: 0, max: 20 }),
    bread: fc.integer({ min: 0, max: 20 }),
  });
  const carts = fc.record({
    productsAmount: fc.integer({ min: 0, max: 100_000 }),
    leftOverShare: fc.double({ min: 0, max: 1, noNaN: true }),
    servings: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }),
    quantities,
    percent: fc.integer({ min: 0, max: 100 }),
    province: provinces,
    cityFee: fc.integer({ min: 0, max: feeConfig.deliveryFeeMaxCents }),
    waived: fc.boolean(),
  });

  type Cart = typeof carts extends fc.Arbitrary<infer T> ? T : never;

  /** The payload of a cart, with a percent promo evaluated on the cart's own subtotal. */
  function payloadOf(cart: Cart) {
    const selection = new Map(Object.entries(cart.quantities));
    const extrasCents =
      cart.quantities.chips * 349 + cart.quantities.soda * 199 + cart.quantities.bread * 299;
    const rule: PromoRule = { ...tenOff, discount: { kind: 'PERCENT', percent: cart.percent } };
    const promo = evaluatePromo([rule], {
      code: '10OFF',
      productSubtotalCents: cart.productsAmount + extrasCents,
      firstOrder: true,
      now: new Date('2026-06-01T00:00:00Z'),
      redemptions: 0,
      userRedemptions: 0,
    });
    return pricePayload({
      groceries: {
        productsAmount: cart.productsAmount,
        leftOverValueCents: Math.floor(cart.productsAmount * cart.leftOverShare),
        unavailableIngredientIds: [],
      },
      recipeServings: cart.servings,
      savings: { separateCents: 0, saveCents: 0 },
      extras: extraTotals(extraLines(selection, extraCatalog)),
      promo,
      province: cart.province,
      cityDeliveryFeeCents: cart.cityFee,
      waiveOffDeliveryFee: cart.waived,
    });
  }

  it('adds up, keeps fees in bounds, taxes only taxable extras, caps the discount', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const p = payloadOf(cart);
        expect(p.subTotal).toBe(p.priceOfRequiredProducts + p.totalPriceExtra);
        expect(p.totalPrice).toBe(
          p.subTotal - p.promoDiscount + p.extraProductTaxes + p.serviceFee + p.deliveryFee,
        );
        expect(p.totalServings).toBe(cart.servings.reduce((a, b) => a + b, 0));
        if (p.subTotal > 0) {
          expect(p.serviceFee).toBeGreaterThanOrEqual(feeConfig.serviceFeeMinCents);
          expect(p.serviceFee).toBeLessThanOrEqual(feeConfig.serviceFeeMaxCents);
        }
        expect(p.deliveryFee).toBeGreaterThanOrEqual(0);
        expect(p.deliveryFee).toBeLessThanOrEqual(cart.waived ? 0 : feeConfig.deliveryFeeMaxCents);
        expect(p.extraProductTaxes).toBeGreaterThanOrEqual(0);
        if (cart.quantities.chips + cart.quantities.soda === 0) expect(p.extraProductTaxes).toBe(0);
        expect(p.promoDiscount).toBeGreaterThanOrEqual(0);
        expect(p.promoDiscount).toBeLessThanOrEqual(p.subTotal);
        expect(p.usedGroceriesInPercentage).toBeGreaterThanOrEqual(0);
        expect(p.usedGroceriesInPercentage).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never lowers totalPrice when an extra is added', () => {
    fc.assert(
      fc.property(carts, fc.constantFrom('chips', 'soda', 'bread'), (cart, added) => {
        const more = {
          ...cart,
          quantities: {
            ...cart.quantities,
            [added]: cart.quantities[added as keyof Cart['quantities']] + 1,
          },
        };
        expect(payloadOf(more).totalPrice).toBeGreaterThanOrEqual(payloadOf(cart).totalPrice);
      }),
    );
  });
});
