import { messagingTables } from '@mise/platform';
import { sql } from 'drizzle-orm';
import { check, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const notificationsSchema = pgSchema('notifications');

const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * The outgoing-mail log: one row per event that calls for a mail, so an event delivered twice
 * or a job run again never sends a second one. Holds no link: links carry one-time codes.
 */
export const sentMails = notificationsSchema.table(
  'sent_mails',
  {
    eventId: uuid('event_id').primaryKey(),
    type: text('type').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('sent_mails_status_check', sql`${table.status} in ('queued', 'sent', 'failed')`),
  ],
);

// The outbox stays empty (notifications announces nothing) but housekeeping prunes both.
export const { outbox, processedEvents } = messagingTables(notificationsSchema);
