import type { FastifyInstance } from 'fastify';
import { defaultMessagingRetention, pruneMessaging } from '../bus/messaging-housekeeping.js';
import type { OutboxTable, ProcessedEventsTable } from '../db/messaging-tables.js';

const EVERY_MS = 6 * 60 * 60 * 1_000;

/** The job that prunes a service's outbox and inbox; BullMQ forbids ':' in a job name. */
export const messagingHousekeepingJob = (service: string) => `messaging-housekeeping.${service}`;

/**
 * Prunes the service's published outbox rows and old inbox rows once the
 * server is ready, then every 6 hours, on whichever job queue is configured.
 */
export function scheduleMessagingHousekeeping(
  app: FastifyInstance,
  service: string,
  tables: { outbox: OutboxTable; processedEvents: ProcessedEventsTable },
): void {
  const { database, jobs } = app.infra;
  const logger = app.infra.logger.child({ component: 'messaging-housekeeping', service });
  const name = messagingHousekeepingJob(service);
  // Defined now, while the plugins register: the queue starts in the
  // infrastructure plugin's onReady hook, which runs before the services' own.
  jobs.define({
    name,
    run: async () => {
      const pruned = await pruneMessaging(database.db, tables, defaultMessagingRetention);
      if (pruned.outboxRows + pruned.inboxRows > 0)
        logger.info(pruned, 'pruned old messaging rows');
    },
  });
  app.addHook('onReady', async () => {
    // Replicas share the one schedule under the service's key, on BullMQ.
    await jobs.repeat(name, {}, { everyMs: EVERY_MS, key: service });
    // The in-process queue's first repeat comes only after 6 hours, which a
    // server restarted more often would never reach; one run at start covers it.
    await jobs.enqueue(name, {}, { jobId: 'at-start' });
  });
}
