import type {
  CartAnswer,
  CityAnswer,
  OrderAnswer,
  PaymentMethodAnswer,
  PlaceOrderInput,
  TimeSlot,
  UserAnswer,
} from '@mise/contracts';
import { userAnswer } from '@/shared/session/testing/fake-identity-api';

/** Test support: what the checkout's servers answer, built from small overrides. */

export const toronto: CityAnswer = {
  _id: 'toronto',
  name: 'Toronto',
  province: 'ON',
  countryCode: 'CA',
  timeZone: 'America/Toronto',
  postalCodePrefixes: ['M'],
  deliveryFee: 0,
  slotCapacity: 20,
};

export const ottawa: CityAnswer = {
  _id: 'ottawa',
  name: 'Ottawa',
  province: 'ON',
  countryCode: 'CA',
  timeZone: 'America/Toronto',
  postalCodePrefixes: ['K1', 'K2'],
  deliveryFee: 299,
  slotCapacity: 20,
};

export const montreal: CityAnswer = {
  _id: 'montreal',
  name: 'Montréal',
  province: 'QC',
  countryCode: 'CA',
  timeZone: 'America/Toronto',
  postalCodePrefixes: ['H'],
  deliveryFee: 299,
  slotCapacity: 20,
};

/** A day's slots: the morning open, midday full, the afternoon with two places left. */
export function daySlots(date: string): TimeSlot[] {
  const at = (hour: number) => `${date}T${String(hour + 5).padStart(2, '0')}:00:00.000Z`;
  return [
    { label: '9:00 AM - 11:00 AM', start: at(9), end: at(11), available: true, remaining: 12 },
    { label: '11:00 AM - 1:00 PM', start: at(11), end: at(13), available: false, remaining: 0 },
    { label: '1:00 PM - 3:00 PM', start: at(13), end: at(15), available: true, remaining: 2 },
  ];
}

/** Ana, signed in, with her phone and one address in Toronto. */
export function shopper(overrides: Partial<UserAnswer> = {}): UserAnswer {
  return {
    ...userAnswer({ email: 'ana@example.com', firstName: 'Ana' }),
    phoneNumber: '416-555-0134',
    addresses: [
      {
        lineOne: '25 King St W',
        lineTwo: '',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5H 1A1',
        deliveryInstructions: 'Ring twice',
        country: 'CA',
        primary: true,
      },
    ],
    ...overrides,
  };
}

const nutrition = { calories: 520, protein: 20, fat: 18, carbs: 60 };

export function checkoutCart(overrides: Partial<CartAnswer> = {}): CartAnswer {
  return {
    guestUserId: null,
    version: 4,
    brandType: 'PREMIUM',
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
    ],
    selectedRecipesLength: 1,
    list: { freeServingsList: [], totalAmountOfFreeServings: 0 },
    cost: {
      totalPriceExtra: 450,
      totalPrice: 2336,
      pricePerServing: 262,
      totalServings: 4,
      priceOfRequiredProducts: 1572,
      priceOfUnusedProductsWithRoundingCorrection: 318,
      otherRecipesKitsCost: 2100,
      totalAmountOfRecipes: 1,
      userSaveAmount: 528,
      paidPerServing: 262,
      extraProductTaxes: 59,
      actualCostWithoutDiscount: 2100,
      usedGroceriesInPercentage: 78.5,
      promoDiscount: 0,
      subTotal: 2022,
      deliveryFee: 0,
      serviceFee: 255,
      waiveOffDeliveryFee: false,
    },
    groceries: { requiredProducts: [], nonRequiredProducts: [], substitutes: [] },
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
    deliveryInfo: {
      firstName: 'Ana',
      lastName: 'Tremblay',
      emailAddress: 'ana@example.com',
      phoneNumber: '',
      city: 'Toronto',
      province: 'ON',
      waiveOffDeliveryFee: false,
    },
    calorieInfo: null,
    sharedCartUrl: null,
    catalogVersion: 'test',
    ...overrides,
  };
}

export const savedVisa: PaymentMethodAnswer = {
  id: 'pm_saved_visa',
  brand: 'visa',
  last4: '1881',
  expMonth: 4,
  expYear: 2031,
  billingName: 'Ana Tremblay',
  isDefault: true,
};

/** The order as the server answers it, for a body the shop sent. */
export function orderFor(
  id: string,
  body: PlaceOrderInput,
  cart: CartAnswer,
  payment: Partial<OrderAnswer['payment']> = {},
): OrderAnswer {
  const address = body.deliveryAddress;
  const paid = (payment.status ?? 'succeeded') === 'succeeded';
  return {
    _id: id,
    number: `M-${id.toUpperCase()}`,
    status: paid ? 'PENDING_DELIVERY' : 'PENDING_PAYMENT',
    statusLabel: paid ? 'Pending Delivery' : 'Pending Payment',
    createdAt: '2026-11-20T15:00:00.000Z',
    userId: 'user-ana@example.com',
    deliveryType: 'Address delivery',
    locationId: null,
    delivery: {
      cityId: 'toronto',
      date: address.date,
      slotStart: address.timeSlot,
      slotEnd: address.timeSlot,
      timeZone: 'America/Toronto',
      label: '9:00 AM - 11:00 AM',
    },
    deliveryAddress: {
      ...address,
      lineTwo: address.lineTwo ?? '',
      country: 'CA',
      deliveryInstructions: address.deliveryInstructions ?? '',
      allowSubstitute: address.allowSubstitute ?? true,
      promoDiscount: address.promoDiscount ?? '',
    },
    recipes: [],
    extraProducts: [],
    cost: cart.cost,
    promoCode: null,
    payment: {
      provider: 'sandbox',
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
      failureMessage: null,
      nextAction: null,
      refunded: 0,
      ...payment,
    },
    canChange: true,
    changeDeadline: address.timeSlot,
  };
}
