import type { UserAnswer } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { favouritesOf } from '../store/favourites.js';
import { socialProvidersOf, type UserRow } from '../store/users.js';

/** The user as the shop reads it (document 2 §3 "User"). */
export async function userView(db: Queryable, user: UserRow): Promise<UserAnswer> {
  const [providers, favourites] = await Promise.all([
    socialProvidersOf(db, user.id),
    favouritesOf(db, user.id),
  ]);
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.emailAddress,
    username: user.emailAddress,
    phoneNumber: user.phoneNumber,
    role: user.role,
    staffRole: user.staffRole,
    language: user.language,
    isPasswordSet: user.passwordHash !== null,
    isEmailVerified: user.emailVerifiedAt !== null,
    isFirstOrder: user.firstOrderAt === null,
    hasGoogleLogin: providers.has('google'),
    hasFacebookLogin: providers.has('facebook'),
    addresses: user.addresses,
    shopperInfo: user.shopperInfo,
    recipeFavorites: favourites,
    onboardedAt: user.onboardedAt?.toISOString() ?? null,
  };
}
