import type { FastifyInstance } from 'fastify';
import { createOutboxRelay } from '../bus/outbox.js';
import type { OutboxTable, ProcessedEventsTable } from '../db/messaging-tables.js';
import { observeOutboxBacklog } from '../metrics.js';
import { scheduleMessagingHousekeeping } from './messaging-housekeeping.js';
import { tagRequestsMadeAsCustomer } from './staff-request-tags.js';

/** Past this many unsent events the service reports itself not ready. */
const BACKLOG_LIMIT = 1_000;

/**
 * Runs a service's outbox relay for as long as the server runs and reports
 * its backlog to /api/readyz; prunes its outbox and inbox on a schedule so
 * they do not grow forever. Returns the relay so routes can nudge it after
 * a commit instead of waiting for the next poll. Requests staff make from a customer's account
 * are tagged in the audit through the same outbox.
 */
export function runOutboxRelay(
  app: FastifyInstance,
  service: string,
  tables: { outbox: OutboxTable; processedEvents: ProcessedEventsTable },
) {
  const { outbox } = tables;
  const { database, bus, logger, readiness } = app.infra;
  const relay = createOutboxRelay({
    db: database.db,
    outbox,
    bus,
    logger: logger.child({ component: 'outbox-relay', service }),
  });
  readiness.push({
    name: `outbox:${service}`,
    check: async () => {
      const backlog = await relay.backlog();
      return { ok: backlog < BACKLOG_LIMIT, backlog };
    },
  });
  const stopObserving = observeOutboxBacklog(service, () => relay.backlog());
  app.addHook('onReady', async () => relay.start());
  app.addHook('onClose', async () => {
    stopObserving();
    await relay.stop();
  });
  scheduleMessagingHousekeeping(app, service, tables);
  tagRequestsMadeAsCustomer(app, service, outbox, () => relay.nudge());
  return relay;
}
