import type {
  LoginAccountInfo,
  MeAnswer,
  ShopLanguage,
  SocialProvider,
  SocialProvidersAnswer,
} from '@mise/contracts';
import { apiFetch } from '@/shared/api/http';

/**
 * The identity calls the sign-in screens make (spec §7 "Auth"); bodies and answers follow
 * packages/contracts/src/identity/http.ts. Sign-in answers also carry the session token, which
 * the shop never keeps (the httpOnly cookie is the session), so they are typed without it.
 * E-mail addresses are sent lower-cased (spec §5).
 */

export const lowerCased = (email: string) => email.trim().toLowerCase();

type Message = { message: string };

export async function findEmailAccounts(email: string): Promise<LoginAccountInfo> {
  const { data } = await apiFetch<{ data: LoginAccountInfo }>('/auth/find-email-accounts', {
    method: 'POST',
    body: { emailAddress: lowerCased(email) },
  });
  return data;
}

export function logIn(email: string, password: string, guestUserId: string | null) {
  return apiFetch<MeAnswer>('/auth/login', {
    method: 'POST',
    body: {
      username: lowerCased(email),
      password,
      ...(guestUserId && { guestUserId }),
    },
  });
}

export type SignUp = { firstName: string; lastName: string; email: string; password: string };

export function register(
  { firstName, lastName, email, password }: SignUp,
  context: { influencerId: string | null; language: ShopLanguage; guestUserId: string | null },
) {
  const emailAddress = lowerCased(email);
  return apiFetch<MeAnswer>('/auth/register', {
    method: 'POST',
    body: {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      emailAddress,
      username: emailAddress,
      password,
      language: context.language,
      ...(context.influencerId && { influencerId: context.influencerId }),
      ...(context.guestUserId && { guestUserId: context.guestUserId }),
    },
  });
}

export function accessCustomerAccount(
  staffEmail: string,
  password: string,
  userEmail: string,
  reason: string,
) {
  return apiFetch<MeAnswer>('/auth/login/access-customer-account', {
    method: 'POST',
    body: {
      emailAddress: lowerCased(staffEmail),
      password,
      userEmail: lowerCased(userEmail),
      reason: reason.trim(),
    },
  });
}

/** An account without any way to sign in is mailed a link to set a password. */
export function requestPasswordSet(email: string) {
  return apiFetch<Message | undefined>('/auth/setPassword', {
    method: 'PUT',
    body: { emailAddress: lowerCased(email) },
  });
}

export function sendResetPasswordLink(email: string) {
  return apiFetch<Message>('/auth/sendResetPasswordLink', {
    method: 'POST',
    body: { emailAddress: lowerCased(email) },
  });
}

export function resetPassword(code: string, password: string) {
  return apiFetch<MeAnswer>('/auth/resetPassword', { method: 'POST', body: { code, password } });
}

/** Mails the signed-in shopper a new verification link. */
export function sendEmailVerificationLink() {
  return apiFetch<Message | undefined>('/auth/sendEmailVerificationLink', { method: 'POST' });
}

export function verifyEmail(token: string) {
  return apiFetch<Message | undefined>('/auth/verify', { method: 'PUT', body: { token } });
}

export function socialProviders() {
  return apiFetch<SocialProvidersAnswer>('/auth/providers');
}

/**
 * Where the browser goes to sign in with a provider (spec §4 "Google login"): the server's
 * redirect, told the storefront to come back to and the guest whose cart follows.
 */
export function socialLoginUrl(
  provider: SocialProvider,
  handle: string,
  guestUserId: string | null,
): string {
  const query = new URLSearchParams({ handle });
  if (guestUserId) query.set('guestUserId', guestUserId);
  return `/api/auth/login-${provider}?${query.toString()}`;
}
