import type {
  CartAnswer,
  CityAnswer,
  PaymentMethodAnswer,
  TimeSlot,
  UserAnswer,
} from '@mise/contracts';
import { stubIdentityApi } from '@mise/web-testing/identity';
import { withCallsOf } from '@mise/web-testing/responses';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { stubPaymentMethodsApi } from '@/shared/orders/testing/fake-payment-methods-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { stubDeliveryApi } from '@/shared/testing/fake-delivery-api';
import { sharedMenuUrl, stubShareUrlApi } from '@/shared/testing/fake-share-url';
import { checkoutCart, daySlots, montreal, ottawa, shopper, toronto } from './checkout-fixture';
import { stubCheckoutApi } from './fake-checkout-api';

type CheckoutServicesOptions = Omit<Parameters<typeof stubCheckoutApi>[0], 'cart'> & {
  /** The cart as priced, the fixture's by default. */
  cart?: CartAnswer;
  cities?: CityAnswer[];
  /** Signed in as this shopper (the fixture's by default); null for a guest. */
  user?: UserAnswer | null;
  savedCards?: PaymentMethodAnswer[];
  /** A day's slots (YYYY-MM-DD), the fixture's by default. */
  slots?: (date: string) => TimeSlot[];
};

/**
 * Test support: each service /checkout calls, as its own fake: the catalog, identity (the
 * session), delivery (cities and days, at a fixed clock), the saved cards, the short links and
 * the cart (priced as given, delivery in the same cities) and the checkout fake (orders and
 * payments), which places an order for the cart fake's cart. Returns the checkout fake, whose
 * `requestsTo` and `requestsUnder` also list the calls the others answered.
 */
export function stubCheckoutServices({
  user,
  savedCards = [],
  slots = daySlots,
  cities = [toronto, ottawa, montreal],
  cart = checkoutCart(),
  ...options
}: CheckoutServicesOptions = {}) {
  stubCatalogApi();
  stubIdentityApi(user === null ? {} : { user: user ?? shopper() });
  const delivery = stubDeliveryApi({
    cities,
    slots: (date) => slots(date),
    currentTime: '2026-11-20T15:00:00.000Z',
  });
  stubPaymentMethodsApi(savedCards);
  const links = stubShareUrlApi({ shortUrl: sharedMenuUrl });
  const carts = stubCartApi({ cart, cities });
  return withCallsOf(stubCheckoutApi({ ...options, cart: carts }), delivery, links, carts);
}
