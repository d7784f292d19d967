import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_CEILING_FACTOR } from '../src/rate-limits.js';
import { contentSecurityPolicy } from '../src/security-headers.js';
import { openTestGateway } from './support/test-gateway.js';

let app: FastifyInstance;
let closeGateway: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ app, close: closeGateway } = await openTestGateway());
});
afterAll(async () => {
  await closeGateway?.();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('says the process is alive', async () => {
    const answer = await get('/api/healthz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database, the bus and every outbox are', async () => {
    // The catalog's first start leaves a "loaded" event for the relay: ready, and soon sent.
    const answer = await eventually(async () => {
      const readiness = await get('/api/readyz');
      expect(readiness.json().checks['outbox:catalog'].backlog).toBe(0);
      // Cart-pricing and the pantry are ready once they hold their copies of the catalog.
      expect(readiness.json().checks['catalog-copy'].ok).toBe(true);
      expect(readiness.json().checks['catalog-ingredients'].ok).toBe(true);
      return readiness;
    }, 30_000);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true },
        bus: { ok: true },
        'outbox:catalog': { ok: true, backlog: 0 },
        'outbox:cart-pricing': { ok: true, backlog: 0 },
        'catalog-copy': { ok: true },
        'outbox:share-url': { ok: true, backlog: 0 },
        'outbox:identity': { ok: true, backlog: 0 },
        'outbox:delivery-slots': { ok: true, backlog: 0 },
        'outbox:orders-payments': { ok: true, backlog: 0 },
        'outbox:pantry': { ok: true, backlog: 0 },
        'catalog-ingredients': { ok: true },
      },
    });
  });
});

