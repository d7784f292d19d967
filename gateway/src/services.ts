import { cartPricing } from '@mise/cart-pricing';
import { catalog } from '@mise/catalog';
import { deliverySlots } from '@mise/delivery-slots';
import { identity } from '@mise/identity';
import { notifications } from '@mise/notifications';
import { ordersPayments } from '@mise/orders-payments';
import { pantry } from '@mise/pantry';
import type { ServiceDefinition } from '@mise/platform';
import { shareUrl } from '@mise/share-url';

/**
 * Every service of the shop. The gateway runs each in-process unless SERVICE_URLS names it.
 * Cart-pricing comes after the catalog: in-process, it copies the catalog through it.
 * Written out to keep the types and that order; test/services.test.ts fails while a
 * folder under services/ is missing here.
 */
export const services: readonly ServiceDefinition[] = [
  catalog,
  cartPricing,
  shareUrl,
  identity,
  notifications,
  deliverySlots,
  ordersPayments,
  pantry,
];
