import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ShopLanguage, userContactChanged, userRegistered } from '@mise/contracts';
import { createBullmqQueue, isFileMailbox, newEvent } from '@mise/platform';
import { startOfShopDay } from '@mise/platform/shop-day';
import {
  bearerFor,
  buildTestServer,
  consistently,
  describeIntegration,
  eventually,
  movableClock,
} from '@mise/platform/testing';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PantryContext } from '../src/app/context.js';
import { pruneExpiredLots } from '../src/app/prune-expired-lots.js';
import { remindOfExpiringLots } from '../src/app/remind-of-expiring-lots.js';
import type { ExpiryReminder } from '../src/domain/expiry-reminder.js';
import { PRUNE_EXPIRED_LOTS_JOB, REMIND_OF_EXPIRING_LOTS_JOB } from '../src/jobs/expiry-jobs.js';
import { pantryService } from '../src/plugin.js';
import { ingredientsFetcher } from '../src/read-models/catalog-ingredients/fetch-ingredients.js';
import { lots, outbox, processedEvents, shoppers, waste } from '../src/store/schema.js';
import { deliveredOrder } from './support/delivered-order.js';
import {
  type FakeRecipe,
  fakeCatalog,
  kaleIngredient,
  riceIngredient,
} from './support/fake-catalog.js';

// 10 a.m. in Toronto on Thursday, November 26, 2026.
const clock = movableClock(new Date('2026-11-26T15:00:00Z'));
const day = (date: string) => startOfShopDay(date);
/** 10 a.m. in Toronto on a shop day. */
const morningOf = (date: string) => new Date(`${date}T15:00:00Z`);

let app: FastifyInstance;
let dataDir: string;
let recipes: readonly FakeRecipe[] | 'down';

/** The pantry on a test server beside a fake catalog, once it holds the catalog's ingredients. */
async function startPantry(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const pantry: FastifyPluginAsync = async (scope) => {
    await scope.register(pantryService, { clock: clock.now });
  };
  const server = await buildTestServer(
    [
      pantry,
      fakeCatalog(
        () => [kaleIngredient, riceIngredient],
        () => recipes,
      ),
    ],
    { DATA_DIR: dataDir, PUBLIC_ORIGINS: 'https://mise.ca', ...env },
  );
  await eventually(async () => {
    const readiness = await server.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-ingredients']).toEqual({ ok: true });
  });
  return server;
}

beforeEach(async () => {
  clock.set(morningOf('2026-11-26'));
  recipes = [];
  dataDir = mkdtempSync(join(tmpdir(), 'mise-pantry-'));
  app = await startPantry();
});
afterEach(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ana = randomUUID();
const ben = randomUUID();
const signedIn = (userId: string) => bearerFor(app, userId);

const pantryOf = async (userId: string) =>
  (await app.inject({ method: 'GET', url: '/api/users/pantry', headers: signedIn(userId) })).json();

async function add(userId: string, id: string, quantity: number, expiresOn: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/users/pantry',
    headers: signedIn(userId),
    payload: { items: [{ id, quantity, units: 'g', expiryDate: day(expiresOn) }] },
  });
  expect(answer.statusCode).toBe(201);
}

/** A delivered order leaving kale that cost half a cent a gram; kale keeps 3 days. */
async function deliverKale(userId: string, grams: number, deliveredOn: string) {
  const orderId = randomUUID();
  await app.infra.bus.publish([
    deliveredOrder({
      orderId,
      userId,
      deliveredAt: morningOf(deliveredOn).toISOString(),
      leftovers: [
        { ingredientId: 'kale', name: 'Kale', quantity: grams, unit: 'g', centsPerBaseUnit: 0.5 },
      ],
    }),
  ]);
  await eventually(async () => {
    expect((await pantryOf(userId)).userPantryItems).toContainEqual(
      expect.objectContaining({ ingredientId: 'kale' }),
    );
  });
}

/** The job's use case as the job runs it, on the pantry's tables and the fake catalog. */
async function pantryContext(): Promise<PantryContext> {
  const ingredients = new Map(
    (await ingredientsFetcher(app)()).map((ingredient) => [ingredient.id, ingredient]),
  );
  return {
    db: app.infra.database.db,
    clock: clock.now,
    ingredients: () => ingredients,
    onEventsCommitted: () => {},
  };
}

