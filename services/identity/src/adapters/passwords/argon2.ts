import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordHashing } from '../../domain/passwords.js';

/** argon2id with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (~50 ms here). */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const hash = (password: string): Promise<string> => argon2.hash(password, options);

// A hash of nothing anyone knows, made once with the same cost as real ones.
let dummyHash: Promise<string> | undefined;

export const argon2Passwords: PasswordHashing = {
  hash,
  async matches(storedHash, offered) {
    if (storedHash === null) {
      dummyHash ??= hash(randomBytes(32).toString('base64url'));
      await argon2.verify(await dummyHash, offered);
      return false;
    }
    return argon2.verify(storedHash, offered);
  },
};
