import type { PaymentMethodAnswer, UserAnswer } from '@mise/contracts';
import { stubPaymentMethodsApi } from '@/shared/orders/testing/fake-payment-methods-api';
import { stubIdentityApi } from '@/shared/session/testing/fake-identity-api';
import { stubCatalogApi } from '@/shared/testing/fake-catalog';
import { withCallsOf } from '@/shared/testing/fake-responses';
import { sharedMenuUrl, stubShareUrlApi } from '@/shared/testing/fake-share-url';
import { shopper } from './checkout-fixture';
import { stubCheckoutApi } from './fake-checkout-api';

type CheckoutServicesOptions = Parameters<typeof stubCheckoutApi>[0] & {
  /** Signed in as this shopper (the fixture's by default); null for a guest. */
  user?: UserAnswer | null;
  savedCards?: PaymentMethodAnswer[];
};

/**
 * Test support: each service /checkout calls, as its own fake: the catalog, identity (the
 * session), the saved cards, the short links and the checkout fake (cart, delivery days,
 * orders and payments). Returns the checkout fake, whose `requestsTo` also lists the calls
 * the others answered.
 */
export function stubCheckoutServices({
  user,
  savedCards = [],
  ...options
}: CheckoutServicesOptions = {}) {
  stubCatalogApi();
  stubIdentityApi(user === null ? {} : { user: user ?? shopper() });
  stubPaymentMethodsApi(savedCards);
  const links = stubShareUrlApi({ shortUrl: sharedMenuUrl });
  return withCallsOf(stubCheckoutApi(options), links);
}
