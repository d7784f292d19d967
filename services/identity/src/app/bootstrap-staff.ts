import type { Database, Logger } from '@mise/platform';
import type { PasswordHashing } from '../domain/passwords.js';
import type { IdentitySettings } from '../settings.js';
import { createUser, findUserByEmail } from '../store/users.js';

/**
 * The first staff account, an admin, from STAFF_EMAIL and STAFF_PASSWORD, so that a new
 * installation can open the console. An account that already has the e-mail is left exactly as it is: a
 * restart with other settings never changes a password or a role.
 */
export async function bootstrapStaff(
  db: Database,
  passwords: PasswordHashing,
  config: Pick<IdentitySettings, 'STAFF_EMAIL' | 'STAFF_PASSWORD'>,
  logger: Logger,
): Promise<void> {
  if (!config.STAFF_EMAIL || !config.STAFF_PASSWORD) return;
  const emailAddress = config.STAFF_EMAIL.trim().toLowerCase();
  if (await findUserByEmail(db, emailAddress)) return;
  const created = await createUser(db, {
    emailAddress,
    firstName: 'Mise',
    lastName: 'Staff',
    role: 'staff',
    staffRole: 'admin',
    passwordHash: await passwords.hash(config.STAFF_PASSWORD),
    emailVerifiedAt: new Date(),
  });
  if (created) logger.info({ staffId: created.id }, 'created the first staff account');
}
