import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requireSession, type Session } from '../auth/session.js';
import { TEST_SESSION_SECRET } from '../testing/session-secret.js';
import { buildTestServer } from '../testing/test-server.js';
import { requireService, SERVICE_TOKEN_HEADER, serviceCaller } from './service-call.js';

const shopper: Session = {
  userId: 'user-1',
  role: 'customer',
  emailAddress: 'ada@example.com',
  staff: null,
};

/** A command only services may give, answering who asked and for whom. */
const commands: FastifyPluginAsync = async (app) => {
  app.post('/api/internal/echo', async (request) => ({
    caller: requireService(request),
    userId: request.session ? requireSession(request).userId : null,
    body: request.body,
  }));
};

let app: FastifyInstance | undefined;
let upstream: Server | undefined;
afterEach(async () => {
  await app?.close();
  upstream?.close();
  app = undefined;
  upstream = undefined;
});

describe('serviceCaller', () => {
  it('reaches a service mounted in the same server, with a service token and the session', async () => {
    app = await buildTestServer([commands], { JWT_SECRET: TEST_SESSION_SECRET });
    const call = serviceCaller(app, 'orders-payments', 'echo');

    const answer = await call({
      method: 'POST',
      path: '/api/internal/echo',
      body: { orderId: 'o-1' },
      session: shopper,
    });

    expect(answer).toEqual({
      status: 200,
      body: { caller: 'orders-payments', userId: 'user-1', body: { orderId: 'o-1' } },
    });
  });

  it('asks over HTTP when SERVICE_URLS names the service', async () => {
    let seen: { url?: string; token?: string; authorization?: string; body: string } = {
      body: '',
    };
    upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen = {
          url: request.url,
          token: request.headers[SERVICE_TOKEN_HEADER] as string | undefined,
          authorization: request.headers.authorization,
          body,
        };
        response.writeHead(409, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'full' }));
      });
    });
    await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    app = await buildTestServer([], {
      JWT_SECRET: TEST_SESSION_SECRET,
      SERVICE_URLS: `delivery-slots=http://127.0.0.1:${port}`,
    });

    const answer = await serviceCaller(
      app,
      'orders-payments',
      'delivery-slots',
    )({ method: 'POST', path: '/api/internal/delivery/holds', body: { a: 1 }, session: shopper });

    expect(answer).toEqual({ status: 409, body: { message: 'full' } });
    expect(seen.url).toBe('/api/internal/delivery/holds');
    expect(seen.body).toBe('{"a":1}');
    expect(seen.authorization).toMatch(/^Bearer /);
    expect(app.jwt.verify<{ sub: string; role: string }>(seen.token ?? '')).toMatchObject({
      sub: 'orders-payments',
      role: 'service',
    });
  });
});

describe('requireService', () => {
  it('refuses a shopper who calls a service command directly, even signed in', async () => {
    app = await buildTestServer([commands], { JWT_SECRET: TEST_SESSION_SECRET });
    const token = app.sessions.sign(shopper);

    const plain = await app.inject({ method: 'POST', url: '/api/internal/echo', payload: {} });
    const withSession = await app.inject({
      method: 'POST',
      url: '/api/internal/echo',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    // A session token is not a service token, even in the service header.
    const sessionAsService = await app.inject({
      method: 'POST',
      url: '/api/internal/echo',
      headers: { [SERVICE_TOKEN_HEADER]: token },
      payload: {},
    });

    for (const answer of [plain, withSession, sessionAsService]) {
      expect(answer.statusCode).toBe(403);
    }
  });
});
