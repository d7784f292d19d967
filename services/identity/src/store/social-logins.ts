import type { SocialProvider } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, eq } from 'drizzle-orm';
import { socialLogins } from './schema.js';

/** The user a provider's person signs in as, if they did before. */
export async function findSocialLoginUserId(
  db: Queryable,
  provider: SocialProvider,
  subject: string,
): Promise<string | undefined> {
  const [login] = await db
    .select({ userId: socialLogins.userId })
    .from(socialLogins)
    .where(and(eq(socialLogins.provider, provider), eq(socialLogins.subject, subject)));
  return login?.userId;
}

/** Lets a provider's person sign in as this user from now on. */
export async function addSocialLogin(
  db: Queryable,
  login: { provider: SocialProvider; subject: string; userId: string },
): Promise<void> {
  await db.insert(socialLogins).values(login);
}
