import type {
  CartAnswer,
  GroceryIngredient,
  PricePayloadAnswer,
  RecommendedRecipe,
} from '@mise/contracts';

/**
 * Test support: cart answers as the cart service sends them, built from small overrides: a
 * guest's priced cart of two recipes with its grocery list, or an empty one; and a recipe
 * it recommends for a cart's leftovers.
 */

export function groceryLine(
  overrides: Partial<GroceryIngredient> & Pick<GroceryIngredient, '_id' | 'name'>,
): GroceryIngredient {
  return {
    image: `/api/images/ingredients/${overrides._id}.svg`,
    baseMeasurableUnits: 'g',
    assignedProducts: [
      {
        _id: `${overrides._id}-pack`,
        brandType: 'LOW_COST',
        name: `${overrides.name} pack`,
        image: { url: `/api/images/products/${overrides._id}-pack.svg` },
        price: 299,
        packSize: 500,
        units: 'g',
        count: 1,
      },
    ],
    productsAmount: 299,
    recipes: ['chickpea-curry'],
    required: true,
    requiredToUser: false,
    fromUserPantry: false,
    youNeed: 400,
    youHave: 0,
    youNeedQuantity: 400,
    quantity: 500,
    availableQuantity: 500,
    leftOverQuantity: 100,
    usagePercentage: 80,
    priceFallback: false,
    unavailable: false,
    originalIngredient: null,
    isSubstitute: false,
    ...overrides,
  };
}

export const onion = groceryLine({
  _id: 'onion',
  name: 'Yellow onion',
  fromUserPantry: true,
  youHave: 150,
  youNeed: 450,
  youNeedQuantity: 300,
  usagePercentage: 60,
});

export const tomato = groceryLine({
  _id: 'tomato',
  name: 'Crushed tomatoes',
  baseMeasurableUnits: 'ml',
  priceFallback: true,
  productsAmount: 338,
});

export const oliveOil = groceryLine({
  _id: 'olive-oil',
  name: 'Olive oil',
  baseMeasurableUnits: 'ml',
  required: false,
  productsAmount: 899,
  usagePercentage: 6,
});

/** The figures of a priced cart: $23.36 in all ($3.89 a serving), on a $20.22 subtotal. */
export function pricePayload(overrides: Partial<PricePayloadAnswer> = {}): PricePayloadAnswer {
  return {
    totalPriceExtra: 450,
    totalPrice: 2336,
    pricePerServing: 262,
    totalServings: 6,
    priceOfRequiredProducts: 1572,
    priceOfUnusedProductsWithRoundingCorrection: 318,
    otherRecipesKitsCost: 2100,
    totalAmountOfRecipes: 2,
    userSaveAmount: 528,
    paidPerServing: 389,
    extraProductTaxes: 59,
    actualCostWithoutDiscount: 2100,
    usedGroceriesInPercentage: 78.5,
    promoDiscount: 0,
    subTotal: 2022,
    deliveryFee: 0,
    serviceFee: 255,
    waiveOffDeliveryFee: false,
    ...overrides,
  };
}

const nutrition = { calories: 520, protein: 20, fat: 18, carbs: 60 };

