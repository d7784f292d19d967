import type { PaymentMethodAnswer, TimeSlot, UserAnswer } from '@mise/contracts';
import { stubPaymentMethodsApi } from '@/shared/orders/testing/fake-payment-methods-api';
import { stubIdentityApi } from '@/shared/session/testing/fake-identity-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { stubDeliveryApi } from '@/shared/testing/fake-delivery-api';
import { withCallsOf } from '@/shared/testing/fake-responses';
import { sharedMenuUrl, stubShareUrlApi } from '@/shared/testing/fake-share-url';
import { daySlots, montreal, ottawa, shopper, toronto } from './checkout-fixture';
import { stubCheckoutApi } from './fake-checkout-api';

type CheckoutServicesOptions = Parameters<typeof stubCheckoutApi>[0] & {
  /** Signed in as this shopper (the fixture's by default); null for a guest. */
  user?: UserAnswer | null;
  savedCards?: PaymentMethodAnswer[];
  /** A day's slots (YYYY-MM-DD), the fixture's by default. */
  slots?: (date: string) => TimeSlot[];
};

/**
 * Test support: each service /checkout calls, as its own fake: the catalog, identity (the
 * session), delivery (cities and days, at a fixed clock), the saved cards, the short links and
 * the checkout fake (cart, orders and payments), which prices delivery in the same cities.
 * Returns the checkout fake, whose `requestsTo` and `requestsUnder` also list the calls the
 * delivery and share-url fakes answered.
 */
export function stubCheckoutServices({
  user,
  savedCards = [],
  slots = daySlots,
  cities = [toronto, ottawa, montreal],
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
  return withCallsOf(stubCheckoutApi({ ...options, cities }), delivery, links);
}
