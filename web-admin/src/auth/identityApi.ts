import { type MeAnswer, meAnswer, type SessionAnswer, sessionAnswer } from '@mise/contracts';
import { HttpError } from 'react-admin';
import { parseAnswer } from '../api/parseAnswer';
import { requestJson } from '../api/requestJson';

// The session rides in the httpOnly 'token' cookie that same-origin requests carry: the console
// never reads or keeps the token the answers also hold.

export async function signIn(credentials: {
  username: string;
  password: string;
}): Promise<SessionAnswer> {
  const { json } = await requestJson('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify(credentials),
  });
  return parseAnswer(sessionAnswer, json);
}

export async function signOut(): Promise<void> {
  await requestJson('/api/auth/logout', { method: 'POST' });
}

/** Who the cookie signs in, or null when it signs in nobody (401). */
export async function whoIsSignedIn(): Promise<MeAnswer | null> {
  try {
    const { json } = await requestJson('/api/auth/me');
    return parseAnswer(meAnswer, json);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}
