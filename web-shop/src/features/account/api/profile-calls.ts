import type { MeAnswer, UpdateUserBody, UserAnswer } from '@mise/contracts';
import { apiFetch } from '@/shared/api/http';

/** PUT /api/users/:id: only the fields sent change. Answers the whole user. */
export function updateUser(userId: string, body: UpdateUserBody): Promise<UserAnswer> {
  return apiFetch<UserAnswer>(`/users/${encodeURIComponent(userId)}`, { method: 'PUT', body });
}

/** PUT /api/auth/changePassword, for an account that has a password. */
export function changePassword(currentPassword: string, newPassword: string) {
  return apiFetch<{ message: string }>('/auth/changePassword', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });
}

/**
 * PUT /api/auth/setPassword with a session: an account that signs in only with Google or
 * Facebook gets a password. Answers the session, whose user now has one.
 */
export function setPassword(password: string): Promise<MeAnswer> {
  return apiFetch<MeAnswer>('/auth/setPassword', { method: 'PUT', body: { password } });
}

/** POST /api/auth/logout-everywhere: every session of the account ends, this one too. */
export function logOutEverywhere() {
  return apiFetch<{ message: string }>('/auth/logout-everywhere', { method: 'POST' });
}