async function pantryChangesOf(userId: string) {
  const [row] = await app.infra.database.db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.type, 'pantry.changed'), eq(outbox.subject, userId)));
  return row?.n;
}

describe('the expiry job', () => {
  it('throws away the lots expired before today once, recording what they cost and weighed', async () => {
    await deliverKale(ana, 300, '2026-11-26');
    await add(ana, 'rice', 500, '2026-11-28');
    await add(ana, 'rice', 200, '2026-11-30');
    await add(ben, 'rice', 100, '2026-12-10');
    const ctx = await pantryContext();
    const announced = await pantryChangesOf(ana);

    // Monday: the kale (good until Sunday the 29th) and the first rice (the 28th) are past.
    clock.set(morningOf('2026-11-30'));
    const runs = await Promise.all([pruneExpiredLots(ctx), pruneExpiredLots(ctx)]);

    expect(runs.reduce((sum, pruned) => sum + pruned, 0)).toBe(2);
    const recorded = await app.infra.database.db
      .select({ ingredientId: waste.ingredientId, cents: waste.cents, grams: waste.grams })
      .from(waste)
      .where(eq(waste.ownerId, ana))
      .orderBy(waste.ingredientId);
    expect(recorded).toEqual([
      { ingredientId: 'kale', cents: 150, grams: 300 },
      // Typed in: what it cost is unknown.
      { ingredientId: 'rice', cents: 0, grams: 500 },
    ]);
    const left = await pantryOf(ana);
    expect(left.userPantryItems).toEqual([
      expect.objectContaining({ ingredientId: 'rice', quantity: 200 }),
    ]);
    expect(left.wastedThisMonth).toEqual({ cents: 150, grams: 800 });
    expect((await pantryOf(ben)).userPantryItems).toHaveLength(1);
    expect((await pantryOf(ben)).wastedThisMonth).toEqual({ cents: 0, grams: 0 });
    // One announcement of Ana's pantry, by the run that pruned it; none for Ben's.
    expect(await pantryChangesOf(ana)).toBe((announced ?? 0) + 1);

    await pruneExpiredLots(ctx);
    expect(await app.infra.database.db.select({ n: count() }).from(waste)).toEqual([{ n: 2 }]);
  });

  it('counts this month’s waste only', async () => {
    await add(ana, 'rice', 500, '2026-11-28');
    const ctx = await pantryContext();
    clock.set(morningOf('2026-11-30'));
    await pruneExpiredLots(ctx);
    expect((await pantryOf(ana)).wastedThisMonth).toEqual({ cents: 0, grams: 500 });

    clock.set(morningOf('2026-12-01'));
    expect((await pantryOf(ana)).wastedThisMonth).toEqual({ cents: 0, grams: 0 });
  });

  it('keeps a lot through its expiry day, and a lot without one', async () => {
    await add(ana, 'rice', 500, '2026-11-30');
    await app.inject({
      method: 'POST',
      url: '/api/users/pantry',
      headers: signedIn(ana),
      payload: { items: [{ id: 'rice', quantity: 100, units: 'g', expiryDate: null }] },
    });
    const ctx = await pantryContext();
    clock.set(morningOf('2026-11-30'));
    expect(await pruneExpiredLots(ctx)).toBe(0);
    expect(await app.infra.database.db.select({ n: count() }).from(lots)).toEqual([{ n: 2 }]);
  });
});

