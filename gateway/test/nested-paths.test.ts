import { catalogService } from '@mise/catalog';
import { miniCatalogFolder } from '@mise/catalog/testing';
import { identityService } from '@mise/identity';
import { pantryService } from '@mise/pantry';
import { createLogger, loadConfig } from '@mise/platform';
import { bearerFor, buildTestServer, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { services } from '../src/services.js';

// The pantry's /api/users/pantry sits inside identity's /api/users: the longer prefix wins, in
// one process as behind the proxy, and every other /api/users path stays identity's.

const shopper = (app: FastifyInstance) => bearerFor(app, 'shopper-1');

/** The pantry answers once it holds its copy of the catalog's ingredients. */
async function pantryWithCatalog(services: Parameters<typeof buildTestServer>[0]) {
  const app = await buildTestServer([...services, catalogService], {
    CATALOG_SEED_DIR: miniCatalogFolder,
  });
  await eventually(async () => {
    const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-ingredients']).toEqual({ ok: true });
  }, 10_000);
  return app;
}

/** Each answer tells which service gave it: only the pantry has a pantry, only identity a /me. */
async function expectRoutedByLongestPrefix(edge: FastifyInstance, signer: FastifyInstance) {
  const pantry = await edge.inject({
    method: 'GET',
    url: '/api/users/pantry?page=0&perPage=1000',
    headers: shopper(signer),
  });
  expect(pantry.statusCode).toBe(200);
  expect(pantry.json()).toEqual({
    userPantryItems: [],
    wastedThisMonth: { cents: 0, grams: 0 },
    total: 0,
    page: 0,
    perPage: 1000,
  });
  const edit = await edge.inject({
    method: 'PUT',
    url: '/api/users/pantry/updateGroceriesDetails',
    headers: shopper(signer),
    payload: { items: [] },
  });
  expect(edit.json().fields).toEqual([
    expect.objectContaining({ field: 'items', rule: 'too_small' }),
  ]);

  const me = await edge.inject({ method: 'GET', url: '/api/users/me' });
  expect(me.statusCode).toBe(401);
  // identity's PUT /api/users/:id, which the pantry has no route for.
  const profile = await edge.inject({ method: 'PUT', url: '/api/users/shopper-1', payload: {} });
  expect(profile.statusCode).toBe(401);
}

describe('paths inside another service’s prefix, in one process', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await pantryWithCatalog([identityService, pantryService]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reach the service with the longest prefix', async () => {
    await expectRoutedByLongestPrefix(app, app);
  });
});

describe('paths inside another service’s prefix, behind the proxy', () => {
  let identity: FastifyInstance;
  let pantry: FastifyInstance;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    identity = await buildTestServer([identityService]);
    pantry = await pantryWithCatalog([pantryService]);
    const upstream = {
      identity: await identity.listen({ host: '127.0.0.1', port: 0 }),
      pantry: await pantry.listen({ host: '127.0.0.1', port: 0 }),
    };
    // The other services are never asked here; they only need to be elsewhere.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SERVICE_URLS: services
        .map(
          ({ name }) =>
            `${name}=${upstream[name as keyof typeof upstream] ?? 'http://127.0.0.1:9'}`,
        )
        .join(','),
    });
    gateway = await buildGateway({ config, logger: createLogger(config) });
    await gateway.ready();
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await pantry?.close();
    await identity?.close();
  });

  it('reach the service process with the longest prefix', async () => {
    await expectRoutedByLongestPrefix(gateway, pantry);
  });
});
