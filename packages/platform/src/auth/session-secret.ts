import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

/**
 * The key sessions are signed with. JWT_SECRET when set (required in production, and shared by
 * every process of the distributed runtime); in development one kept in DATA_DIR, so sessions
 * outlive a restart; in tests a fresh one per process.
 */
export function sessionSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('JWT_SECRET is required in production');
  if (config.NODE_ENV === 'test') return randomBytes(32).toString('base64url');
  const file = join(config.DATA_DIR, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx': a second process starting at the same moment keeps the first one's secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
