import { randomUUID } from 'node:crypto';
import type { CatalogIngredient, StaffRole } from '@mise/contracts';
import { startOfShopDay } from '@mise/platform/shop-day';
import { bearerFor, buildTestServer, eventually, movableClock } from '@mise/platform/testing';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pantryService } from '../src/plugin.js';
import { lots, waste } from '../src/store/schema.js';
import { fakeCatalog, kaleIngredient, riceIngredient } from './support/fake-catalog.js';

// 10 a.m. in Toronto on Thursday, November 26, 2026.
const clock = movableClock(new Date('2026-11-26T15:00:00Z'));
let app: FastifyInstance;
const catalogIngredients: CatalogIngredient[] = [kaleIngredient, riceIngredient];

beforeAll(async () => {
  const pantry: FastifyPluginAsync = async (scope) => {
    await scope.register(pantryService, { clock: clock.now });
  };
  app = await buildTestServer([pantry, fakeCatalog(() => catalogIngredients)]);
  await eventually(async () => {
    const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-ingredients']).toEqual({ ok: true });
  });
});
afterAll(async () => {
  await app.close();
});

const staff = (staffRole: StaffRole) =>
  bearerFor(app, `staff-${staffRole}`, {
    role: 'staff',
    staffRole,
    emailAddress: `${staffRole}@mise.test`,
  });
const summaryOf = (query: string, headers: Record<string, string> = staff('support')) =>
  app.inject({ method: 'GET', url: `/api/admin/pantry-summary${query}`, headers });

describe("staff reading a customer's pantry summary", () => {
  it('counts ingredients and lots, their known value, what expires soon and the waste', async () => {
    const userId = randomUUID();
    const added = await app.inject({
      method: 'POST',
      url: '/api/users/pantry',
      headers: bearerFor(app, userId),
      payload: {
        countryCode: 'CA',
        items: [
          { id: 'kale', quantity: 2, units: 'bunch', expiryDate: startOfShopDay('2026-11-27') },
          { id: 'rice', quantity: 500, units: 'g', expiryDate: null },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { db } = app.infra.database;
    // A lot from a delivered order knows what it cost: 1000 g at 0.45 cents a gram.
    await db.insert(lots).values({
      ownerId: userId,
      ingredientId: 'rice',
      quantity: 1000,
      unit: 'g',
      purchasedOn: '2026-11-20',
      expiresOn: '2026-12-10',
      source: 'order',
      orderId: 'order-1',
      centsPerBaseUnit: 0.45,
    });
    await db.insert(waste).values({
      lotId: randomUUID(),
      ownerId: userId,
      ingredientId: 'kale',
      expiredOn: '2026-11-10',
      thrownOn: '2026-11-11',
      grams: 200,
      cents: 350,
    });

    const answer = await summaryOf(`?userId=${userId}`, staff('operations'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      data: {
        items: 2,
        lots: 3,
        valueCents: 450,
        lotsWithoutValue: 2,
        expiringSoon: 1,
        expiringBy: '2026-11-28',
        wastedThisMonth: { cents: 350, grams: 200 },
      },
    });
  });

  it('answers an empty pantry for a customer who has none', async () => {
    const answer = await summaryOf(`?userId=${randomUUID()}`);
    expect(answer.json().data).toMatchObject({ items: 0, lots: 0, valueCents: 0, expiringSoon: 0 });
  });

  it.each([
    ['', 'userId'],
    ['?userId=', 'userId'],
    ['?userId=a&other=1', 'other'],
  ])('refuses the query "%s" with 400 naming %s', async (query, field) => {
    const answer = await summaryOf(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field });
  });

  it('is closed to guests (401) and to customers (403)', async () => {
    const userId = randomUUID();
    expect((await summaryOf(`?userId=${userId}`, {})).statusCode).toBe(401);
    expect((await summaryOf(`?userId=${userId}`, bearerFor(app, userId))).statusCode).toBe(403);
  });
});
