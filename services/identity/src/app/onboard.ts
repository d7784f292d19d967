import type { OnboardingBody } from '@mise/contracts';
import { appendToOutbox, type Database } from '@mise/platform';
import type { Clock } from '../domain/clock.js';
import { onboardedShopperInfo } from '../domain/shopper-profile.js';
import { userOnboardedEvent } from '../events/publish/account-events.js';
import { outbox } from '../store/schema.js';
import { lockUser, type UserRow, updateUser } from '../store/users.js';

/** Keeps the user's onboarding choices. Undefined when the account is gone. */
export async function onboard(
  db: Database,
  userId: string,
  choices: OnboardingBody,
  clock: Clock,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) return undefined;
    const saved = await updateUser(tx, userId, {
      shopperInfo: onboardedShopperInfo(current.shopperInfo, choices),
      onboardedAt: clock(),
    });
    // The pantry stocks the groceries from this event.
    await appendToOutbox(tx, outbox, [userOnboardedEvent(userId, choices)]);
    return saved;
  });
}
