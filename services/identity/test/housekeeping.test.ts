import { eventually, type MovableClock } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { attemptThrottles, oneTimeCodes } from '../src/store/schema.js';
import {
  freshEmail,
  HOUR,
  login,
  register,
  startIdentityForEachTest,
} from './support/identity-app.js';

let app: FastifyInstance;
let clock: MovableClock;

startIdentityForEachTest((started) => {
  ({ app, clock } = started);
});

async function rows() {
  const { db } = app.infra.database;
  const throttles = await db.select({ key: attemptThrottles.key }).from(attemptThrottles);
  const codes = await db.select({ purpose: oneTimeCodes.purpose }).from(oneTimeCodes);
  return { throttles: throttles.map((row) => row.key), codes: codes.map((row) => row.purpose) };
}

async function runHousekeeping() {
  await app.infra.jobs.enqueue('identity-housekeeping', {});
}

describe('housekeeping', () => {
  it('drops throttles every policy has forgotten and codes expired a week ago, and keeps the rest', async () => {
    const old = freshEmail('old').toLowerCase();
    await login(app, old, 'Wrong-password-1');
    const { user } = await register(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/sendResetPasswordLink',
      payload: { emailAddress: user.emailAddress },
    });

    clock.advance(10 * 24 * HOUR);
    const recent = freshEmail('recent').toLowerCase();
    await login(app, recent, 'Wrong-password-1');
    await app.inject({
      method: 'POST',
      url: '/api/auth/sendResetPasswordLink',
      payload: { emailAddress: user.emailAddress },
    });
    expect((await rows()).codes.sort()).toEqual([
      'reset-password',
      'reset-password',
      'verify-email',
    ]);

    await runHousekeeping();
    await eventually(async () => {
      expect(await rows()).toEqual({
        throttles: [`password:${recent}`, `password-mail:${user.emailAddress}`],
        codes: ['reset-password'],
      });
    });
  });
});
