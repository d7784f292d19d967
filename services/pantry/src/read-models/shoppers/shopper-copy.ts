import type { UserRegistered } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { shoppers } from '../../store/schema.js';

/**
 * Keeps what the reminder mails need of a shopper identity registered: where to write and in
 * which language. A repeated event writes the same row again.
 */
export async function keepShopper(tx: Queryable, registered: UserRegistered): Promise<void> {
  const shopper = {
    emailAddress: registered.emailAddress,
    firstName: registered.firstName,
    language: registered.language,
  };
  await tx
    .insert(shoppers)
    .values({ userId: registered.userId, ...shopper })
    .onConflictDoUpdate({ target: shoppers.userId, set: shopper });
}
