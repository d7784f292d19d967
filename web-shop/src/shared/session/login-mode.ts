/** The query parameter that opens the login popup, and its modes (spec 2.5). */
export const loginModeParam = 'loginmode';

export const loginModes = ['email', 'signin', 'signup'] as const;
export type LoginMode = (typeof loginModes)[number];

/**
 * The popup's mode in `search`, or null when the parameter is absent (popup closed). A value
 * the popup does not know opens its first step, the e-mail.
 */
export function loginModeIn(search: string | URLSearchParams): LoginMode | null {
  const value = new URLSearchParams(search).get(loginModeParam);
  if (value === null) return null;
  return loginModes.find((mode) => mode === value) ?? 'email';
}

/** `search` with the popup in `mode`, or without the parameter for null; other parameters stay. */
export function searchWithLoginMode(search: string, mode: LoginMode | null): string {
  const params = new URLSearchParams(search);
  if (mode === null) params.delete(loginModeParam);
  else params.set(loginModeParam, mode);
  const text = params.toString();
  return text ? `?${text}` : '';
}
