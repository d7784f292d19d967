import {
  adminCitiesAnswer,
  adminCityAnswer,
  cityChanged,
  staffActionAudited,
} from '@mise/contracts';
import { bearerFor } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedOnFirstStart } from '../src/store/seed.js';
import { bearer, recordedEvents, startDeliverySlotsFor, tomorrow } from './support/delivery-app.js';

let app: FastifyInstance;
startDeliverySlotsFor('once', (started) => {
  ({ app } = started);
});

const change = (id: string, payload: unknown, role: 'customer' | 'staff' = 'staff') =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/delivery/cities/${id}`,
    headers: bearer(app, role),
    payload: payload as object,
  });

const publicCity = async (id: string) =>
  (await app.inject({ method: 'GET', url: '/api/cities' }))
    .json()
    .cities.find((city: { _id: string }) => city._id === id);

describe('/api/admin/delivery/cities', () => {
  it('is for staff only', async () => {
    const url = '/api/admin/delivery/cities';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const customer = await app.inject({ method: 'GET', url, headers: bearer(app, 'customer') });
    expect(customer.statusCode).toBe(403);
    expect((await change('toronto', { deliveryFeeCents: 100 }, 'customer')).statusCode).toBe(403);
    expect((await publicCity('toronto')).deliveryFee).toBe(0);
  });

  const list = async (query = '') => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/admin/delivery/cities${query}`,
      headers: bearer(app, 'staff'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return adminCitiesAnswer.parse(answer.json());
  };

  it('lists every city with whether it is served, in the one list format', async () => {
    const all = await list('?order=ASC');
    expect(all.total).toBe(10);
    expect(all.data).toHaveLength(10);
    expect(all.data[0]).toMatchObject({ _id: 'calgary', active: true });
    // By name, last first unless asked otherwise.
    expect((await list()).data[0]).toMatchObject({ _id: 'winnipeg' });

    const page = await list('?sort=name&order=ASC&page=1&perPage=3');
    expect(page.total).toBe(10);
    expect(page.data.map((city) => city._id)).toEqual(all.data.slice(3, 6).map((city) => city._id));
  });

  it('finds cities by name, and by whether they are served', async () => {
    const found = await list('?q=TO&order=ASC');
    expect(found.data.map((city) => city._id)).toEqual(['edmonton', 'toronto']);
    expect(found.total).toBe(2);
    expect((await list('?q=qu%C3%A9bec')).data.map((city) => city._id)).toEqual(['quebec-city']);
    expect((await list('?q=50%25')).total).toBe(0);

    expect((await change('halifax', { active: false })).statusCode).toBe(200);
    const off = await list('?active=false');
    expect(off.data.map((city) => city._id)).toContain('halifax');
    expect(off.data.every((city) => !city.active)).toBe(true);
    const on = await list('?active=true&perPage=100');
    expect(on.total + off.total).toBe(10);
    expect(on.data.map((city) => city._id)).not.toContain('halifax');
    expect((await change('halifax', { active: true })).statusCode).toBe(200);
  });

  it('answers a page past the end, however far, with no cities', async () => {
    expect(await list('?page=5')).toEqual({ data: [], total: 10 });
    expect(await list(`?page=${Number.MAX_SAFE_INTEGER}&perPage=1000`)).toEqual({
      data: [],
      total: 10,
    });
  });

  it.each([
    ['?page=-1', 'page'],
    ['?page=100000000000000000000', 'page'],
    ['?perPage=0', 'perPage'],
    ['?perPage=5000', 'perPage'],
    ['?sort=deliveryFee', 'sort'],
    ['?order=UP', 'order'],
    ['?active=yes', 'active'],
    [`?q=${'a'.repeat(101)}`, 'q'],
  ])('refuses the list query %s, naming %s', async (query, field) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/admin/delivery/cities${query}`,
      headers: bearer(app, 'staff'),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toEqual([
      field,
    ]);
  });

  it('answers one city as { data }, and a 404 with a sentence for an unknown one', async () => {
    const one = await app.inject({
      method: 'GET',
      url: '/api/admin/delivery/cities/calgary',
      headers: bearer(app, 'staff'),
    });
    expect(one.statusCode).toBe(200);
    expect(adminCityAnswer.parse(one.json().data)).toMatchObject({
      _id: 'calgary',
      name: 'Calgary',
      active: true,
    });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/admin/delivery/cities/springfield',
      headers: bearer(app, 'staff'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No delivery city has the id springfield.');
  });

  it('changes a city’s fee and capacity, and a restart keeps the change', async () => {
    const answer = await change('ottawa', { deliveryFeeCents: 250, slotCapacity: 12 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: expect.any(Object) });
    expect(answer.json().data).toMatchObject({ _id: 'ottawa', deliveryFee: 250, slotCapacity: 12 });
    await seedOnFirstStart(app.infra.database.db);
    expect(await publicCity('ottawa')).toMatchObject({ deliveryFee: 250, slotCapacity: 12 });
    const audited = (await recordedEvents(app, staffActionAudited.type)).map((event) =>
      staffActionAudited.data.parse(event.data),
    );
    expect(audited.filter((entry) => entry.record.id === 'ottawa')).toEqual([
      expect.objectContaining({
        service: 'delivery-slots',
        action: 'cities.update',
        record: { type: 'city', id: 'ottawa' },
        actor: { id: 'staff-1', emailAddress: 'staff@mise.test', role: 'admin' },
        before: { deliveryFeeCents: expect.any(Number), slotCapacity: expect.any(Number) },
        after: { deliveryFeeCents: 250, slotCapacity: 12 },
        request: expect.objectContaining({
          method: 'PUT',
          path: '/api/admin/delivery/cities/ottawa',
        }),
      }),
    ]);
  });

  it('is refused to support staff (403): cities are for operations and admins', async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/cities/montreal',
      headers: bearerFor(app, 'support-1', {
        role: 'staff',
        staffRole: 'support',
        emailAddress: 'support@mise.test',
      }),
      payload: { deliveryFeeCents: 300 },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/delivery\.write/);
    expect((await publicCity('montreal')).deliveryFee).not.toBe(300);
  });

  it('names the field of a bad change and changes nothing', async () => {
    const answer = await change('vancouver', { deliveryFeeCents: 650, slotCapacity: 0, colour: 1 });
    expect(answer.statusCode).toBe(400);
    expect(
      answer
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['colour', 'deliveryFeeCents', 'slotCapacity']);
    expect(await publicCity('vancouver')).toMatchObject({ deliveryFee: 399, slotCapacity: 20 });
    const unknown = await change('springfield', { active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No delivery city has the id springfield.');
  });

  it('stops serving a city switched off', async () => {
    expect((await change('winnipeg', { active: false })).json().data).toMatchObject({
      active: false,
    });
    expect(await publicCity('winnipeg')).toBeUndefined();
    const day = await app.inject({
      method: 'GET',
      url: `/api/days/${tomorrow.timestamp}/winnipeg/Address%20delivery`,
    });
    expect(day.statusCode).toBe(404);
    expect(day.json().message).toBe('We do not deliver to winnipeg yet.');
  });

  it('announces a change with the city as it now stands, and a refused one not at all', async () => {
    const changesOf = async (cityId: string) =>
      (await recordedEvents(app, cityChanged.type)).filter((event) => event.subject === cityId);
    expect(await changesOf('edmonton')).toEqual([]);

    expect((await change('edmonton', { deliveryFeeCents: 650 })).statusCode).toBe(400);
    const same = await change('edmonton', {});
    expect(same.statusCode).toBe(200);
    expect((await change('edmonton', { active: same.json().data.active })).statusCode).toBe(200);
    expect((await change('edmonton', { active: false }, 'customer')).statusCode).toBe(403);
    expect(await changesOf('edmonton')).toEqual([]);

    expect((await change('edmonton', { deliveryFeeCents: 149, active: false })).statusCode).toBe(
      200,
    );
    const [announced, ...more] = await changesOf('edmonton');
    expect(more).toEqual([]);
    expect(announced).toMatchObject({
      type: cityChanged.type,
      version: 1,
      source: 'delivery-slots',
    });
    expect(cityChanged.data.parse(announced?.data)).toEqual({
      cityId: 'edmonton',
      name: 'Edmonton',
      province: 'AB',
      deliveryFeeCents: 149,
      active: false,
    });
  });
});
