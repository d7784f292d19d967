import { createHash } from 'node:crypto';
import type { EventEnvelope } from '@mise/contracts';
import { appendToOutbox, type Database, type Queryable } from '@mise/platform';
import { eq } from 'drizzle-orm';
import { outbox, shareLinks } from './schema.js';

const digest = (longUrl: string) => createHash('sha256').update(longUrl).digest('hex');

export async function findLongUrl(db: Queryable, id: string): Promise<string | undefined> {
  const [link] = await db
    .select({ longUrl: shareLinks.longUrl })
    .from(shareLinks)
    .where(eq(shareLinks.id, id));
  return link?.longUrl;
}

async function findIdOf(db: Queryable, longUrl: string): Promise<string | undefined> {
  const [link] = await db
    .select({ id: shareLinks.id })
    .from(shareLinks)
    .where(eq(shareLinks.longUrlSha256, digest(longUrl)));
  return link?.id;
}

export interface SavedLink {
  id: string;
  created: boolean;
}

/**
 * The id already given to this long URL, or a new one stored together with
 * the events announcing it (same transaction: both or neither).
 */
export async function findOrCreateLink(
  db: Database,
  longUrl: string,
  newId: () => string,
  announce: (id: string) => EventEnvelope[],
): Promise<SavedLink> {
  // A lost race for the same URL, or an id collision, just needs another go.
  for (let attempt = 0; attempt < 3; attempt++) {
    const saved = await db.transaction(async (tx): Promise<SavedLink | undefined> => {
      const existing = await findIdOf(tx, longUrl);
      if (existing) return { id: existing, created: false };
      const [inserted] = await tx
        .insert(shareLinks)
        .values({ id: newId(), longUrl, longUrlSha256: digest(longUrl) })
        .onConflictDoNothing()
        .returning({ id: shareLinks.id });
      if (!inserted) return undefined;
      await appendToOutbox(tx, outbox, announce(inserted.id));
      return { id: inserted.id, created: true };
    });
    if (saved) return saved;
  }
  throw new Error('Could not store the share link after 3 attempts');
}
