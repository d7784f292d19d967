import { cartPricingService } from '@mise/cart-pricing';
import { catalogService } from '@mise/catalog';
import { deliverySlotsService } from '@mise/delivery-slots';
import { identityService } from '@mise/identity';
import { notificationsService } from '@mise/notifications';
import { ordersPaymentsService } from '@mise/orders-payments';
import { pantryService } from '@mise/pantry';
import { type Config, createLogger, loadConfig } from '@mise/platform';
import { buildTestServer, eventually } from '@mise/platform/testing';
import { shareUrlService } from '@mise/share-url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';

// The distributed runtime's routing, with the services in a server of their own.
let service: FastifyInstance;
let gateway: FastifyInstance;
let config: Config;

beforeAll(async () => {
  service = await buildTestServer(
    [
      shareUrlService,
      catalogService,
      cartPricingService,
      identityService,
      notificationsService,
      deliverySlotsService,
      ordersPaymentsService,
      pantryService,
    ],
    { PUBLIC_ORIGINS: 'https://mise.ca' },
  );
  const serviceUrl = await service.listen({ host: '127.0.0.1', port: 0 });
  config = loadConfig({
    LOG_LEVEL: 'silent',
    SERVICE_URLS: [
      'share-url',
      'catalog',
      'cart-pricing',
      'identity',
      'notifications',
      'delivery-slots',
      'orders-payments',
      'pantry',
    ]
      .map((name) => `${name}=${serviceUrl}`)
      .join(','),
  });
  gateway = await buildGateway({ config, logger: createLogger(config) });
  await gateway.ready();
}, 30_000);
afterAll(async () => {
  await gateway?.close();
  await service?.close();
});

describe('a gateway proxying to a service in its own process', () => {
  it('routes the service paths there, request id included', async () => {
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/share-url/',
      headers: { 'x-request-id': 'trace-me-1' },
      payload: { baseUrl: 'https://mise.ca', longUrl: 'https://mise.ca/recipes/9' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['x-request-id']).toBe('trace-me-1');
    const id = new URL(created.json().shortUrl).pathname.split('/').pop();

    const followed = await gateway.inject({ method: 'GET', url: `/s/${id}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('https://mise.ca/recipes/9');
  });

  it('routes every catalog path there', async () => {
    const flags = await gateway.inject({ method: 'GET', url: '/api/feature-flags' });
    expect(flags.statusCode).toBe(200);
    expect(flags.json().featureFlags).toHaveLength(5);
    const image = await gateway.inject({ method: 'GET', url: '/api/images/ingredients/kale.svg' });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('passes the service problems through unchanged', async () => {
    const answer = await gateway.inject({ method: 'GET', url: '/api/share-url/AAAAAAAAAA' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json().message).toBe('No share link has the id AAAAAAAAAA.');
  });

  it('is ready only while the service is', async () => {
    // Cart-pricing is ready once it holds its copy of the catalog.
    const ready = await eventually(async () => {
      const answer = await gateway.inject({ method: 'GET', url: '/api/readyz' });
      expect(answer.statusCode).toBe(200);
      return answer;
    }, 10_000);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        'share-url': { ok: true },
        catalog: { ok: true },
        'cart-pricing': { ok: true },
        identity: { ok: true },
        notifications: { ok: true },
        'delivery-slots': { ok: true },
        'orders-payments': { ok: true },
        pantry: { ok: true },
      },
    });
    await service.close();
    const notReady = await gateway.inject({ method: 'GET', url: '/api/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().checks['share-url'].ok).toBe(false);
  });

  it('refuses a service map naming a service it does not know', async () => {
    const wrong = loadConfig({
      LOG_LEVEL: 'silent',
      SERVICE_URLS: 'share-link=http://127.0.0.1:1',
    });
    await expect(buildGateway({ config: wrong, logger: createLogger(wrong) })).rejects.toThrow(
      'SERVICE_URLS names unknown services: share-link',
    );
  });
});
