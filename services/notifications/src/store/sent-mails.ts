import type { Queryable } from '@mise/platform';
import { and, eq } from 'drizzle-orm';
import { type MailStatus, sentMails } from './schema.js';

export interface QueuedMail {
  eventId: string;
  type: string;
  recipient: string;
  subject: string;
  language: string;
}

/** Logs the mail an event calls for; a second call for the same event changes nothing. */
export async function logQueuedMail(db: Queryable, mail: QueuedMail): Promise<void> {
  await db
    .insert(sentMails)
    .values({ ...mail, status: 'queued' })
    .onConflictDoNothing();
}

export async function mailFor(db: Queryable, eventId: string) {
  const [mail] = await db.select().from(sentMails).where(eq(sentMails.eventId, eventId));
  return mail;
}

/** Records how a queued mail ended; a mail already sent or failed keeps its status. */
export async function settleMail(
  db: Queryable,
  eventId: string,
  status: Exclude<MailStatus, 'queued'>,
): Promise<void> {
  await db
    .update(sentMails)
    .set({ status, sentAt: status === 'sent' ? new Date() : null })
    .where(and(eq(sentMails.eventId, eventId), eq(sentMails.status, 'queued')));
}
