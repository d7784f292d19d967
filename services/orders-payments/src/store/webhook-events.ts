import type { PaymentProviderName } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, eq } from 'drizzle-orm';
import { webhookEvents } from './schema.js';

export async function webhookEventSeen(
  db: Queryable,
  provider: PaymentProviderName,
  eventId: string,
): Promise<boolean> {
  const [seen] = await db
    .select({ eventId: webhookEvents.eventId })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  return seen !== undefined;
}

/** Recorded once applied: a failed application is retried by the provider's next delivery. */
export async function recordWebhookEvent(
  db: Queryable,
  provider: PaymentProviderName,
  eventId: string,
): Promise<void> {
  await db.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing();
}
