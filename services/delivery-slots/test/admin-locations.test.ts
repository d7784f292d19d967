import {
  type AdminLocationAnswer,
  adminLocationAnswer,
  adminLocationsAnswer,
  type StaffRole,
  staffActionAudited,
} from '@mise/contracts';
import { bearerFor } from '@mise/platform/testing';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { bearer, startDeliverySlotsFor } from './support/delivery-app.js';

let app: FastifyInstance;
startDeliverySlotsFor('once', (started) => {
  ({ app } = started);
});

const PATH = '/api/admin/delivery/locations';

const staff = (staffRole: StaffRole) =>
  bearerFor(app, `${staffRole}-1`, {
    role: 'staff',
    staffRole,
    emailAddress: `${staffRole}@mise.test`,
  });

/** A call to the staff API, as an operations member unless other headers are given. */
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = staff('operations'),
) =>
  app.inject({
    method,
    url: `${PATH}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(body: object): Promise<AdminLocationAnswer> {
  const answer = await call('POST', '', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return adminLocationAnswer.parse(answer.json().data);
}

async function read(id: string): Promise<AdminLocationAnswer> {
  const answer = await call('GET', `/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return adminLocationAnswer.parse(answer.json().data);
}

async function list(query = '') {
  const answer = await call('GET', query);
  expect(answer.statusCode, answer.body).toBe(200);
  return adminLocationsAnswer.parse(answer.json());
}

/** The pickup locations shoppers are offered. */
async function shoppersSee(): Promise<string[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/locations' });
  return answer.json().locations.map((location: { _id: string }) => location._id);
}

/** The audit entries of a location, oldest first, as delivery-slots wrote them to its outbox. */
async function auditOf(id: string) {
  const rows = await app.infra.database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(
      and(eq(outbox.type, staffActionAudited.type), eq(outbox.subject, `pickup-location:${id}`)),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => staffActionAudited.data.parse(row.envelope.data));
}

const byOperations = {
  service: 'delivery-slots',
  actor: { id: 'operations-1', emailAddress: 'operations@mise.test', role: 'operations' },
  onBehalfOf: null,
};

const distillery = {
  name: 'Mise Distillery',
  cityId: 'toronto',
  lineOne: '55 Mill St',
  postalCode: 'm5a 3c4',
  hours: 'Mon-Sun 10:00-20:00',
};

describe('GET /api/admin/delivery/locations', () => {
  it('lists every location, open or not, with its city, in the one list format', async () => {
    const all = await list('?order=ASC');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data.find((location) => location._id === 'toronto-king-west')).toEqual({
      _id: 'toronto-king-west',
      name: 'Mise King West',
      cityId: 'toronto',
      cityName: 'Toronto',
      lineOne: '620 King St W',
      postalCode: 'M5V 1M6',
      hours: 'Mon-Sat 9:00-21:00',
      active: true,
    });
    const names = all.data.map((location) => location.name);
    expect(names).toEqual([...names].sort());
    const page = await list('?order=ASC&perPage=1&page=1');
    expect(page.data.map((location) => location._id)).toEqual([all.data[1]?._id]);
    expect(page.total).toBe(all.total);
  });

  it('filters by text, city and whether it is open', async () => {
    expect((await list('?q=kitsi')).data.map((l) => l._id)).toEqual(['vancouver-kitsilano']);
    expect((await list('?q=laurent')).data.map((l) => l._id)).toEqual(['montreal-plateau']);
    const montreal = await list('?cityId=montreal');
    expect(montreal.data.every((location) => location.cityId === 'montreal')).toBe(true);
    expect(montreal.total).toBeGreaterThanOrEqual(1);
    const off = await list('?active=false');
    expect(off.data.every((location) => !location.active)).toBe(true);
  });

  it.each([
    ['?sort=hours', 'sort'],
    ['?order=down', 'order'],
    ['?active=1', 'active'],
    ['?perPage=1001', 'perPage'],
    ['?cityId=', 'cityId'],
  ])('refuses the query %s, naming %s', async (query, field) => {
    const answer = await call('GET', query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toEqual([
      field,
    ]);
  });

  it('answers a 404 with a sentence for an unknown location', async () => {
    const answer = await call('GET', '/nowhere');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No pickup location has the id nowhere.');
  });
});

describe('POST /api/admin/delivery/locations', () => {
  it('adds a location shoppers can choose, its id made of city and name, audited once', async () => {
    const created = await create(distillery);
    expect(created).toEqual({
      _id: 'toronto-mise-distillery',
      ...distillery,
      postalCode: 'M5A 3C4',
      cityName: 'Toronto',
      active: true,
    });
    expect(await read('toronto-mise-distillery')).toEqual(created);
    expect(await shoppersSee()).toContain('toronto-mise-distillery');
    expect(await auditOf('toronto-mise-distillery')).toEqual([
      expect.objectContaining({
        ...byOperations,
        action: 'locations.create',
        record: { type: 'pickup-location', id: 'toronto-mise-distillery' },
        before: null,
        after: { ...distillery, postalCode: 'M5A 3C4', active: true },
        request: expect.objectContaining({ method: 'POST', path: PATH }),
      }),
    ]);
  });

  it('refuses a second location of the same name in the city with a 409, writing nothing', async () => {
    const again = await call('POST', '', { ...distillery, name: 'Mise  Distillery!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/exists already/);
    expect(await auditOf('toronto-mise-distillery')).toHaveLength(1);
  });

  it.each([
    ['no name', { ...distillery, name: undefined }, 'name'],
    ['an empty name', { ...distillery, name: '  ' }, 'name'],
    ['a name too long', { ...distillery, name: 'x'.repeat(101) }, 'name'],
    ['no city', { ...distillery, cityId: undefined }, 'cityId'],
    ['an unknown city', { ...distillery, cityId: 'springfield' }, 'cityId'],
    ['a US zip code', { ...distillery, postalCode: '90210' }, 'postalCode'],
    ['no street', { ...distillery, lineOne: '' }, 'lineOne'],
    ['hours as a number', { ...distillery, hours: 9 }, 'hours'],
    ['active as text', { ...distillery, active: 'yes' }, 'active'],
    ['an unknown field', { ...distillery, colour: 'red' }, 'colour'],
  ])('refuses %s, naming %s, and adds nothing', async (_, body, field) => {
    const before = (await list()).total;
    const answer = await call('POST', '', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toEqual([
      field,
    ]);
    expect((await list()).total).toBe(before);
  });

  it('refuses a body that is not an object, naming it', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...staff('admin'), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/body/);
  });
});

describe('PUT /api/admin/delivery/locations/:id', () => {
  it('changes the fields given, keeping the others, audited with before and after', async () => {
    const created = await create({ ...distillery, name: 'Mise Leslieville' });
    const answer = await call('PUT', `/${created._id}`, {
      hours: 'Mon-Fri 12:00-19:00',
      lineOne: '1000 Queen St E',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      ...created,
      hours: 'Mon-Fri 12:00-19:00',
      lineOne: '1000 Queen St E',
    });
    const [, changed, ...more] = await auditOf(created._id);
    expect(more).toEqual([]);
    expect(changed).toMatchObject({
      ...byOperations,
      action: 'locations.update',
      record: { type: 'pickup-location', id: created._id },
      before: { hours: distillery.hours, lineOne: distillery.lineOne },
      after: { hours: 'Mon-Fri 12:00-19:00', lineOne: '1000 Queen St E' },
    });

    // The same values again change nothing, and write no audit entry.
    const same = await call('PUT', `/${created._id}`, { hours: 'Mon-Fri 12:00-19:00' });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(created._id)).toHaveLength(2);
  });

  it('switches a location off: shoppers no longer see it, staff still do, and it can come back', async () => {
    const created = await create({ ...distillery, name: 'Mise Junction' });
    const off = await call('PUT', `/${created._id}`, { active: false });
    expect(off.json().data).toMatchObject({ active: false });
    expect(await shoppersSee()).not.toContain(created._id);
    expect((await list('?active=false')).data.map((l) => l._id)).toContain(created._id);
    expect((await auditOf(created._id)).at(-1)).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    await call('PUT', `/${created._id}`, { active: true });
    expect(await shoppersSee()).toContain(created._id);
  });

  it('moves a location to another city, and refuses an unknown one naming cityId', async () => {
    const created = await create({ ...distillery, name: 'Mise Moving' });
    const unknown = await call('PUT', `/${created._id}`, { cityId: 'springfield' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.map((f: { field: string }) => f.field)).toEqual(['cityId']);
    const moved = await call('PUT', `/${created._id}`, {
      cityId: 'mississauga',
      postalCode: 'L5B 1M2',
    });
    expect(moved.json().data).toMatchObject({ cityId: 'mississauga', cityName: 'Mississauga' });
    // Its id stays: orders may name it.
    expect(moved.json().data._id).toBe(created._id);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ postalCode: 'nope' }, 'postalCode'],
    [{ active: null }, 'active'],
    [{ id: 'other' }, 'id'],
  ])('refuses the change %o, naming %s, and changes nothing', async (body, field) => {
    const answer = await call('PUT', '/montreal-plateau', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toEqual([
      field,
    ]);
    expect(await read('montreal-plateau')).toMatchObject({ name: 'Mise Plateau', active: true });
  });

  it('answers a 404 with a sentence for an unknown location', async () => {
    const answer = await call('PUT', '/nowhere', { active: false });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No pickup location has the id nowhere.');
  });
});

describe('who may', () => {
  it('refuses writes to support staff (403) and changes nothing', async () => {
    const created = await call(
      'POST',
      '',
      { ...distillery, name: 'Mise Support' },
      staff('support'),
    );
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toMatch(/delivery\.write/);
    expect((await call('GET', '/toronto-mise-support')).statusCode).toBe(404);

    const changed = await call('PUT', '/vancouver-kitsilano', { active: false }, staff('support'));
    expect(changed.statusCode).toBe(403);
    expect(await read('vancouver-kitsilano')).toMatchObject({ active: true });
    expect(await auditOf('vancouver-kitsilano')).toEqual([]);
  });

  it('lets support read, admins write, and refuses shoppers and the signed out', async () => {
    expect((await call('GET', '', undefined, staff('support'))).statusCode).toBe(200);
    const byAdmin = await call('POST', '', { ...distillery, name: 'Mise Admin' }, staff('admin'));
    expect(byAdmin.statusCode).toBe(201);
    expect((await call('GET', '', undefined, bearer(app, 'customer'))).statusCode).toBe(403);
    expect((await call('GET', '', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '', distillery, {})).statusCode).toBe(401);
  });

  it('has no delete: a location is switched off instead', async () => {
    const answer = await call('DELETE', '/toronto-king-west');
    expect(answer.statusCode).toBe(404);
    expect(await read('toronto-king-west')).toMatchObject({ active: true });
  });
});
