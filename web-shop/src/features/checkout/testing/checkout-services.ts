import type { CartAnswer, CityAnswer, TimeSlot, UserAnswer } from '@mise/contracts';
import { stubIdentityApi } from '@mise/web-testing/identity';
import { withCallsOf } from '@mise/web-testing/responses';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { stubDeliveryApi } from '@/shared/testing/fake-delivery-api';
import { sharedMenuUrl, stubShareUrlApi } from '@/shared/testing/fake-share-url';
import { checkoutCart, daySlots, montreal, ottawa, shopper, toronto } from './checkout-fixture';

type CheckoutServicesOptions = Pick<
  NonNullable<Parameters<typeof stubOrdersPaymentsApi>[0]>,
  'provider' | 'savedCards'
> & {
  /** The cart as priced, the fixture's by default. */
  cart?: CartAnswer;
  cities?: CityAnswer[];
  /** Signed in as this shopper (the fixture's by default); null for a guest. */
  user?: UserAnswer | null;
  /** A day's slots (YYYY-MM-DD), the fixture's by default. */
  slots?: (date: string) => TimeSlot[];
};

/**
 * Test support: each service /checkout calls, as its own fake: the catalog, identity (the
 * session), delivery (cities and days, at a fixed clock), the short links, the cart (priced as
 * given, delivery in the same cities) and orders-payments (the payments, the saved cards and the
 * orders), which places an order for the cart fake's cart. Returns the orders-payments fake,
 * whose `requestsTo` and `requestsUnder` also list the calls the others answered.
 */
export function stubCheckoutServices({
  user,
  savedCards = [],
  slots = daySlots,
  cities = [toronto, ottawa, montreal],
  cart = checkoutCart(),
  provider,
}: CheckoutServicesOptions = {}) {
  stubCatalogApi();
  const identity = stubIdentityApi(user === null ? {} : { user: user ?? shopper() });
  const delivery = stubDeliveryApi({
    cities,
    slots: (date) => slots(date),
    currentTime: '2026-11-20T15:00:00.000Z',
  });
  const links = stubShareUrlApi({ shortUrl: sharedMenuUrl });
  const carts = stubCartApi({ cart, cities });
  const ordersPayments = stubOrdersPaymentsApi({
    provider,
    savedCards,
    cart: carts,
    delivery,
    isSignedIn: identity.isSignedIn,
  });
  return withCallsOf(ordersPayments, delivery, links, carts);
}
