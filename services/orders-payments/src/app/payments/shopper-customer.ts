import type { Queryable } from '@mise/platform';
import type { PaymentProvider } from '../../domain/payments/port.js';
import { findCustomerId, keepCustomerId } from '../../store/payment-customers.js';

/** Who a card is saved for: a shopper, by the session's id and e-mail address. */
export interface Shopper {
  userId: string;
  emailAddress: string;
  /** Shown on the provider's customer, e.g. the delivery address's name. */
  name?: string;
}

/**
 * The shopper's customer at the provider, made on first use: for saving a card from the
 * account page or at checkout (isSaveCard), and for paying with a saved card.
 */
export async function customerFor(
  db: Queryable,
  provider: PaymentProvider,
  shopper: Shopper,
): Promise<string> {
  const known = await findCustomerId(db, provider.name, shopper.userId);
  if (known) return known;
  const created = await provider.createCustomer({
    userId: shopper.userId,
    emailAddress: shopper.emailAddress,
    name: shopper.name ?? '',
  });
  await keepCustomerId(db, {
    userId: shopper.userId,
    provider: provider.name,
    customerId: created,
  });
  // Two first uses at once: the customer stored first is the shopper's for good.
  return (await findCustomerId(db, provider.name, shopper.userId)) ?? created;
}
