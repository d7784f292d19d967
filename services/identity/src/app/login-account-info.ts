import type { LoginAccountInfo } from '@mise/contracts';
import type { Database } from '@mise/platform';
import { findUserByEmail, socialProvidersOf } from '../store/users.js';

/** How an e-mail signs in: whether it has an account, a password, Google or Facebook. */
export async function loginAccountInfo(
  db: Database,
  emailAddress: string,
): Promise<LoginAccountInfo> {
  const user = await findUserByEmail(db, emailAddress);
  const providers = user ? await socialProvidersOf(db, user.id) : new Set<string>();
  return {
    hasAccount: user !== undefined,
    hasNormalLogin: user !== undefined && user.passwordHash !== null,
    hasGoogleLogin: providers.has('google'),
    hasFacebookLogin: providers.has('facebook'),
  };
}
