import type { PaymentProviderName } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, eq } from 'drizzle-orm';
import { paymentCustomers } from './schema.js';

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

/** Keeps the shopper's customer at this provider, unless one is kept already. */
export async function keepCustomerId(
  db: Queryable,
  customer: { userId: string; provider: PaymentProviderName; customerId: string },
): Promise<void> {
  await db.insert(paymentCustomers).values(customer).onConflictDoNothing();
}
