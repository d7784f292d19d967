import { describe, expect, it } from 'vitest';
import { cartInput } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import { firstOrder, tenOff } from '../testing/promos.js';
import { indexCatalog, priceCart } from './pricing-engine.js';

const catalog = indexCatalog(kitchen);

/** Risotto for 4 and pilaf for 4: both use onion, rice and butter (see testing/kitchen.ts). */
const twoRecipes = cartInput({
  recipes: [
    { id: 'risotto', servings: 4, mealTypeId: 'dinner' },
    { id: 'pilaf', servings: 4, mealTypeId: 'dinner' },
  ],
  extraGroceries: { chips: 2 },
});

const lineOf = (cart: ReturnType<typeof priceCart>, id: string) =>
  cart.groceries.requiredProducts
    .flatMap((category) => category.ingredients)
    .find((line) => line._id === id);

describe('priceCart, by hand', () => {
  // Needs: risotto x2 (4 of 2 servings) + pilaf x1 (4 of 4):
  //   onion 2 + 2 = 4 unit   -> bag of 3 + 1 onion = 179 + 69        = 248, leftover 0
  //   rice 600 + 500 = 1100 g -> 2 x 900 g = 398 (2 kg is 399)           , leftover 700
  //   milk 800 ml            -> 1 l = 289                                , leftover 200
  //   butter 60 + 20 = 80 g  -> 454 g = 599                              , leftover 374
  //   salt 15 g: a staple, offered and not bought.
  // Products: 248 + 398 + 289 + 599 = 1534.
  // Kits: risotto alone: onion 2 x 69 + rice 199 + milk 289 + butter 599 = 1225;
  //       pilaf alone:   onion 2 x 69 + rice 199 + butter 599           =  936; sum 2161.
  // Leftover value: rice 398 x 700/1800 = 154.78 -> 155; milk 289 x 200/1000 = 57.8 -> 58;
  //                 butter 599 x 374/454 = 493.45 -> 493; total 706.
  // Extras: 2 chips x 349 = 698, taxable; HST 13 % = 90.74 -> 91.
  // subTotal 1534 + 698 = 2232; service fee 3 % = 66.96 -> 67, raised to the 99 minimum;
  // delivery 399. totalPrice 2232 + 91 + 99 + 399 = 2821.
  it('prices a 2-recipe cart that shares ingredients to the cent', () => {
    const cart = priceCart(twoRecipes, catalog);
    expect(cart.cost).toEqual({
      priceOfRequiredProducts: 1534,
      totalPriceExtra: 698,
      subTotal: 2232,
      extraProductTaxes: 91,
      promoDiscount: 0,
      serviceFee: 99,
      deliveryFee: 399,
      waiveOffDeliveryFee: false,
      totalPrice: 2821,
      totalServings: 8,
      pricePerServing: 192, // 1534 / 8 = 191.75
      paidPerServing: 353, // 2821 / 8 = 352.625
      totalAmountOfRecipes: 2,
      actualCostWithoutDiscount: 2161,
      otherRecipesKitsCost: 2161,
      userSaveAmount: 627, // 2161 - 1534, the same groceries bought together
      priceOfUnusedProductsWithRoundingCorrection: 706,
      // (1534 - 706) / 1534 = 53.98 %, shown to a tenth.
      usedGroceriesInPercentage: 54,
    });
    expect(cart.selectedRecipes.map((r) => [r._id, r.kitCost])).toEqual([
      ['risotto', 1225],
      ['pilaf', 936],
    ]);
    expect(lineOf(cart, 'onion')?.assignedProducts.map((p) => [p._id, p.count])).toEqual([
      ['onion-1', 1],
      ['onion-3', 1],
    ]);
    expect(lineOf(cart, 'rice')).toMatchObject({
      youNeed: 1100,
      quantity: 1800,
      leftOverQuantity: 700,
      productsAmount: 398,
      recipes: ['pilaf', 'risotto'],
    });
    expect(cart.leftovers).toEqual(
      new Map([
        ['butter', 374],
        ['milk', 200],
        ['rice', 700],
      ]),
    );
    expect(cart.extraGroceries).toEqual([
      {
        _id: 'chips',
        name: 'chips',
        image: '/img/chips.svg',
        price: 349,
        quantity: 2,
        taxable: true,
        amount: 698,
      },
    ]);
  });

  it('groups lines by category order and offers staples with their would-be price', () => {
    const cart = priceCart(twoRecipes, catalog);
    expect(
      cart.groceries.requiredProducts.map((c) => [c.category._id, c.ingredients.map((i) => i._id)]),
    ).toEqual([
      ['produce', ['onion']],
      ['dairy', ['butter', 'milk']],
      ['pantry', ['rice']],
    ]);
    const staples = cart.groceries.nonRequiredProducts.flatMap((c) => c.ingredients);
    expect(staples).toHaveLength(1);
    expect(staples[0]).toMatchObject({ _id: 'salt', required: false, productsAmount: 129 });
    expect(cart.ingredientsToCost.map((i) => [i.ingredient, i.required])).toEqual([
      ['butter', true],
      ['milk', true],
      ['onion', true],
      ['rice', true],
      ['salt', false],
    ]);
  });

  it('applies 10OFF to the product subtotal, and says so for a wrong code', () => {
    const cart = priceCart(
      { ...twoRecipes, promo: { code: '10off', rule: tenOff, facts: firstOrder } },
      catalog,
    );
    // 10 % of 2232 = 223.2 -> 223.
    expect(cart.promo).toEqual({ code: '10OFF', applied: true, discount: 223, error: null });
    // The taxable extras (698 of 2232) carry 698 / 2232 of the discount: 69.7 -> 70, so the
    // HST is 13 % of 628 = 81.6 -> 82 instead of 91.
    expect(cart.cost).toMatchObject({
      promoDiscount: 223,
      extraProductTaxes: 82,
      totalPrice: 2821 - 223 - (91 - 82),
      // The promo has its own line: savings measure buying the recipes together only.
      userSaveAmount: 627,
      paidPerServing: 324, // 2589 / 8 = 323.6
    });
    const wrong = priceCart(
      { ...twoRecipes, promo: { code: 'nope', rule: null, facts: firstOrder } },
      catalog,
    );
    expect(wrong.promo).toEqual({
      code: 'NOPE',
      applied: false,
      discount: 0,
      error: 'Coupon code incorrect',
    });
    expect(wrong.cost.totalPrice).toBe(2821);
  });

  it('uses the pantry first', () => {
    const cart = priceCart(
      {
        ...twoRecipes,
        pantry: new Map([
          ['onion', 1],
          ['butter', 500],
        ]),
      },
      catalog,
    );
    // onion: 3 to buy -> one bag, 179; butter: nothing to buy. 179 + 398 + 289 = 866.
    expect(cart.cost.priceOfRequiredProducts).toBe(866);
    expect(lineOf(cart, 'butter')).toMatchObject({
      fromUserPantry: true,
      youHave: 500,
      youNeed: 80,
      youNeedQuantity: 0,
      quantity: 0,
      availableQuantity: 500,
      productsAmount: 0,
    });
    // Savings leave the pantry out of both sides.
    expect(cart.cost.actualCostWithoutDiscount).toBe(2161);
    expect(cart.cost.userSaveAmount).toBe(627);
  });

  it('buys the tier, falling back to LOW_COST x 1.08 where PREMIUM has no product', () => {
    const cart = priceCart({ ...twoRecipes, brandType: 'PREMIUM' }, catalog);
    // onion: PREMIUM bags of 3 only -> 2 x 229 = 458.
    expect(lineOf(cart, 'onion')).toMatchObject({ productsAmount: 458, priceFallback: false });
    // rice: 199 x 1.08 = 214.92 -> 215 and 399 x 1.08 = 430.92 -> 431; 2 x 215 = 430.
    expect(lineOf(cart, 'rice')).toMatchObject({ productsAmount: 430, priceFallback: true });
    expect(lineOf(cart, 'rice')?.assignedProducts[0]).toMatchObject({
      _id: 'rice-900',
      brandType: 'LOW_COST',
      price: 215,
      count: 2,
    });
  });

  it('leaves removed ingredients out and buys staples the shopper added', () => {
    const cart = priceCart(
      { ...twoRecipes, removedIngredientList: ['butter'], nonRequiredProductsToCost: ['salt'] },
      catalog,
    );
    expect(lineOf(cart, 'butter')).toBeUndefined();
    expect(lineOf(cart, 'salt')).toMatchObject({ required: false, requiredToUser: true });
    expect(cart.cost.priceOfRequiredProducts).toBe(1534 - 599 + 129);
    expect(cart.groceries.nonRequiredProducts).toEqual([]);
  });

  it('buys the substitute instead, converted, and notes a change of unit', () => {
    const swaps = [
      { ingredient: 'milk', isSubstituteEnabled: true, substitute: { ingredient: 'oat-milk' } },
      { ingredient: 'butter', isSubstituteEnabled: true, substitute: { ingredient: 'olive-oil' } },
      { ingredient: 'onion', isSubstituteEnabled: false, substitute: { ingredient: 'shallot' } },
    ];
    const cart = priceCart({ ...twoRecipes, ingredientSubstitutes: swaps }, catalog);
    expect(lineOf(cart, 'milk')).toBeUndefined();
    // 800 ml of oat milk: one 946 ml carton.
    expect(lineOf(cart, 'oat-milk')).toMatchObject({
      isSubstitute: true,
      originalIngredient: 'milk',
      youNeed: 800,
      productsAmount: 399,
    });
    // Olive oil is a staple, but stands in for required butter: bought, 3/4 of 80 g at 0.91 g/ml.
    expect(lineOf(cart, 'olive-oil')).toMatchObject({ required: true, productsAmount: 699 });
    expect(lineOf(cart, 'olive-oil')?.youNeed).toBeCloseTo((80 * 0.75) / 0.91, 9);
    expect(lineOf(cart, 'onion')?.isSubstitute).toBe(false);
    expect(cart.substitutionNotes).toEqual([
      expect.objectContaining({ ingredient: 'butter', substitute: 'olive-oil', fromUnit: 'g' }),
    ]);
    expect(cart.ingredientsToCost.find((i) => i.ingredient === 'oat-milk')).toMatchObject({
      originalIngredient: 'milk',
      isSubstitute: true,
    });

    const off = priceCart(
      { ...twoRecipes, ingredientSubstitutes: swaps, isIngredientSubstitutionOn: false },
      catalog,
    );
    expect(off.cost.priceOfRequiredProducts).toBe(1534);
  });

  it('lists the swap choices with the tiers that have them', () => {
    const cart = priceCart(twoRecipes, catalog);
    expect(cart.groceries.substitutes).toEqual([
      {
        ingredient: { _id: 'butter', name: 'Butter' },
        substitutes: [
          {
            ingredient: { _id: 'olive-oil', name: 'Olive oil', image: '/img/olive-oil.svg' },
            availability: ['LOW_COST'],
          },
        ],
      },
      {
        ingredient: { _id: 'milk', name: 'Milk' },
        substitutes: [
          {
            ingredient: { _id: 'oat-milk', name: 'Oat milk', image: '/img/oat-milk.svg' },
            availability: ['LOW_COST'],
          },
        ],
      },
      {
        ingredient: { _id: 'onion', name: 'Yellow onion' },
        substitutes: [
          {
            ingredient: { _id: 'shallot', name: 'Shallot', image: '/img/shallot.svg' },
            availability: ['LOW_COST'],
          },
        ],
      },
    ]);
  });

  it('counts the servings the other recipes leave over as free', () => {
    // Rice: risotto 600 + bowl 200 = 800 g -> one 900 g pack. Bought for the risotto alone,
    // that pack leaves 300 g: 3 bowls' worth, so both selected bowl servings are free. The
    // risotto needs onion, milk and butter nobody else buys: 0 free.
    const cart = priceCart(
      cartInput({
        recipes: [
          { id: 'risotto', servings: 4 },
          { id: 'rice-bowl', servings: 2 },
        ],
      }),
      catalog,
    );
    expect(cart.list).toEqual({
      freeServingsList: [{ recipeId: 'rice-bowl', servings: 2 }],
      totalAmountOfFreeServings: 2,
    });
  });

  it('marks an ingredient without products unavailable, at no cost', () => {
    const cart = priceCart(cartInput({ recipes: [{ id: 'paella', servings: 2 }] }), catalog);
    expect(lineOf(cart, 'saffron')).toMatchObject({
      unavailable: true,
      productsAmount: 0,
      quantity: 0,
    });
    expect(cart.cost.priceOfRequiredProducts).toBe(199);
  });

  it('averages nutrition per serving, weighted by servings', () => {
    const cart = priceCart(twoRecipes, catalog);
    // (600 x 4 + 400 x 4) / 8 = 500 kcal; fat (20 x 4 + 10 x 4) / 8 = 15.
    expect(cart.avgNutrition).toEqual({ calories: 500, protein: 12.5, fat: 15, carbs: 75 });
  });

  it('echoes the selection and prices an empty cart at zero', () => {
    const cart = priceCart(cartInput({}), catalog);
    expect(cart).toMatchObject({
      selectedRecipes: [],
      selectedRecipesLength: 0,
      list: { freeServingsList: [], totalAmountOfFreeServings: 0 },
      groceries: { requiredProducts: [], nonRequiredProducts: [], substitutes: [] },
      avgNutrition: { calories: 0, protein: 0, fat: 0, carbs: 0 },
      promo: null,
      catalogVersion: 'test-1',
    });
    expect(cart.cost).toMatchObject({ totalPrice: 0, serviceFee: 0, deliveryFee: 0, subTotal: 0 });
  });

  it('refuses a cart cartProblems refuses', () => {
    expect(() =>
      priceCart(cartInput({ recipes: [{ id: 'risotto', servings: 3 }] }), catalog),
    ).toThrow(/recipes\.0\.servings/);
  });
});
