import type { FastifyInstance } from 'fastify';
import { recoverUnsettled } from '../app/checkout/recovery.js';
import type { OrdersContext } from '../app/context.js';

export const RECOVERY_JOB = 'orders-payments-recovery';
const EVERY_MS = 60_000;

/** The recovery sweep, at start and every minute: restarts keep one schedule by its key. */
export function scheduleRecovery(app: FastifyInstance, ctx: OrdersContext): void {
  const { jobs } = app.infra;
  jobs.define({ name: RECOVERY_JOB, run: () => recoverUnsettled(ctx) });
  app.addHook('onReady', async () => {
    await jobs.repeat(RECOVERY_JOB, {}, { everyMs: EVERY_MS, key: 'orders-payments' });
    await jobs.enqueue(RECOVERY_JOB, {}, { jobId: 'at-start' });
  });
}
