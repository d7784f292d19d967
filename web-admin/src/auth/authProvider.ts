import type { MeAnswer } from '@mise/contracts';
import type { AuthProvider } from 'react-admin';
import { signIn, signOut, whoIsSignedIn } from './identityApi';

export const NEEDS_STAFF_ACCOUNT = 'This needs a staff account.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * The console is for staff signed in as themselves. A staff member who opened a customer's
 * account is acting as that customer in the shop, and the admin API refuses that session too.
 */
export const isConsoleSession = (session: MeAnswer) =>
  session.user.role === 'staff' && session.accessedBy === null;

async function consoleSession(): Promise<MeAnswer> {
  const session = await whoIsSignedIn();
  if (!session) throw new Error(SESSION_ENDED);
  if (!isConsoleSession(session)) throw new Error(NEEDS_STAFF_ACCOUNT);
  return session;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const session = await signIn({ username, password });
    if (!isConsoleSession(session)) {
      // The sign-in worked, so the cookie now holds a session the console must not leave behind.
      await signOut();
      throw new Error(NEEDS_STAFF_ACCOUNT);
    }
  },

  async logout() {
    // The cookie is shared with the shop, and react-admin also logs out whenever checkAuth fails:
    // a shopper's session, or the customer account a staff member just opened from
    // /admin/signin, belongs to the shop's tab and is not the console's to end.
    const session = await whoIsSignedIn().catch(() => null);
    if (session && isConsoleSession(session)) await signOut();
  },

  async checkAuth() {
    await consoleSession();
  },

  // Only a 401 means the session is gone. A 403 is one request refused: react-admin then shows
  // the server's message where the request was made, and the staff member stays signed in.
  async checkError(error: { status?: number } | undefined) {
    if (error?.status === 401) throw error;
  },

  async getIdentity() {
    const { user } = await consoleSession();
    return { id: user._id, fullName: user.emailAddress };
  },

  /** The staff member's role, which decides what the console offers (useStaffMay). */
  async getPermissions() {
    const session = await whoIsSignedIn();
    return session && isConsoleSession(session) ? session.user.staffRole : null;
  },
};