describe('routing', () => {
  it('mounts the services under /api', async () => {
    const answer = await get('/api/share-url/AAAAAAAAAA');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No share link has the id AAAAAAAAAA.');
    const flags = await get('/api/feature-flags');
    expect(flags.statusCode).toBe(200);
    expect(flags.json().featureFlags).toHaveLength(5);
  });

  it('answers an unknown /api path with a problem, not a page', async () => {
    const answer = await get('/api/no-such-thing');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json()).toMatchObject({
      status: 404,
      message: 'There is nothing at GET /api/no-such-thing.',
    });
  });

  it('serves the shop at / and lets the shop route any other page', async () => {
    for (const path of ['/', '/recipes/42', '/no/such/page?x=1']) {
      const answer = await get(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>shop</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the console at /admin, deep links included', async () => {
    for (const path of ['/admin', '/admin/', '/admin/orders/7']) {
      const answer = await get(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>admin</title>');
    }
  });

  it("serves the shop's staff sign-in page at /admin/signin, inside the console's prefix", async () => {
    const answer = await get('/admin/signin');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>shop</title>');
    expect((await get('/admin/signin/other')).body).toContain('<title>admin</title>');
  });

  it('caches hashed assets for a year', async () => {
    const answer = await get('/admin/assets/main-abc123.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("console.log('admin')");
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not answer other methods with a page', async () => {
    const answer = await app.inject({ method: 'POST', url: '/recipes' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('tags every answer with a request id, keeping a sane one given by the caller', async () => {
    expect((await get('/api/healthz', { 'x-request-id': 'abc-123' })).headers['x-request-id']).toBe(
      'abc-123',
    );
    const generated = (await get('/api/healthz', { 'x-request-id': 'bad id with spaces' })).headers[
      'x-request-id'
    ];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  /** The CSP's directives by name, each a list of sources. */
  const directives = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );

  it('protects the pages: a CSP of the shop’s own sources, no framing, nosniff, a referrer policy', async () => {
    for (const path of ['/', '/recipes', '/checkout', '/admin', '/admin/orders/7']) {
      const { headers } = await get(path);
      const csp = directives(headers['content-security-policy']);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      // Plain HTTP here: HSTS would pin localhost to HTTPS.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('marks API answers, refusals included, nosniff, never to be rendered or framed', async () => {
    for (const path of ['/api/healthz', '/api/no-such-thing', '/api/recipes/all?limit=-1']) {
      const { headers } = await get(path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      const csp = directives(headers['content-security-policy']);
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  it("allows Stripe's script, frames and API only when Stripe is set", () => {
    const without = contentSecurityPolicy({});
    const withStripe = contentSecurityPolicy({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    expect(without.scriptSrc).toEqual(["'self'"]);
    expect(without.frameSrc).toEqual(["'none'"]);
    expect(withStripe.scriptSrc).toContain('https://js.stripe.com');
    expect(withStripe.frameSrc).toContain('https://hooks.stripe.com');
    expect(withStripe.connectSrc).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('tells the shop that no third-party slot is configured, so it loads none', async () => {
    expect((await get('/api/third-party-slots')).json()).toEqual({
      tagManager: null,
      sessionReplay: null,
      chatWidget: null,
      marketingTracker: null,
    });
  });
});

describe('compression', () => {
  it('compresses API answers for clients that accept brotli or gzip', async () => {
    const plain = await get('/api/recipes/all?limit=10');
    const brotli = await get('/api/recipes/all?limit=10', { 'accept-encoding': 'br' });
    const gzip = await get('/api/recipes/all?limit=10', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('rate limits', () => {
  it('allows a visitor ten promo code tries a minute, then answers 429 with a problem', async () => {
    const tryCode = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/check-promo',
        remoteAddress,
        payload: { promoCode: 'GUESS' },
      });
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push(await tryCode('203.0.113.7'));
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const refused = answers[10];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers['content-type']).toContain('application/problem+json');
    expect(refused?.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect(refused?.json().message).toMatch(/^Too many tries\. Please wait \d+ seconds/);

    // The same path spelt with an escape is the same path.
    const escaped = await app.inject({
      method: 'POST',
      url: '/api/cart/check%2Dpromo',
      remoteAddress: '203.0.113.7',
      payload: { promoCode: 'GUESS' },
    });
    expect(escaped.statusCode).toBe(429);

    // Another visitor, and other paths, are not held back by it.
    expect((await tryCode('203.0.113.8')).statusCode).toBe(200);
    expect((await get('/api/healthz')).statusCode).toBe(200);
  });

  it('gives each shopper on one address a budget of their own, under a ceiling for the address', async () => {
    const office = '203.0.113.20';
    const tryCode = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/check-promo',
        remoteAddress: office,
        headers,
        payload: { promoCode: 'GUESS' },
      });
    const guest = () => ({ 'x-guest-user-id': randomUUID() });
    const ana = guest();
    const signedIn = { cookie: 'token=header.payload.signature-of-one-session-0123456789abcdefgh' };
    const statuses = async (headers: Record<string, string>, count: number) => {
      const seen = [];
      for (let n = 0; n < count; n++) seen.push((await tryCode(headers)).statusCode);
      return seen;
    };
    expect(await statuses(ana, 11)).toEqual([...Array(10).fill(200), 429]);
    // Ana's neighbours in the office are not held back by her tries.
    expect(await statuses(guest(), 10)).toEqual(Array(10).fill(200));
    expect(await statuses(signedIn, 11)).toEqual([...Array(10).fill(200), 429]);
    // One machine inventing guest ids meets the address's ceiling: 10 x 10 tries in all.
    let tries = 32;
    while ((await tryCode(guest())).statusCode === 200) tries++;
    expect(tries).toBe(10 * ADDRESS_CEILING_FACTOR);
  });

  it('allows five e-mailed lists a minute', async () => {
    const email = () =>
      app.inject({
        method: 'POST',
        url: '/api/cart/email-shopping-list',
        remoteAddress: '203.0.113.9',
        payload: { emailAddress: 'ana@example.com' },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await email()).statusCode);
    // No cart for this caller: 404 until the limit, then 429.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('allows one address ten password tries a minute, whichever accounts it tries', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.10',
        payload: { username: `nobody${attempt}@example.com`, password: 'Wrong-pass1' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});
