import type {
  CartAnswer,
  CityAnswer,
  PaymentMethodAnswer,
  TimeSlot,
  UserAnswer,
} from '@mise/contracts';
import { userAnswer } from '@mise/web-testing/identity';
import { cartAnswer, pricePayload } from '@/shared/cart/testing/cart-answers';

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

/** Ana's cart at checkout: the chickpea curry for four (PREMIUM) and two sparkling waters. */
export function checkoutCart(overrides: Partial<CartAnswer> = {}): CartAnswer {
  return cartAnswer({
    guestUserId: null,
    version: 4,
    brandType: 'PREMIUM',
    selectedRecipes: cartAnswer().selectedRecipes.slice(0, 1),
    selectedRecipesLength: 1,
    cost: pricePayload({ totalServings: 4, totalAmountOfRecipes: 1 }),
    groceries: { requiredProducts: [], nonRequiredProducts: [], substitutes: [] },
    deliveryInfo: {
      firstName: 'Ana',
      lastName: 'Tremblay',
      emailAddress: 'ana@example.com',
      phoneNumber: '',
      city: 'Toronto',
      province: 'ON',
      waiveOffDeliveryFee: false,
    },
    ...overrides,
  });
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
