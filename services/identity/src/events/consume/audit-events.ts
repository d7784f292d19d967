import { staffActionAudited } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { keepAuditEntry } from '../../store/admin-audit.js';
import { processedEvents } from '../../store/schema.js';

const CONSUMER = 'identity.audit';

/** Gathers every service's audited staff writes into the one log staff read. */
export async function followAuditEvents(app: FastifyInstance): Promise<void> {
  const { bus, database } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [staffActionAudited.type],
    async handle(event) {
      const entry = eventData(staffActionAudited, event);
      await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        keepAuditEntry(tx, entry),
      );
    },
  });
}
