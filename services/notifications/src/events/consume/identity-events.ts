import { randomUUID } from 'node:crypto';
import { deletedCustomerId, userDeleted } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { forgetRecipient } from '../../store/recipient-data.js';
import { processedEvents } from '../../store/schema.js';

const CONSUMER = 'notifications.account-deletions';

/** A deleted account's address leaves the mail log, once however often the event arrives. */
export async function followIdentityEvents(app: FastifyInstance): Promise<void> {
  const { bus, database } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [userDeleted.type],
    async handle(event) {
      const { emailAddress } = eventData(userDeleted, event);
      await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        forgetRecipient(tx, emailAddress, deletedCustomerId(randomUUID())),
      );
    },
  });
}