describeIntegration('the expiry job on BullMQ', ['redis'], ({ redisUrl }) => {
  // After the file's afterEach has closed the servers, whose workers could write keys again.
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    for await (const keys of redis.scanStream({ match: 'mise:pantry.*', count: 500 })) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
    await redis.quit();
  });

  it('prunes and records each expired lot once, with two workers taking the runs', async () => {
    await app.close();
    app = await startPantry({ REDIS_URL: redisUrl });
    await deliverKale(ana, 300, '2026-11-26');
    await add(ben, 'rice', 500, '2026-11-28');
    const announced = { ana: await pantryChangesOf(ana), ben: await pantryChangesOf(ben) };
    // A second process's worker on the same queue, running the same use case.
    const ctx = await pantryContext();
    const second = createBullmqQueue({ url: redisUrl, logger: app.infra.logger });
    second.define({
      name: PRUNE_EXPIRED_LOTS_JOB,
      run: async () => void (await pruneExpiredLots(ctx)),
    });
    await second.start();
    try {
      clock.set(morningOf('2026-11-30'));
      await Promise.all(
        ['a', 'b', 'c', 'd'].map((id) =>
          app.infra.jobs.enqueue(
            PRUNE_EXPIRED_LOTS_JOB,
            {},
            { jobId: `sweep-${id}-${randomUUID()}` },
          ),
        ),
      );

      await eventually(async () => {
        expect(await app.infra.database.db.select({ n: count() }).from(lots)).toEqual([{ n: 0 }]);
      }, 10_000);
      await consistently(async () => {
        const recorded = await app.infra.database.db
          .select({ ownerId: waste.ownerId, cents: waste.cents })
          .from(waste)
          .orderBy(waste.cents);
        expect(recorded).toEqual([
          { ownerId: ben, cents: 0 },
          { ownerId: ana, cents: 150 },
        ]);
        expect(await pantryChangesOf(ana)).toBe((announced.ana ?? 0) + 1);
        expect(await pantryChangesOf(ben)).toBe((announced.ben ?? 0) + 1);
      }, 1_000);
    } finally {
      await second.close();
    }
  });
});

describe('the reminder of lots expiring soon', () => {
  const register = async (userId: string, emailAddress: string, language: 'en-CA' | 'fr-CA') => {
    await app.infra.bus.publish([
      newEvent(userRegistered, {
        source: 'identity',
        subject: userId,
        data: {
          userId,
          emailAddress,
          firstName: 'Ana',
          language,
          method: 'password',
          influencerId: null,
        },
      }),
    ]);
    await eventually(async () => {
      const rows = await app.infra.database.db
        .select()
        .from(shoppers)
        .where(eq(shoppers.userId, userId));
      expect(rows).toHaveLength(1);
    });
  };

  /** The embedded runtime's mailbox, read as the gateway's /dev/mail reads it. */
  async function mailsTo(to: string) {
    const { mail } = app.infra;
    if (!isFileMailbox(mail)) throw new Error(`the test server mails through ${mail.kind}`);
    return (await mail.list()).filter((message) => message.to === to);
  }

  /** The one mail sent to an address, once it has arrived. */
  const theMailTo = (to: string) =>
    eventually(async () => {
      const sent = await mailsTo(to);
      expect(sent).toHaveLength(1);
      return sent[0];
    }, 10_000);

  const remind = () => app.infra.jobs.enqueue(REMIND_OF_EXPIRING_LOTS_JOB, {});

  it('mails a shopper once about a lot expiring tomorrow, with recipes that use it', async () => {
    recipes = [
      { id: 'kale-salad', name: 'Kale salad', ingredientIds: ['kale'] },
      { id: 'rice-bowl', name: 'Rice bowl', ingredientIds: ['rice'] },
    ];
    await register(ana, 'ana@example.com', 'en-CA');
    await add(ana, 'kale', 200, '2026-11-27');
    await add(ana, 'rice', 500, '2026-12-20');

    await remind();
    const mail = await theMailTo('ana@example.com');
    expect(mail?.subject).toBe('Food in your pantry expires soon');
    expect(mail?.text).toContain('Hi Ana,');
    expect(mail?.text).toContain('Kale: 1 day left');
    expect(mail?.text).not.toContain('Long grain white rice');
    expect(mail?.text).toContain('https://mise.ca/recipes/kale-salad');
    expect(mail?.html).toContain('href="https://mise.ca/recipes/kale-salad"');
    expect(mail?.text).not.toContain('rice-bowl');

    await remind();
    await consistently(async () => expect(await mailsTo('ana@example.com')).toHaveLength(1), 1_000);
  });

  it('mails the address and language of the newest contact change, even when an older one comes last', async () => {
    await register(ana, 'ana@example.com', 'en-CA');
    const contactChanged = (emailAddress: string, language: ShopLanguage, occurredAt: number) => ({
      ...newEvent(userContactChanged, {
        source: 'identity',
        subject: ana,
        data: { userId: ana, emailAddress, firstName: 'Ana', language },
      }),
      occurredAt: new Date(occurredAt).toISOString(),
    });
    const newer = contactChanged('ana@mise.ca', 'fr-CA', Date.now() + 60_000);
    const older = contactChanged('ana@old.example.com', 'en-CA', Date.now() + 30_000);
    await app.infra.bus.publish([newer]);
    await app.infra.bus.publish([older]);
    await eventually(async () => {
      const handled = await app.infra.database.db
        .select({ eventId: processedEvents.eventId })
        .from(processedEvents)
        .where(eq(processedEvents.consumer, 'pantry.shoppers'));
      expect(handled.map((row) => row.eventId)).toEqual(
        expect.arrayContaining([newer.id, older.id]),
      );
    });
    await add(ana, 'kale', 200, '2026-11-27');

    await remind();
    const mail = await theMailTo('ana@mise.ca');
    expect(mail?.subject).toBe('Des aliments de votre garde-manger expirent bientôt');
    expect(mail?.text).toContain('Kale : 1 jour restant');
    expect(await mailsTo('ana@example.com')).toEqual([]);
    expect(await mailsTo('ana@old.example.com')).toEqual([]);
  });

  it('names each lot in one reminder when two runs go at once', async () => {
    await register(ana, 'ana@example.com', 'en-CA');
    await add(ana, 'kale', 200, '2026-11-27');
    await add(ana, 'rice', 500, '2026-11-28');
    const ctx = await pantryContext();
    const queued: ExpiryReminder[] = [];
    const queue = async (reminder: ExpiryReminder) => void queued.push(reminder);

    await Promise.all([remindOfExpiringLots(ctx, queue), remindOfExpiringLots(ctx, queue)]);

    const named = queued.flatMap((reminder) => reminder.lots.map((lot) => lot.ingredientId));
    expect(named.sort()).toEqual(['kale', 'rice']);
  });

  it('mails in French, and without recipes when the catalog cannot suggest any', async () => {
    recipes = 'down';
    await register(ana, 'ana@example.com', 'fr-CA');
    await add(ana, 'kale', 200, '2026-11-26');

    await remind();
    const mail = await theMailTo('ana@example.com');
    expect(mail?.text).toContain('Bonjour Ana,');
    expect(mail?.text).toContain('Kale : expire aujourd’hui');
    expect(mail?.text).not.toContain('/recipes/');
  });

  it('mails nobody who turned the reminders off', async () => {
    await register(ben, 'ben@example.com', 'en-CA');
    const off = await app.inject({
      method: 'PUT',
      url: '/api/users/pantry/reminders',
      headers: signedIn(ben),
      payload: { remindersOn: false },
    });
    expect(off.statusCode).toBe(200);
    await add(ben, 'kale', 200, '2026-11-27');
    // Ana, still on, shows when the run's mails are out.
    await register(ana, 'ana@example.com', 'en-CA');
    await add(ana, 'kale', 200, '2026-11-27');

    await remind();
    await eventually(async () => expect(await mailsTo('ana@example.com')).toHaveLength(1), 10_000);
    expect(await mailsTo('ben@example.com')).toEqual([]);
  });
});

