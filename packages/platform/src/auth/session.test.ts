import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '../testing/session-secret.js';
import { buildTestServer } from '../testing/test-server.js';
import { requireSession, requireStaff, SESSION_COOKIE, type Session } from './session.js';

const ana: Session = {
  userId: 'user-ana',
  role: 'customer',
  emailAddress: 'ana@example.com',
  staff: null,
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestServer(
    [
      async (service) => {
        service.get('/whoami', async (request) => requireSession(request));
        service.post('/whoami', async (request) => requireSession(request));
        service.get('/staff-only', async (request) => requireStaff(request, 'read').userId);
        service.get('/refunds', async (request) => requireStaff(request, 'orders.refund').userId);
        service.post('/sign-in', async (_request, reply) => ({
          token: app.sessions.start(reply, ana),
        }));
        service.post('/sign-out', async (_request, reply) => {
          app.sessions.end(reply);
          return {};
        });
      },
    ],
    { JWT_SECRET: TEST_SESSION_SECRET, PUBLIC_ORIGINS: 'https://mise.ca' },
  );
});
afterAll(async () => {
  await app.close();
});

const cookieFrom = (setCookie: string | string[] | undefined) =>
  [setCookie].flat().find((value) => value?.startsWith(`${SESSION_COOKIE}=`)) ?? '';

describe('a session', () => {
  it('is set as an httpOnly SameSite cookie that lives two days, and read back', async () => {
    const answer = await app.inject({ method: 'POST', url: '/sign-in' });
    const cookie = cookieFrom(answer.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=172800/);
    const token = answer.json().token as string;
    const me = await app.inject({ method: 'GET', url: '/whoami', cookies: { token } });
    expect(me.json()).toEqual(ana);
  });

  it('is also accepted as a bearer token', async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { authorization: `Bearer ${app.sessions.sign(ana)}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().userId).toBe('user-ana');
  });

  it('is cleared at sign-out', async () => {
    const answer = await app.inject({ method: 'POST', url: '/sign-out' });
    expect(cookieFrom(answer.headers['set-cookie'])).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('is missing for a guest, who gets a 401 where one is needed', async () => {
    const answer = await app.inject({ method: 'GET', url: '/whoami' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Please sign in to continue.');
  });

  it('is refused when tampered with or signed with another key', async () => {
    const token = app.sessions.sign(ana);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'staff' })).toString('base64url');
    const otherKey = createSigner({ key: 'another-secret-that-is-long-enough-too' })({
      sub: 'user-ana',
      role: 'staff',
      email: 'ana@example.com',
    });
    for (const bad of [`${header}.${forged}.${signature}`, otherKey, 'not-a-token']) {
      const answer = await app.inject({ method: 'GET', url: '/whoami', cookies: { token: bad } });
      expect(answer.statusCode).toBe(401);
    }
  });

  it('is refused once expired, saying so', async () => {
    const expired = createSigner({ key: TEST_SESSION_SECRET, expiresIn: 1 })({
      sub: 'user-ana',
      role: 'customer',
      email: 'ana@example.com',
      iat: Math.floor(Date.now() / 1000) - 10,
    });
    const answer = await app.inject({ method: 'GET', url: '/whoami', cookies: { token: expired } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('does not carry a write from another site with its cookie', async () => {
    const token = app.sessions.sign(ana);
    const fromEvil = await app.inject({
      method: 'POST',
      url: '/whoami',
      cookies: { token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromEvil.statusCode).toBe(403);
    expect(fromEvil.json().message).toBe('Requests from other sites are not accepted.');
    const fromShop = await app.inject({
      method: 'POST',
      url: '/whoami',
      cookies: { token },
      headers: { origin: 'https://mise.ca', 'sec-fetch-site': 'same-origin' },
    });
    expect(fromShop.statusCode).toBe(200);
    // A bearer token is not sent by browsers on their own: no cross-site rule applies.
    const bearer = await app.inject({
      method: 'POST',
      url: '/whoami',
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('opens staff-only routes to staff acting as themselves only', async () => {
    const staff: Session = { ...ana, userId: 'staff-1', role: 'staff' };
    const asStaff = (session: Session) =>
      app.inject({
        method: 'GET',
        url: '/staff-only',
        headers: { authorization: `Bearer ${app.sessions.sign(session)}` },
      });
    expect((await asStaff(staff)).statusCode).toBe(200);
    expect((await asStaff(ana)).statusCode).toBe(403);
    const actingAsCustomer = {
      ...ana,
      staff: { staffId: 'staff-1', emailAddress: 's@mise.ca', staffRole: 'admin' as const },
    };
    expect((await asStaff(actingAsCustomer)).statusCode).toBe(403);
  });

  it("lets through only the roles a route's permission names; a token without a role is support", async () => {
    const refund = (session: Session) =>
      app.inject({
        method: 'GET',
        url: '/refunds',
        headers: { authorization: `Bearer ${app.sessions.sign(session)}` },
      });
    const staff: Session = { ...ana, userId: 'staff-1', role: 'staff' };
    expect((await refund({ ...staff, staffRole: 'admin' })).statusCode).toBe(200);
    for (const session of [
      { ...staff, staffRole: 'support' as const },
      { ...staff, staffRole: 'operations' as const },
      staff,
    ]) {
      const refused = await refund(session);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        `Your role (${session.staffRole ?? 'support'}) may not do this: it needs the orders.refund permission.`,
      );
    }
  });

  it('keeps the role through the token, also of staff acting as a customer', async () => {
    const acting: Session = {
      ...ana,
      staff: { staffId: 'staff-1', emailAddress: 's@mise.ca', staffRole: 'operations' },
    };
    const whoami = await app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { authorization: `Bearer ${app.sessions.sign(acting)}` },
    });
    expect(whoami.json()).toEqual(acting);
  });
});
