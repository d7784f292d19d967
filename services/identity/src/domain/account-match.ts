import type { UserRole } from '@mise/contracts';
import type { SocialProfile } from './social-profile.js';

interface Account {
  role: UserRole;
  emailVerifiedAt: Date | null;
}

/** Why a social sign-in found no account it may open. */
export type SocialRefusal = 'email-required' | 'email-unverified' | 'account-exists';

export type AccountMatch<User extends Account> =
  | { kind: 'linked'; user: User }
  | { kind: 'link'; user: User }
  | { kind: 'create'; emailAddress: string }
  | { kind: 'refused'; reason: SocialRefusal };

/**
 * Which account a provider's person opens. Never someone else's: an account with the same
 * address is joined only when both sides proved the address is theirs, the provider for this
 * person and this shop for the account (else whoever registered the address first without
 * owning it would share the real owner's account), and no account is made from an address the
 * provider has not verified. Staff sign in only with their password.
 */
export function matchAccount<User extends Account>(found: {
  profile: SocialProfile;
  /** The account this provider's person already opened here, if any. */
  linkedUser: User | undefined;
  /** The account registered with the person's e-mail address, if any. */
  userWithEmail: User | undefined;
}): AccountMatch<User> {
  const { profile, linkedUser, userWithEmail } = found;
  if (linkedUser) {
    return linkedUser.role === 'staff'
      ? { kind: 'refused', reason: 'account-exists' }
      : { kind: 'linked', user: linkedUser };
  }
  if (!profile.emailAddress) return { kind: 'refused', reason: 'email-required' };
  // An address the provider has not verified could be anyone's: an account made from it would
  // stay open to that person even after the real owner takes it back with a password reset.
  if (!userWithEmail) {
    return profile.emailVerified
      ? { kind: 'create', emailAddress: profile.emailAddress }
      : { kind: 'refused', reason: 'email-unverified' };
  }
  const bothVerified = profile.emailVerified && userWithEmail.emailVerifiedAt !== null;
  return bothVerified && userWithEmail.role !== 'staff'
    ? { kind: 'link', user: userWithEmail }
    : { kind: 'refused', reason: 'account-exists' };
}
