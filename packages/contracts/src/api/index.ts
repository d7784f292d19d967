import { cartPricingRouteDocs } from './cart-pricing.js';
import { catalogRouteDocs } from './catalog.js';
import { deliverySlotsRouteDocs } from './delivery-slots.js';
import { gatewayRouteDocs } from './gateway.js';
import { identityRouteDocs } from './identity.js';
import { ordersPaymentsRouteDocs } from './orders-payments.js';
import { pantryRouteDocs } from './pantry.js';
import type { RouteDoc } from './route-doc.js';

export { SANDBOX_PAYMENTS_PATH } from './orders-payments.js';
export * from './route-doc.js';

import { shareUrlRouteDocs } from './share-url.js';

/** Every route of the shop's published API, from each owner's catalogue. */
export const apiRouteDocs: RouteDoc[] = [
  ...gatewayRouteDocs,
  ...identityRouteDocs,
  ...catalogRouteDocs,
  ...cartPricingRouteDocs,
  ...deliverySlotsRouteDocs,
  ...ordersPaymentsRouteDocs,
  ...pantryRouteDocs,
  ...shareUrlRouteDocs,
];
