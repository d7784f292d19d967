import { randomUUID } from 'node:crypto';
import {
  type OrderPaid,
  orderPaid,
  type PromotionAnswer,
  promotionAnswer,
  promotionsAnswer,
  type StaffRole,
  staffActionAudited,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { bearerFor, eventually } from '@mise/platform/testing';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { guestHeader, skilletCart, startCartShop } from './cart-shop.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startCartShop();
}, 30_000);
afterAll(async () => {
  await app.close();
});

const PATH = '/api/admin/promotions';
const MINUTE = 60 * 1_000;

const staff = (staffRole: StaffRole) =>
  bearerFor(app, `${staffRole}-1`, {
    role: 'staff',
    staffRole,
    emailAddress: `${staffRole}@mise.test`,
  });

/** A call to the staff API, as an admin unless other headers are given. */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = staff('admin'),
) =>
  app.inject({
    method,
    url: `${PATH}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let codes = 0;
/** A code of the test's own, short enough for the 40 characters a code may have. */
const newCode = (prefix: string) => {
  codes += 1;
  return `${prefix}-${codes}-${Date.now().toString(36)}`.toUpperCase();
};

async function create(body: object): Promise<PromotionAnswer> {
  const answer = await call('POST', '', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return promotionAnswer.parse(answer.json().data);
}

async function read(code: string): Promise<PromotionAnswer> {
  const answer = await call('GET', `/${encodeURIComponent(code)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return promotionAnswer.parse(answer.json().data);
}

async function list(query: string) {
  const answer = await call('GET', `?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return promotionsAnswer.parse(answer.json());
}

/** The audit entries of a code, oldest first, as cart-pricing wrote them to its outbox. */
async function auditOf(code: string) {
  const rows = await app.infra.database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(and(eq(outbox.type, staffActionAudited.type), eq(outbox.subject, `promotion:${code}`)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => staffActionAudited.data.parse(row.envelope.data));
}

const byAdmin = {
  service: 'cart-pricing',
  actor: { id: 'admin-1', emailAddress: 'admin@mise.test', role: 'admin' },
  onBehalfOf: null,
};

/** A guest with the skillet cart, trying a code at the cart (POST /api/cart/check-promo). */
async function guestTries(code: string) {
  const headers = guestHeader(randomUUID());
  const saved = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: skilletCart(1),
  });
  expect(saved.statusCode).toBe(200);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/cart/check-promo',
    headers,
    payload: { promoCode: code },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** orders-payments announcing a shopper's order paid with this code. */
function paidWith(promoCode: string) {
  const userId = randomUUID();
  const data: OrderPaid = {
    orderId: randomUUID(),
    number: 'M-2001',
    userId,
    emailAddress: `${userId}@example.com`,
    firstName: 'Ana',
    language: 'en-CA',
    cityId: 'ottawa',
    slotStart: '2026-06-02T13:00:00.000Z',
    slotEnd: '2026-06-02T15:00:00.000Z',
    timeZone: 'America/Toronto',
    slotLabel: 'Tuesday, June 2, 9:00 AM - 11:00 AM',
    totalCents: 4321,
    currency: 'CAD',
    promoCode,
    cartVersion: 1,
    deliveryAddress: {
      lineOne: '1 Main St',
      lineTwo: '',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
    },
    recipes: [{ name: 'Chicken kale skillet', servings: 4 }],
    extraProducts: [],
  };
  return newEvent(orderPaid, { source: 'orders-payments', subject: userId, data });
}

describe('POST /api/admin/promotions', () => {
  it('adds a percent code with every field, upper-cased, audited once', async () => {
    const code = newCode('spring');
    const startsAt = new Date(Date.now() - MINUTE).toISOString();
    const endsAt = new Date(Date.now() + 30 * 24 * 60 * MINUTE).toISOString();
    const fields = {
      percentOff: 15,
      amountOffCents: null,
      minSubtotalCents: 500,
      firstOrderOnly: true,
      startsAt,
      endsAt,
      maxRedemptions: 100,
      maxPerCustomer: 1,
      influencerId: 'chef-ana',
    };
    const created = await create({ code: ` ${code.toLowerCase()} `, ...fields });
    expect(created).toMatchObject({
      _id: code,
      code,
      ...fields,
      redemptions: 0,
      status: 'active',
    });
    expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.now() - MINUTE);
    expect(await read(code.toLowerCase())).toEqual(created);

    expect(await auditOf(code)).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'promotions.create',
        record: { type: 'promotion', id: code },
        before: null,
        after: { code, ...fields },
      }),
    ]);
    // A guest's first cart holds a first order: the code applies.
    const tried = await guestTries(code);
    expect(tried).toMatchObject({ applied: true });
    expect(tried.cart.cost.promoDiscount).toBe(Math.round(tried.cart.cost.subTotal * 0.15));
  });

  it('adds a fixed-amount code, the other fields taking their defaults', async () => {
    const code = newCode('five');
    const created = await create({ code, amountOffCents: 500 });
    expect(created).toEqual({
      _id: code,
      code,
      percentOff: null,
      amountOffCents: 500,
      minSubtotalCents: 0,
      firstOrderOnly: false,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      maxPerCustomer: null,
      influencerId: null,
      redemptions: 0,
      status: 'active',
      createdAt: created.createdAt,
    });
    const tried = await guestTries(code);
    expect(tried).toMatchObject({ applied: true });
    expect(tried.cart.cost.promoDiscount).toBe(500);
  });

  it('adds a code for later, which no cart applies before its start', async () => {
    const code = newCode('later');
    const startsAt = new Date(Date.now() + 24 * 60 * MINUTE).toISOString();
    expect(await create({ code, percentOff: 20, startsAt })).toMatchObject({
      startsAt,
      status: 'scheduled',
    });
    expect(await guestTries(code)).toMatchObject({
      applied: false,
      error: 'Coupon code incorrect',
    });
  });

  it('refuses a code that exists, in any case, with a 409 that changes nothing', async () => {
    const code = newCode('twice');
    const first = await create({ code, percentOff: 10 });
    const again = await call('POST', '', { code: code.toLowerCase(), amountOffCents: 900 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The promo code ${code} exists already.`);
    expect(await read(code)).toEqual(first);
    expect(await auditOf(code)).toHaveLength(1);
  });
});

