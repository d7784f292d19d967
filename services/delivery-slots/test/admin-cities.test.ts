import { cityChanged, staffActionAudited } from '@mise/contracts';
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

  it('lists every city with whether it is served', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/delivery/cities',
      headers: bearer(app, 'staff'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().cities).toHaveLength(10);
    expect(answer.json().cities[0]).toMatchObject({ _id: 'calgary', active: true });
  });

  it('changes a city’s fee and capacity, and a restart keeps the change', async () => {
    const answer = await change('ottawa', { deliveryFeeCents: 250, slotCapacity: 12 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ _id: 'ottawa', deliveryFee: 250, slotCapacity: 12 });
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
    expect((await change('winnipeg', { active: false })).json()).toMatchObject({ active: false });
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
