import type { RegisterBody } from '@mise/contracts';
import { appendToOutbox, type Database } from '@mise/platform';
import type { Clock } from '../domain/clock.js';
import type { PasswordHashing } from '../domain/passwords.js';
import { userRegisteredEvent } from '../events/publish/account-events.js';
import { outbox } from '../store/schema.js';
import { createUser, findUserByEmail, type UserRow } from '../store/users.js';
import { requestEmailVerification } from './mailed-links.js';

/**
 * A new account with a password, with its registered event and the mail that verifies its
 * address, in one transaction. Undefined when the address has an account already.
 */
export async function registerAccount(
  db: Database,
  passwords: PasswordHashing,
  account: Omit<RegisterBody, 'username' | 'guestUserId'>,
  clock: Clock,
  linkOrigin: string,
): Promise<UserRow | undefined> {
  if (await findUserByEmail(db, account.emailAddress)) return undefined;
  const passwordHash = await passwords.hash(account.password);
  const now = clock();
  return db.transaction(async (tx) => {
    const created = await createUser(tx, {
      emailAddress: account.emailAddress,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.phoneNumber ?? '',
      language: account.language,
      influencerId: account.influencerId ?? null,
      passwordHash,
    });
    // Someone registered the same address a moment ago.
    if (!created) return undefined;
    await appendToOutbox(tx, outbox, [userRegisteredEvent(created, 'password')]);
    await requestEmailVerification(tx, created, { origin: linkOrigin, now });
    return created;
  });
}
