import type { UpdateUserBody } from '@mise/contracts';
import { appendToOutbox, auditStaffAction, type Database, type Session } from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import { contactChanged, mergeShopperInfo } from '../domain/shopper-profile.js';
import { userContactChangedEvent } from '../events/publish/account-events.js';
import { outbox } from '../store/schema.js';
import { lockUser, type UserChanges, type UserRow, updateUser } from '../store/users.js';

/**
 * Changes the signed-in user's profile; a change made by a staff member in a customer's
 * account is audited with it. A changed name or language is announced in the same
 * transaction, so the services that mail the shopper (the pantry's reminders) follow it.
 * Undefined when the account is gone.
 */
export async function updateProfile(
  db: Database,
  { session, user }: { session: Session; user: UserRow },
  change: UpdateUserBody,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, user.id);
    if (!current) return undefined;
    const { shopperInfo, ...fields } = change;
    const changes: UserChanges = {
      ...fields,
      ...(shopperInfo
        ? {
            shopperInfo: mergeShopperInfo(current.shopperInfo, shopperInfo),
          }
        : {}),
    };
    const saved = await updateUser(tx, user.id, changes);
    if (saved && contactChanged(current, saved)) {
      await appendToOutbox(tx, outbox, [userContactChangedEvent(saved)]);
    }
    if (session.staff && saved) {
      await auditStaffAction(tx, outbox, request, 'identity', {
        action: 'customers.update-profile',
        record: { type: 'customer', id: user.id },
        before: profileOf(current),
        after: profileOf(saved),
      });
    }
    return saved;
  });
}

const profileOf = (user: UserRow) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber,
  language: user.language,
  shopperInfo: user.shopperInfo,
});
