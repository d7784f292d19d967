import type { LocationAnswer } from '@mise/contracts';
import { fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { stubDeliveryApi } from '@/shared/testing/fake-delivery-api';
import { toronto } from './order-fixture';

type ShopperOrdersOptions = Omit<
  NonNullable<Parameters<typeof stubOrdersPaymentsApi>[0]>,
  'isSignedIn' | 'delivery'
> & {
  signedIn?: boolean;
  /** Slot starts (UTC ISO) with no place left. */
  fullSlots?: string[];
  locations?: LocationAnswer[];
};

/**
 * Test support: each service the orders pages call, as its own fake: identity (Ana signed in
 * unless `signedIn` is false), delivery (Toronto's days and the pickup locations) and
 * orders-payments, which reads the session and takes a changed slot's place from the delivery
 * fake. Returns the orders-payments fake.
 */
export function stubShopperOrdersApi({
  signedIn = true,
  fullSlots,
  locations = [],
  ...options
}: ShopperOrdersOptions = {}) {
  const identity = stubIdentityApi();
  if (signedIn) identity.signedInAs(fakeCustomer.email);
  const delivery = stubDeliveryApi({ cities: [toronto], locations, fullSlots });
  return stubOrdersPaymentsApi({ ...options, isSignedIn: identity.isSignedIn, delivery });
}
