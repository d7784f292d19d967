import type { PaymentProviderName } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../port.js';
import { paymentCustomers } from './schema.js';

/** Who a card is saved for: a shopper, by the session's id and e-mail address. */
export interface Shopper {
  userId: string;
  emailAddress: string;
  /** Shown on the provider's customer, e.g. the delivery address's name. */
  name?: string;
}

/** The shopper's customer at this provider, if one was made. */
export async function findCustomerId(
  db: Queryable,
  provider: PaymentProviderName,
  userId: string,
): Promise<string | null> {
  const [found] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return found?.customerId ?? null;
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
  await db
    .insert(paymentCustomers)
    .values({ userId: shopper.userId, provider: provider.name, customerId: created })
    .onConflictDoNothing();
  // Two first uses at once: the customer stored first is the shopper's for good.
  return (await findCustomerId(db, provider.name, shopper.userId)) ?? created;
}
