import { Writable } from 'node:stream';
import {
  createHttpServer,
  infrastructurePlugin,
  loadConfig,
  openInfrastructure,
} from '@mise/platform';
import { openTestDatabase, TEST_SESSION_SECRET } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { identityService } from '../src/plugin.js';
import {
  bearer,
  GOOD_PASSWORD,
  login,
  register,
  registerBody,
  shop,
  startIdentity,
  tokenFor,
  withCookie,
} from './support/identity-app.js';

let app: FastifyInstance;

afterEach(async () => {
  await app.close();
});

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('a session token', () => {
  it('is refused when its signature was altered', async () => {
    ({ app } = await startIdentity());
    const { token } = await register(app);
    // A character inside the signature: the last one also carries padding bits.
    const at = token.length - 10;
    const altered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    const answer = await me(altered);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Please sign in to continue.');
  });

  it("is refused when its claims were changed to another user's, signature kept", async () => {
    ({ app } = await startIdentity());
    const victim = await register(app);
    const mallory = await register(app);
    const [header, payload, signature] = mallory.token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, sub: victim.user._id, role: 'staff' })}.${signature}`;
    expect((await me(forged)).statusCode).toBe(401);
    // Sent as the cookie, the same.
    const asCookie = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { token: forged },
    });
    expect(asCookie.statusCode).toBe(401);
  });

  it('is refused unsigned (alg none)', async () => {
    ({ app } = await startIdentity());
    const { user } = await register(app);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: user._id,
      role: 'customer',
      email: user.emailAddress,
      iat: Math.floor(Date.now() / 1000),
    })}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('is refused once expired, saying so', async () => {
    ({ app } = await startIdentity());
    const { user } = await register(app);
    const threeDaysAgo = Math.floor(Date.now() / 1000) - 3 * 24 * 60 * 60;
    const expired = tokenFor(
      app,
      { id: user._id, role: 'customer', emailAddress: user.emailAddress },
      { iat: threeDaysAgo },
    );
    const answer = await me(expired);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Your session has expired. Please sign in again.');
    // The same key, still within its two days: accepted, so the refusal above is the expiry.
    const fresh = tokenFor(app, {
      id: user._id,
      role: 'customer',
      emailAddress: user.emailAddress,
    });
    expect((await me(fresh)).statusCode).toBe(200);
  });
});

describe('a write carried by the session cookie from another site', () => {
  const evil = { origin: 'http://evil.example' };

  it('is refused with 403 and changes nothing', async () => {
    ({ app } = await startIdentity());
    const { token, user } = await register(app);
    const before = (await me(token)).json();

    const attempts = await Promise.all([
      app.inject({
        method: 'PUT',
        url: `/api/users/${user._id}`,
        cookies: { token },
        headers: evil,
        payload: { firstName: 'Pwned' },
      }),
      app.inject({
        method: 'POST',
        url: '/api/recipe-favorites/recipe-1',
        cookies: { token },
        headers: evil,
      }),
      app.inject({
        method: 'PUT',
        url: '/api/auth/changePassword',
        cookies: { token },
        headers: evil,
        payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Evil-password-1!' },
      }),
    ]);
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json().message).toBe('Requests from other sites are not accepted.');
    }
    expect((await me(token)).json()).toEqual(before);
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('goes through from the shop itself', async () => {
    ({ app } = await startIdentity());
    const { token, user } = await register(app);
    const update = await app.inject(
      withCookie(token, {
        method: 'PUT',
        url: `/api/users/${user._id}`,
        payload: { firstName: 'Augusta' },
      }),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json().firstName).toBe('Augusta');
  });
});

/** The service as production builds it, logging everything at trace level into `lines`. */
async function startWithLogs(env: Record<string, string>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    JWT_SECRET: TEST_SESSION_SECRET,
    PUBLIC_ORIGINS: shop,
    ...env,
  });
  const infra = await openInfrastructure(config, pino({ level: 'trace' }, stream), {
    database: await openTestDatabase(),
  });
  const server = createHttpServer({ logger: infra.logger, readiness: infra.readiness });
  await server.register(infrastructurePlugin, { infra });
  await server.register(identityService);
  await server.ready();
  return { server, logs: () => lines.join('') };
}

describe('passwords', () => {
  const staffPassword = 'Staff-secret-Xy7!zz';
  const passwords = {
    good: 'Secret-Pass-42!',
    wrong: 'Wrong-Guess-77!',
    weak: 'weakpassword',
    tooLong: `Aa1!${'q'.repeat(200)}`,
    next: 'Next-Secret-88?',
  };

  it('never appear in logs nor in answers, whatever the outcome', async () => {
    const { server, logs } = await startWithLogs({
      STAFF_EMAIL: 'staff@mise.test',
      STAFF_PASSWORD: staffPassword,
    });
    app = server;
    const post = (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url, payload: payload as object });

    const session = await register(app, {
      emailAddress: 'ada@example.com',
      password: passwords.good,
    });
    const answers = [
      await post('/api/auth/register', registerBody({ password: passwords.weak })),
      await post('/api/auth/register', registerBody({ password: passwords.tooLong })),
      await post('/api/auth/register', {
        ...registerBody({ password: passwords.good }),
        extra: passwords.good,
      }),
      await post(
        '/api/auth/register',
        registerBody({ emailAddress: 'ada@example.com', password: passwords.good }),
      ),
      await post('/api/auth/login', { username: 'ada@example.com', password: passwords.wrong }),
      await post('/api/auth/login', { username: 'not an email', password: passwords.good }),
      await post('/api/auth/login', { username: 'ada@example.com', password: [passwords.good] }),
      await post('/api/auth/login', { username: 'ada@example.com', password: passwords.tooLong }),
      await post('/api/auth/login', { username: 'ada@example.com', password: passwords.good }),
      await post('/api/auth/resetPassword', { code: 'z'.repeat(43), password: passwords.next }),
      await post('/api/auth/resetPassword', { code: 'z'.repeat(43), password: passwords.weak }),
      await post('/api/auth/login/access-customer-account', {
        emailAddress: 'staff@mise.test',
        password: passwords.wrong,
        userEmail: 'ada@example.com',
        reason: 'Customer asked by phone',
      }),
      await app.inject({
        method: 'PUT',
        url: '/api/auth/changePassword',
        headers: bearer(session.token),
        payload: { currentPassword: passwords.wrong, newPassword: passwords.weak },
      }),
      await app.inject({
        method: 'PUT',
        url: '/api/auth/changePassword',
        headers: bearer(session.token),
        payload: { currentPassword: passwords.wrong, newPassword: passwords.next },
      }),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([
      400, 400, 400, 409, 401, 400, 400, 400, 200, 400, 400, 401, 400, 400,
    ]);
    const everything = [...Object.values(passwords), staffPassword];
    for (const answer of answers) {
      for (const password of everything) expect(answer.body).not.toContain(password);
    }
    // Something was logged, so its silence on passwords means something.
    expect(logs()).toContain('"status":401');
    for (const password of everything) expect(logs()).not.toContain(password);
  });
});
