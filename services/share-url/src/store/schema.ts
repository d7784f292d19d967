import { messagingTables } from '@mise/platform';
import { pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const shareUrlSchema = pgSchema('share_url');

export const shareLinks = shareUrlSchema.table('share_links', {
  id: text('id').primaryKey(),
  longUrl: text('long_url').notNull(),
  // Unique on a digest, not on the URL: a long URL can outgrow a btree entry.
  longUrlSha256: text('long_url_sha256').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const { outbox, processedEvents } = messagingTables(shareUrlSchema);
