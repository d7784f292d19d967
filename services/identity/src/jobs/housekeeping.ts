import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/clock.js';
import { addressRequests, passwordGuesses } from '../domain/throttle.js';
import { pruneCodes } from '../store/one-time-codes.js';
import { pruneSessions } from '../store/sessions.js';
import { pruneThrottles } from '../store/throttles.js';

const JOB = 'identity-housekeeping';
const EVERY_MS = 6 * 60 * 60 * 1_000;
// An expired code is kept a week to tell its owner "expired" rather than "not valid".
const EXPIRED_CODES_KEPT_MS = 7 * 24 * 60 * 60 * 1_000;
const THROTTLES_KEPT_MS = Math.max(passwordGuesses.forgetAfterMs, addressRequests.forgetAfterMs);

/**
 * Drops throttle rows every policy has forgotten, long-expired codes and sessions whose tokens
 * have expired, at start and every
 * 6 hours, so that neither table grows with every address ever typed.
 */
export function scheduleIdentityHousekeeping(app: FastifyInstance, clock: Clock): void {
  const { database, jobs } = app.infra;
  const logger = app.infra.logger.child({ component: JOB });
  jobs.define({
    name: JOB,
    run: async () => {
      const now = clock().getTime();
      const throttles = await pruneThrottles(database.db, new Date(now - THROTTLES_KEPT_MS));
      const codes = await pruneCodes(database.db, new Date(now - EXPIRED_CODES_KEPT_MS));
      // On the real clock, as session records are: their tokens expire on it.
      const sessions = await pruneSessions(database.db, new Date());
      if (throttles + codes + sessions > 0) {
        logger.info({ throttles, codes, sessions }, 'pruned identity rows');
      }
    },
  });
  app.addHook('onReady', async () => {
    await jobs.repeat(JOB, {}, { everyMs: EVERY_MS, key: 'identity' });
    await jobs.enqueue(JOB, {}, { jobId: 'at-start' });
  });
}
