import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/clock.js';
import { lapseHolds } from '../store/holds.js';

export const LAPSE_HOLDS_JOB = 'delivery-slots-lapse-holds';
const EVERY_MS = 60 * 1_000;

/**
 * Puts the places of unpaid, expired holds back on sale, every minute from the server's start
 * (so a hold lapses at most a minute late); the queue stops it when the server closes.
 */
export function scheduleHoldLapses(
  app: FastifyInstance,
  options: { clock: Clock; onEventsCommitted: () => void },
): void {
  const { database, jobs } = app.infra;
  const logger = app.infra.logger.child({ component: LAPSE_HOLDS_JOB });
  jobs.define({
    name: LAPSE_HOLDS_JOB,
    run: async () => {
      const lapsed = await lapseHolds(database.db, options.clock());
      if (lapsed > 0) {
        logger.info({ lapsed }, 'released lapsed holds');
        options.onEventsCommitted();
      }
    },
  });
  app.addHook('onReady', async () => {
    await jobs.repeat(LAPSE_HOLDS_JOB, {}, { everyMs: EVERY_MS, key: 'delivery-slots' });
  });
}
