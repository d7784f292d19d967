import type { Queryable } from '@mise/platform';
import { asc, sql } from 'drizzle-orm';
import { sentMails } from './schema.js';

const sentTo = (emailAddress: string) =>
  sql`lower(${sentMails.recipient}) = ${emailAddress.toLowerCase()}`;

/** The mails logged as sent to one address: its part of the shopper's data export. */
export async function mailsSentTo(db: Queryable, emailAddress: string) {
  const mails = await db
    .select({
      type: sentMails.type,
      subject: sentMails.subject,
      language: sentMails.language,
      status: sentMails.status,
      createdAt: sentMails.createdAt,
      sentAt: sentMails.sentAt,
    })
    .from(sentMails)
    .where(sentTo(emailAddress))
    .orderBy(asc(sentMails.createdAt));
  return { mails };
}

/**
 * Forgets an address: each of its log rows stays, without it, so that an event delivered
 * again still finds its mail sent and sends nothing twice.
 */
export async function forgetRecipient(
  tx: Queryable,
  emailAddress: string,
  tombstone: string,
): Promise<void> {
  await tx.update(sentMails).set({ recipient: tombstone }).where(sentTo(emailAddress));
}
