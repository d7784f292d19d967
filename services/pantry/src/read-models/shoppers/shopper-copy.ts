import type { UserContactChanged } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { sql } from 'drizzle-orm';
import { shoppers } from '../../store/schema.js';

/**
 * Keeps what the reminder mails need of a shopper (where to write, by which name, in which
 * language) as identity announced it, on registering and then on each change,
 * unless a newer announcement is already held: the same event twice, or an older one arriving
 * after a newer, changes nothing.
 */
export async function keepShopper(
  tx: Queryable,
  { userId, emailAddress, firstName, language }: UserContactChanged,
  changedAt: Date,
): Promise<void> {
  const contact = { emailAddress, firstName, language, changedAt };
  await tx
    .insert(shoppers)
    .values({ userId, ...contact })
    .onConflictDoUpdate({
      target: shoppers.userId,
      set: contact,
      setWhere: sql`${shoppers.changedAt} <= ${changedAt.toISOString()}`,
    });
}
