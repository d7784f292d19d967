import { type CityAnswer, type OrderAnswer, orderStatusLabels } from '@mise/contracts';

/** Test support: orders as GET /api/orders/:id answers them, in Toronto, paid by Visa. */

export const toronto: CityAnswer = {
  _id: 'toronto',
  name: 'Toronto',
  province: 'ON',
  countryCode: 'CA',
  timeZone: 'America/Toronto',
  postalCodePrefixes: ['M'],
  deliveryFee: 299,
  slotCapacity: 20,
};

/** Toronto keeps Eastern Standard Time (UTC-5) through the winter dates the tests use. */
export const torontoTime = (date: string, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00-05:00`).toISOString();

type OrderFixture = Partial<OrderAnswer> & {
  _id: string;
  /** The delivery slot: YYYY-MM-DD and its first hour (9, 11, … 19), Toronto time. */
  slot?: { date: string; hour: number };
  totalPrice?: number;
};

export function order({
  slot = { date: '2026-12-03', hour: 11 },
  totalPrice = 5_427,
  ...overrides
}: OrderFixture): OrderAnswer {
  const status = overrides.status ?? 'PENDING_DELIVERY';
  const slotStart = torontoTime(slot.date, slot.hour);
  return {
    number: `M-${overrides._id.toUpperCase()}`,
    status,
    statusLabel: orderStatusLabels[status],
    createdAt: '2026-11-28T15:30:00.000Z',
    userId: 'user-ana@example.com',
    deliveryType: 'Address delivery',
    locationId: null,
    delivery: {
      cityId: 'toronto',
      date: slot.date,
      slotStart,
      slotEnd: torontoTime(slot.date, slot.hour + 2),
      timeZone: 'America/Toronto',
      label: `${slot.hour}:00 - ${slot.hour + 2}:00`,
    },
    deliveryAddress: {
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Tremblay',
      lineOne: '120 Queen St W',
      lineTwo: 'Apt 4',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
      phone: '4165550100',
      deliveryInstructions: 'Ring twice',
      date: slot.date,
      timeSlot: slotStart,
      allowSubstitute: true,
      promoDiscount: '10OFF',
    },
    recipes: [
      {
        recipeId: 'chickpea-curry',
        name: 'Chickpea Curry',
        image: '/images/chickpea-curry.svg',
        servings: 4,
        mealTypeId: 'dinner',
      },
      {
        recipeId: 'greek-salad',
        name: 'Greek Salad',
        image: '/images/greek-salad.svg',
        servings: 2,
        mealTypeId: 'lunch',
      },
    ],
    products: [],
    extraProducts: [
      {
        productId: 'sparkling-water',
        name: 'Sparkling water',
        quantity: 2,
        price: 225,
        amount: 450,
      },
    ],
    cost: {
      totalPriceExtra: 450,
      totalPrice,
      pricePerServing: 810,
      totalServings: 6,
      priceOfRequiredProducts: 4_410,
      priceOfUnusedProductsWithRoundingCorrection: 0,
      otherRecipesKitsCost: 0,
      totalAmountOfRecipes: 2,
      userSaveAmount: 0,
      paidPerServing: 810,
      extraProductTaxes: 59,
      actualCostWithoutDiscount: 4_860,
      usedGroceriesInPercentage: 92,
      promoDiscount: 486,
      subTotal: 4_860,
      deliveryFee: 0,
      serviceFee: 146,
      waiveOffDeliveryFee: true,
    },
    promoCode: '10OFF',
    payment: {
      provider: 'sandbox',
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
      failureMessage: null,
      nextAction: null,
      refunded: 0,
    },
    canChange: true,
    changeDeadline: torontoTime(
      new Date(Date.parse(`${slot.date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
      slot.hour,
    ),
    ...overrides,
  };
}
