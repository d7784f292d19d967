import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (~50 ms here). */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

// A hash of nothing anyone knows, made once with the same cost as real ones.
let dummyHash: Promise<string> | undefined;

/**
 * Whether the offered password is the account's. With no stored hash (no such account, or one
 * without a password) a dummy hash is verified all the same, so that how long the answer takes
 * does not tell which e-mails have accounts.
 */
export async function passwordMatches(
  storedHash: string | null,
  offered: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
    await argon2.verify(await dummyHash, offered);
    return false;
  }
  return argon2.verify(storedHash, offered);
}
