import { emailVerificationRequested, passwordResetRequested } from '@mise/contracts';
import type { MovableClock } from '@mise/platform/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  freshEmail,
  GOOD_PASSWORD,
  login,
  recordedEvents,
  register,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sessionCookie,
  startIdentityForEachTest,
} from './support/identity-app.js';

let app: FastifyInstance;
let clock: MovableClock;

startIdentityForEachTest(
  (started) => {
    ({ app, clock } = started);
  },
  { STAFF_EMAIL, STAFF_PASSWORD },
);

/** 401, or 429 with its Retry-After, as `429 after 4s`. */
function outcome(answer: LightMyRequestResponse): string {
  if (answer.statusCode !== 429) return String(answer.statusCode);
  return `429 after ${answer.headers['retry-after']}s`;
}

describe('wrong passwords for one e-mail', () => {
  it('after five, make each next try wait twice as long, without looking at the password', async () => {
    const { user } = await register(app);
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await login(app, user.emailAddress, 'Wrong-password-1');
      outcomes.push(outcome(answer));
      // Waits out the refusal, so that the next try is heard and fails again.
      if (answer.statusCode === 429) clock.advance(Number(answer.headers['retry-after']) * 1_000);
    }
    // biome-ignore format: one line per wait
    expect(outcomes).toEqual([
      '401', '401', '401', '401', '401', '401',
      '429 after 1s', '401',
      '429 after 2s', '401',
      '429 after 4s', '401',
      '429 after 8s', '401',
      '429 after 16s', '401',
      '429 after 32s', '401',
      '429 after 64s', '401',
    ]);

    // Blocked now for 128 s: even the right password is not checked.
    const blocked = await login(app, user.emailAddress, GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('128');
    expect(blocked.json().message).toBe('Too many attempts. Try again in 128 seconds.');
    expect(sessionCookie(blocked)).toBeUndefined();

    clock.advance(127_500);
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).json().message).toBe(
      'Too many attempts. Try again in 1 second.',
    );
  });

  it('sent all at once are each counted before any is checked', async () => {
    const { user } = await register(app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(app, user.emailAddress, 'Wrong-password-1')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Five free tries and the one that starts the wait are checked; the rest are not.
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('are forgotten after the right password', async () => {
    const { user } = await register(app);
    for (let attempt = 0; attempt < 6; attempt++) {
      await login(app, user.emailAddress, 'Wrong-password-1');
    }
    clock.advance(1_000);
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      outcomes.push(outcome(await login(app, user.emailAddress, 'Wrong-password-1')));
    }
    expect(outcomes).toEqual(['401', '401', '401', '401', '401', '401']);
  });

  it('do not hold back another e-mail', async () => {
    const { user } = await register(app);
    const other = await register(app);
    for (let attempt = 0; attempt < 7; attempt++) {
      await login(app, user.emailAddress, 'Wrong-password-1');
    }
    expect((await login(app, other.user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('count for unknown e-mails too, answered exactly as for known ones', async () => {
    const nobody = freshEmail('nobody');
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      outcomes.push(outcome(await login(app, nobody, 'Wrong-password-1')));
    }
    expect(outcomes).toEqual(['401', '401', '401', '401', '401', '401', '429 after 1s']);
  });

  it('made at login also hold back staff access with the same e-mail', async () => {
    const customer = await register(app);
    for (let attempt = 0; attempt < 7; attempt++) {
      await login(app, STAFF_EMAIL, 'Wrong-password-1');
    }
    const access = await app.inject({
      method: 'POST',
      url: '/api/auth/login/access-customer-account',
      payload: {
        emailAddress: STAFF_EMAIL,
        password: STAFF_PASSWORD,
        userEmail: customer.user.emailAddress,
        reason: 'Customer asked by phone',
      },
    });
    expect(outcome(access)).toBe('429 after 1s');
  });

  it('made at staff access hold back login', async () => {
    const customer = await register(app);
    for (let attempt = 0; attempt < 7; attempt++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/login/access-customer-account',
        payload: {
          emailAddress: STAFF_EMAIL,
          password: 'Wrong-password-1',
          userEmail: customer.user.emailAddress,
          reason: 'Customer asked by phone',
        },
      });
    }
    expect(outcome(await login(app, STAFF_EMAIL, STAFF_PASSWORD))).toBe('429 after 1s');
  });

  it('made as the current password of a password change count as well', async () => {
    const { token } = await register(app);
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await app.inject({
        method: 'PUT',
        url: '/api/auth/changePassword',
        headers: bearer(token),
        payload: { currentPassword: 'Wrong-password-1', newPassword: 'Another-pass-2!' },
      });
      outcomes.push(outcome(answer));
    }
    expect(outcomes).toEqual(['400', '400', '400', '400', '400', '400', '429 after 1s']);
  });
});

describe('requests about an e-mail', () => {
  /** Sends the same request seven times in a row and answers what each got. */
  async function sevenTimes(send: () => Promise<LightMyRequestResponse>): Promise<string[]> {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt++) outcomes.push(outcome(await send()));
    return outcomes;
  }
  const fiveFreeThenWait = ['200', '200', '200', '200', '200', '200', '429 after 1s'];

  it('account lookups wait after five, per e-mail', async () => {
    const emailAddress = freshEmail();
    const lookUp = (address: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/find-email-accounts',
        payload: { emailAddress: address },
      });
    expect(await sevenTimes(lookUp(emailAddress))).toEqual(fiveFreeThenWait);
    expect(outcome(await lookUp(freshEmail())())).toBe('200');
    clock.advance(1_000);
    expect(outcome(await lookUp(emailAddress)())).toBe('200');
  });

  it('reset and set-password mails wait after five, sharing one count', async () => {
    const { user } = await register(app);
    const resetLink = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sendResetPasswordLink',
        payload: { emailAddress: user.emailAddress },
      });
    expect(await sevenTimes(resetLink)).toEqual(fiveFreeThenWait);
    expect(await recordedEvents(app, passwordResetRequested.type)).toHaveLength(6);

    const setLink = await app.inject({
      method: 'PUT',
      url: '/api/auth/setPassword',
      payload: { emailAddress: user.emailAddress },
    });
    expect(outcome(setLink)).toBe('429 after 1s');
    // Forgotten after a quiet hour.
    clock.advance(60 * 60 * 1_000);
    expect(await sevenTimes(resetLink)).toEqual(fiveFreeThenWait);
  });

  it('verification mails wait after five', async () => {
    const { token } = await register(app);
    const resend = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sendEmailVerificationLink',
        headers: bearer(token),
      });
    expect(await sevenTimes(resend)).toEqual(fiveFreeThenWait);
    // The one mailed at registration, and six asked for.
    expect(await recordedEvents(app, emailVerificationRequested.type)).toHaveLength(7);
  });
});