describe('/api/users/pantry/reminders', () => {
  const reminders = (method: 'GET' | 'PUT', headers = {}, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url: '/api/users/pantry/reminders',
      headers,
      ...(payload && { payload }),
    });

  it('answers 401 to a guest', async () => {
    expect((await reminders('GET')).statusCode).toBe(401);
    expect((await reminders('PUT', {}, { remindersOn: false })).statusCode).toBe(401);
  });

  it('is on at first, and keeps what the shopper chose', async () => {
    expect((await reminders('GET', signedIn(ana))).json()).toEqual({ remindersOn: true });
    const off = await reminders('PUT', signedIn(ana), { remindersOn: false });
    expect(off.json()).toEqual({ remindersOn: false });
    expect((await reminders('GET', signedIn(ana))).json()).toEqual({ remindersOn: false });
    expect((await reminders('GET', signedIn(ben))).json()).toEqual({ remindersOn: true });
    await reminders('PUT', signedIn(ana), { remindersOn: true });
    expect((await reminders('GET', signedIn(ana))).json()).toEqual({ remindersOn: true });
  });

  it('answers 400 naming the field for a body that is not true or false', async () => {
    for (const payload of [{ remindersOn: 'no' }, {}]) {
      const answer = await reminders('PUT', signedIn(ana), payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual([expect.objectContaining({ field: 'remindersOn' })]);
    }
    const extra = await reminders('PUT', signedIn(ana), { remindersOn: false, other: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await reminders('GET', signedIn(ana))).json()).toEqual({ remindersOn: true });
  });
});
