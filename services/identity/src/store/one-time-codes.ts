import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@mise/platform';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  type CodePurpose,
  type CodeRefusal,
  codeExpiry,
  codeRefusal,
} from '../domain/one-time-codes.js';
import { oneTimeCodes } from './schema.js';

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

export interface IssuedCode {
  /** Goes into the mailed link only; the table keeps its SHA-256. */
  code: string;
  expiresAt: Date;
}

/** A new code for the user: 256 random bits, so guessing one is hopeless. */
export async function issueCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<IssuedCode> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = codeExpiry(purpose, now);
  await db.insert(oneTimeCodes).values({ codeHash: digest(code), userId, purpose, expiresAt });
  return { code, expiresAt };
}

export type UsedCode = { userId: string; purpose: CodePurpose } | { refused: CodeRefusal };

/**
 * Uses a code of one of the purposes, once: the row is locked while it is judged, so of two
 * requests with the same code only one gets through. Call it inside a transaction.
 */
export async function useCode(
  tx: Queryable,
  code: string,
  purposes: readonly CodePurpose[],
  now: Date,
): Promise<UsedCode> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.codeHash, digest(code)), inArray(oneTimeCodes.purpose, [...purposes])),
    )
    .for('update');
  const refused = codeRefusal(row, now);
  if (refused || !row) return { refused: refused ?? 'unknown' };
  await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.codeHash, row.codeHash));
  return { userId: row.userId, purpose: row.purpose };
}

/** Makes the user's unused codes of these purposes useless, e.g. older reset links. */
export async function withdrawCodes(
  tx: Queryable,
  userId: string,
  purposes: readonly CodePurpose[],
  now: Date,
): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        inArray(oneTimeCodes.purpose, [...purposes]),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

/** Drops codes that expired before `before`: kept a while only to say "expired", not "unknown". */
export async function pruneCodes(db: Queryable, before: Date): Promise<number> {
  const pruned = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, before))
    .returning({ codeHash: oneTimeCodes.codeHash });
  return pruned.length;
}