export function cartAnswer(overrides: Partial<CartAnswer> = {}): CartAnswer {
  return {
    guestUserId: '0193f3c8-7a4e-7c1e-9d3b-2f6a1b0c9e11',
    version: 3,
    brandType: 'LOW_COST',
    selectedRecipes: [
      {
        _id: 'chickpea-curry',
        name: 'Chickpea Curry',
        image: '/api/images/recipes/chickpea-curry.svg',
        servings: 4,
        customServings: 4,
        defaultServings: 2,
        minServings: 2,
        incrServings: 2,
        mealTypes: ['dinner'],
        mealTypeId: 'dinner',
        curatedBoxId: null,
        originalRecipeId: null,
        ingredientsAmount: 8,
        nutrition,
        kitCost: 1300,
      },
      {
        _id: 'greek-salad',
        name: 'Greek Salad',
        image: '/api/images/recipes/greek-salad.svg',
        servings: 2,
        customServings: 2,
        defaultServings: 2,
        minServings: 1,
        incrServings: 1,
        mealTypes: ['lunch'],
        mealTypeId: 'lunch',
        curatedBoxId: null,
        originalRecipeId: null,
        ingredientsAmount: 6,
        nutrition,
        kitCost: 800,
      },
    ],
    selectedRecipesLength: 2,
    list: { freeServingsList: [], totalAmountOfFreeServings: 0 },
    cost: pricePayload(),
    groceries: {
      requiredProducts: [
        { category: { _id: 'produce', name: 'Produce' }, ingredients: [onion, tomato] },
      ],
      nonRequiredProducts: [
        { category: { _id: 'pantry', name: 'Pantry staples' }, ingredients: [oliveOil] },
      ],
      substitutes: [
        {
          ingredient: { _id: 'tomato', name: 'Crushed tomatoes' },
          substitutes: [
            {
              ingredient: {
                _id: 'passata',
                name: 'Tomato passata',
                image: '/api/images/ingredients/passata.svg',
              },
              availability: ['LOW_COST', 'PREMIUM'],
            },
          ],
        },
      ],
    },
    removedIngredients: [],
    nonRequiredIngredients: [],
    ingredientsToCost: [],
    ingredientSubstitutes: [],
    isIngredientSubstitutionOn: true,
    extraGroceries: [
      {
        _id: 'sparkling-water',
        name: 'Sparkling water',
        image: '/api/images/extra-products/sparkling-water.svg',
        price: 225,
        quantity: 2,
        taxable: true,
        amount: 450,
      },
    ],
    avgNutrition: nutrition,
    promo: null,
    deliveryInfo: null,
    // Delivered free: the fee of the cheapest of the cities that cost from $0.00 to $4.99.
    deliveryFees: { cityKnown: true, lowest: 0, highest: 499 },
    calorieInfo: null,
    sharedCartUrl: null,
    catalogVersion: 'test',
    ...overrides,
  };
}

const nothing = { calories: 0, protein: 0, fat: 0, carbs: 0 };

/** The cart of someone who has chosen nothing yet: no recipes, no groceries, nothing to pay. */
export function emptyCartAnswer(overrides: Partial<CartAnswer> = {}): CartAnswer {
  return cartAnswer({
    guestUserId: null,
    version: 0,
    selectedRecipes: [],
    selectedRecipesLength: 0,
    cost: pricePayload({
      totalPriceExtra: 0,
      totalPrice: 0,
      pricePerServing: 0,
      totalServings: 0,
      priceOfRequiredProducts: 0,
      priceOfUnusedProductsWithRoundingCorrection: 0,
      otherRecipesKitsCost: 0,
      totalAmountOfRecipes: 0,
      userSaveAmount: 0,
      paidPerServing: 0,
      extraProductTaxes: 0,
      actualCostWithoutDiscount: 0,
      usedGroceriesInPercentage: 0,
      subTotal: 0,
      serviceFee: 0,
    }),
    groceries: { requiredProducts: [], nonRequiredProducts: [], substitutes: [] },
    extraGroceries: [],
    avgNutrition: nothing,
    ...overrides,
  });
}

/** A recipe POST /api/recommendation/commonIngredientsRecipe suggests for the leftovers. */
export const lentilSoup: RecommendedRecipe = {
  _id: 'lentil-soup',
  name: 'Lentil Soup',
  image: '/api/images/recipes/lentil-soup.svg',
  cookingTime: 30,
  defaultServings: 2,
  minServings: 2,
  incrServings: 2,
  mealTypes: ['dinner'],
  saveUpto: 64,
  recipeScore: { saveUpto: 64 },
  freeServings: 2,
  commonIngredients: ['onion'],
  nutrition: { calories: 410, protein: 18, fat: 9, carbs: 55 },
};