describe('bad input', () => {
  const code = 'RULES-CHECK';
  const valid = { code, percentOff: 10 };
  const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

  it.each([
    ['a code shorter than 3 characters', { ...valid, code: 'AB' }, 'code'],
    ['a code longer than 40 characters', { ...valid, code: 'A'.repeat(41) }, 'code'],
    ['a code with a space', { ...valid, code: 'NO SPACE' }, 'code'],
    ['a code with other signs', { ...valid, code: 'TEN%OFF' }, 'code'],
    ['no code', { percentOff: 10 }, 'code'],
    ['no discount', { code }, 'percentOff'],
    ['both discounts', { ...valid, amountOffCents: 500 }, 'amountOffCents'],
    ['a percent of 0', { code, percentOff: 0 }, 'percentOff'],
    ['a percent above 100', { code, percentOff: 101 }, 'percentOff'],
    ['a percent with decimals', { code, percentOff: 12.5 }, 'percentOff'],
    ['a percent as text', { code, percentOff: '10' }, 'percentOff'],
    ['an amount of 0', { code, amountOffCents: 0 }, 'amountOffCents'],
    ['an amount too large to store', { code, amountOffCents: 2 ** 31 }, 'amountOffCents'],
    ['a negative minimum', { ...valid, minSubtotalCents: -1 }, 'minSubtotalCents'],
    ['first-order-only as text', { ...valid, firstOrderOnly: 'yes' }, 'firstOrderOnly'],
    ['a start that is no date', { ...valid, startsAt: 'tomorrow' }, 'startsAt'],
    ['an end that is only a day', { ...valid, endsAt: '2026-07-01' }, 'endsAt'],
    ['an end before the start', { ...valid, startsAt: at(60), endsAt: at(30) }, 'endsAt'],
    ['an end at the start', { ...valid, startsAt: at(60), endsAt: at(60) }, 'endsAt'],
    ['a limit of 0 uses', { ...valid, maxRedemptions: 0 }, 'maxRedemptions'],
    ['a limit per customer of 0', { ...valid, maxPerCustomer: 0 }, 'maxPerCustomer'],
    ['an empty influencer', { ...valid, influencerId: '  ' }, 'influencerId'],
    ['a field it does not know', { ...valid, active: false }, 'active'],
    ['a body that is a list', [valid], 'body'],
  ])('refuses %s, naming the field, and adds nothing', async (_, body, field) => {
    const answer = await call('POST', '', body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
    expect((await call('GET', `/${code}`)).statusCode).toBe(404);
  });

  it('refuses a change that breaks a rule, naming the field, and changes nothing', async () => {
    const changed = newCode('change-rules');
    const startsAt = at(60);
    const before = await create({ code: changed, percentOff: 10, startsAt });
    const refusals: [object, string][] = [
      [{ code: 'OTHER' }, 'code'],
      [{ percentOff: 10, amountOffCents: 100 }, 'amountOffCents'],
      [{ percentOff: null }, 'percentOff'],
      [{ percentOff: 0 }, 'percentOff'],
      [{ endsAt: at(30) }, 'endsAt'],
      [{ maxPerCustomer: -2 }, 'maxPerCustomer'],
      [{ redemptions: 3 }, 'redemptions'],
    ];
    for (const [body, field] of refusals) {
      const answer = await call('PUT', `/${changed}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    expect(await read(changed)).toEqual(before);
    expect(await auditOf(changed)).toHaveLength(1);
  });

  it('refuses a bad list query or id, naming it', async () => {
    const fieldsOf = async (url: string) => {
      const answer = await call('GET', url);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().fields.map((f: { field: string }) => f.field);
    };
    expect(await fieldsOf('?status=expired')).toEqual(['status']);
    expect(await fieldsOf('?sort=percentOff')).toEqual(['sort']);
    expect(await fieldsOf('?page=-1&perPage=0')).toEqual(['page', 'perPage']);
    expect(await fieldsOf('?q=')).toEqual(['q']);
    expect(await fieldsOf('/NO%20SUCH')).toEqual(['id']);
    expect((await call('GET', '/NO-SUCH-CODE')).statusCode).toBe(404);
    expect((await call('PUT', '/NO-SUCH-CODE', { percentOff: 5 })).statusCode).toBe(404);
    expect((await call('POST', '/NO-SUCH-CODE/end')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/promotions/:id', () => {
  it('changes the fields given, keeps the others, and audits what changed', async () => {
    const code = newCode('edit');
    const created = await create({ code, percentOff: 10, influencerId: 'chef-bo' });
    const answer = await call('PUT', `/${code.toLowerCase()}`, {
      amountOffCents: 300,
      maxRedemptions: 5,
      minSubtotalCents: 1000,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const changed = promotionAnswer.parse(answer.json().data);
    expect(changed).toEqual({
      ...created,
      percentOff: null,
      amountOffCents: 300,
      maxRedemptions: 5,
      minSubtotalCents: 1000,
    });
    expect(await read(code)).toEqual(changed);
    expect((await guestTries(code)).cart.cost.promoDiscount).toBe(300);

    const [, update] = await auditOf(code);
    expect(update).toMatchObject({
      ...byAdmin,
      action: 'promotions.update',
      record: { type: 'promotion', id: code },
      before: { percentOff: 10, amountOffCents: null, maxRedemptions: null, minSubtotalCents: 0 },
      after: { percentOff: null, amountOffCents: 300, maxRedemptions: 5, minSubtotalCents: 1000 },
    });
  });

  it('writes nothing for a change that changes nothing', async () => {
    const code = newCode('same');
    const startsAt = '2026-01-01T05:00:00.000Z';
    const created = await create({ code, percentOff: 10, startsAt });
    const answer = await call('PUT', `/${code}`, {
      percentOff: 10,
      startsAt: '2026-01-01T00:00:00-05:00',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual(created);
    expect(await auditOf(code)).toHaveLength(1);
  });
});

describe('POST /api/admin/promotions/:id/end', () => {
  it('ends a code now: no cart applies it any more, and it is audited once', async () => {
    const code = newCode('end');
    await create({ code, percentOff: 10 });
    expect(await guestTries(code)).toMatchObject({ applied: true });

    const before = Date.now();
    const answer = await call('POST', `/${code}/end`);
    expect(answer.statusCode, answer.body).toBe(200);
    const ended = promotionAnswer.parse(answer.json().data);
    expect(ended.status).toBe('ended');
    const endsAt = Date.parse(ended.endsAt ?? '');
    expect(endsAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now());

    expect(await guestTries(code)).toMatchObject({
      applied: false,
      error: 'Coupon code incorrect',
    });
    // Ending it again changes nothing.
    const again = await call('POST', `/${code}/end`);
    expect(again.json().data).toEqual(answer.json().data);

    const [, end, ...more] = await auditOf(code);
    expect(more).toEqual([]);
    expect(end).toMatchObject({
      ...byAdmin,
      action: 'promotions.end',
      record: { type: 'promotion', id: code },
      before: { endsAt: null },
      after: { endsAt: ended.endsAt },
    });
  });

  it('ends a code planned for later too', async () => {
    const code = newCode('end-later');
    await create({ code, percentOff: 10, startsAt: new Date(Date.now() + MINUTE).toISOString() });
    const answer = await call('POST', `/${code}/end`);
    expect(answer.json().data.status).toBe('ended');
  });
});

describe('GET /api/admin/promotions', () => {
  it('finds codes by code or influencer and status, counting their paid orders', async () => {
    const tag = newCode('list');
    const influencer = `chef-${tag.toLowerCase()}`;
    const a = await create({ code: `${tag}-A`, percentOff: 10 });
    const b = await create({ code: `${tag}-B`, amountOffCents: 200, influencerId: influencer });
    const c = await create({ code: `${tag}-C`, percentOff: 5 });
    const ended = await call('POST', `/${c.code}/end`);
    expect(ended.statusCode).toBe(200);

    await app.infra.bus.publish([paidWith(b.code), paidWith(b.code), paidWith(a.code)]);
    await eventually(async () => expect((await read(b.code)).redemptions).toBe(2));
    await eventually(async () => expect((await read(a.code)).redemptions).toBe(1));

    const byCode = await list(`q=${tag.toLowerCase()}&sort=code&order=ASC`);
    expect(byCode.total).toBe(3);
    expect(byCode.data.map((p) => p.code)).toEqual([a.code, b.code, c.code]);

    const byUses = await list(`q=${tag}&sort=redemptions&order=DESC&perPage=2`);
    expect(byUses.total).toBe(3);
    expect(byUses.data.map((p) => [p.code, p.redemptions])).toEqual([
      [b.code, 2],
      [a.code, 1],
    ]);
    const secondPage = await list(`q=${tag}&sort=redemptions&order=DESC&perPage=2&page=1`);
    expect(secondPage.data.map((p) => p.code)).toEqual([c.code]);

    expect((await list(`q=${influencer}`)).data.map((p) => p.code)).toEqual([b.code]);
    expect((await list(`q=${tag}&status=ended`)).data.map((p) => p.code)).toEqual([c.code]);
    expect((await list(`q=${tag}&status=scheduled`)).total).toBe(0);
    const active = await list(`q=${tag}&status=active&sort=code&order=ASC`);
    expect(active.data.map((p) => p.code)).toEqual([a.code, b.code]);
  });

  it('lists the shop’s seeded codes, newest first by default', async () => {
    const { data, total } = await list('perPage=200');
    expect(total).toBe(data.length);
    expect(data.map((p) => p.code)).toEqual(expect.arrayContaining(['10OFF', 'GREEN15', 'FIT10']));
    const created = data.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));
  });
});

describe('who may', () => {
  it('lets every staff member read, and only admins write', async () => {
    const code = newCode('roles');
    const created = await create({ code, percentOff: 10 });
    for (const role of ['support', 'operations'] as const) {
      const headers = staff(role);
      expect((await call('GET', '', undefined, headers)).statusCode).toBe(200);
      expect((await call('GET', `/${code}`, undefined, headers)).statusCode).toBe(200);
      const writes = [
        await call('POST', '', { code: newCode(role), percentOff: 10 }, headers),
        await call('PUT', `/${code}`, { percentOff: 50 }, headers),
        await call('POST', `/${code}/end`, undefined, headers),
      ];
      expect(writes.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
      expect(writes[0]?.json().message).toBe(
        `Your role (${role}) may not do this: it needs the promotions.write permission.`,
      );
    }
    const shopper = bearerFor(app, randomUUID());
    expect((await call('GET', '', undefined, shopper)).statusCode).toBe(403);
    expect((await call('PUT', `/${code}`, { percentOff: 50 }, shopper)).statusCode).toBe(403);
    expect((await call('GET', '', undefined, {})).statusCode).toBe(401);

    expect(await read(code)).toEqual(created);
    expect(await auditOf(code)).toHaveLength(1);
    const refusedCodes = await list('q=ROLES');
    expect(refusedCodes.data.map((p) => p.code)).toEqual([code]);
  });
});
