import type { SocialProvider } from '@mise/contracts';
import { appendToOutbox, type Database } from '@mise/platform';
import { matchAccount, type SocialRefusal } from '../domain/account-match.js';
import type { SocialProfile } from '../domain/social-profile.js';
import { userRegisteredEvent } from '../events/publish/account-events.js';
import { outbox } from '../store/schema.js';
import { addSocialLogin, findSocialLoginUserId } from '../store/social-logins.js';
import { createUser, findUserByEmail, findUserById, type UserRow } from '../store/users.js';

export type SocialAccount =
  | { kind: 'found'; user: UserRow; isRegistered: boolean }
  | { kind: 'refused'; reason: SocialRefusal };

/**
 * The account a provider's person signs in as: the one they opened before, an account of
 * theirs joined by its address, or a new one (registered with its event, in one transaction).
 */
export async function findOrCreateSocialAccount(
  db: Database,
  provider: SocialProvider,
  profile: SocialProfile,
): Promise<SocialAccount> {
  return db.transaction(async (tx): Promise<SocialAccount> => {
    const linkedUserId = await findSocialLoginUserId(tx, provider, profile.subject);
    const match = matchAccount({
      profile,
      linkedUser: linkedUserId ? await findUserById(tx, linkedUserId) : undefined,
      userWithEmail: profile.emailAddress
        ? await findUserByEmail(tx, profile.emailAddress)
        : undefined,
    });
    const login = { provider, subject: profile.subject };
    switch (match.kind) {
      case 'refused':
        return match;
      case 'linked':
        return { kind: 'found', user: match.user, isRegistered: false };
      case 'link':
        await addSocialLogin(tx, { ...login, userId: match.user.id });
        return { kind: 'found', user: match.user, isRegistered: false };
      case 'create': {
        const user = await createUser(tx, {
          emailAddress: match.emailAddress,
          firstName: profile.firstName,
          lastName: profile.lastName,
          emailVerifiedAt: profile.emailVerified ? new Date() : null,
        });
        // Another sign-in with this address committed first: this one fails, a retry finds it.
        if (!user) throw new Error(`an account for ${match.emailAddress} was created meanwhile`);
        await addSocialLogin(tx, { ...login, userId: user.id });
        await appendToOutbox(tx, outbox, [userRegisteredEvent(user, provider)]);
        return { kind: 'found', user, isRegistered: true };
      }
    }
  });
}
