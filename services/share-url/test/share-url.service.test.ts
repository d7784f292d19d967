import type { EventEnvelope } from '@mise/contracts';
import { buildTestServer, eventually } from '@mise/platform/testing';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shareUrlService } from '../src/plugin.js';
import { outbox, shareLinks } from '../src/store/schema.js';

const shop = 'https://mise.ca';
let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestServer([shareUrlService], { PUBLIC_ORIGINS: shop });
});
afterEach(async () => {
  await app.close();
});

const create = (body: unknown) =>
  app.inject({ method: 'POST', url: '/api/share-url/', payload: body as object });

async function storedRows() {
  const { db } = app.infra.database;
  const [links] = await db.select({ n: count() }).from(shareLinks);
  const [events] = await db.select({ n: count() }).from(outbox);
  return { links: links?.n, events: events?.n };
}

describe('a share link', () => {
  const longUrl = `${shop}/recipes?addRecipes=r1,m1,4`;

  it('is created on the base url, resolved, and followed', async () => {
    const created = await create({ baseUrl: shop, longUrl });
    expect(created.statusCode).toBe(201);
    const { shortUrl } = created.json();
    expect(shortUrl).toMatch(/^https:\/\/mise\.ca\/s\/[0-9A-Za-z]{10}$/);
    const id = new URL(shortUrl).pathname.split('/').pop();

    const resolved = await app.inject({ method: 'GET', url: `/api/share-url/${id}` });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ longUrl });

    const followed = await app.inject({ method: 'GET', url: `/s/${id}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(longUrl);
  });

  it('is the same for the same long url, stored once', async () => {
    const first = (await create({ baseUrl: shop, longUrl })).json().shortUrl;
    const again = await create({ baseUrl: shop, longUrl });
    expect(again.statusCode).toBe(200);
    expect(again.json().shortUrl).toBe(first);
    expect(await storedRows()).toEqual({ links: 1, events: 1 });
  });

  it('is stored once when the same url is shared many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create({ baseUrl: shop, longUrl })),
    );
    expect(new Set(answers.map((a) => a.json().shortUrl)).size).toBe(1);
    expect(await storedRows()).toEqual({ links: 1, events: 1 });
  });

  it('differs for different long urls', async () => {
    const a = (await create({ baseUrl: shop, longUrl: `${shop}/recipes/1` })).json().shortUrl;
    const b = (await create({ baseUrl: shop, longUrl: `${shop}/recipes/2` })).json().shortUrl;
    expect(a).not.toBe(b);
  });

  it('announces itself with a share-url.created event through the outbox', async () => {
    const received: EventEnvelope[] = [];
    await app.infra.bus.subscribe({
      consumer: 'share-url-test',
      types: ['share-url.created'],
      handle: async (event) => {
        received.push(event);
      },
    });
    const { shortUrl } = (await create({ baseUrl: shop, longUrl })).json();
    const id = new URL(shortUrl).pathname.split('/').pop();

    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      type: 'share-url.created',
      version: 1,
      source: 'share-url',
      subject: id,
      data: { id, longUrl, shortUrl },
    });
    await eventually(async () => {
      const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
      expect(readiness.json().checks['outbox:share-url']).toEqual({ ok: true, backlog: 0 });
    });
  });
});

describe('bad input is refused with a problem, and nothing is stored', () => {
  const expectProblem = async (
    answer: Awaited<ReturnType<typeof create>>,
    status: number,
    fields?: Array<[string, string]>,
  ) => {
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = answer.json();
    expect(problem.status).toBe(status);
    expect(typeof problem.message).toBe('string');
    expect(problem.message.length).toBeGreaterThan(10);
    if (fields)
      expect(problem.fields.map((f: { field: string; rule: string }) => [f.field, f.rule])).toEqual(
        fields,
      );
    expect(await storedRows()).toEqual({ links: 0, events: 0 });
    return problem;
  };

  it('malformed JSON', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/share-url/',
      headers: { 'content-type': 'application/json' },
      payload: '{"baseUrl": "https://mise.ca",',
    });
    const problem = await expectProblem(answer, 400);
    expect(problem.message).toBe('The request body is not valid JSON.');
  });

  it('missing fields', async () => {
    const problem = await expectProblem(await create({}), 400, [
      ['baseUrl', 'invalid_type'],
      ['longUrl', 'invalid_type'],
    ]);
    expect(problem.fields[0].message).toBe('baseUrl is required');
  });

  it('wrong-typed fields', async () => {
    const problem = await expectProblem(await create({ baseUrl: 42, longUrl: ['x'] }), 400, [
      ['baseUrl', 'invalid_type'],
      ['longUrl', 'invalid_type'],
    ]);
    expect(problem.fields[0].message).toBe('baseUrl must be a string');
  });

  it('a url that is not an absolute http url', async () => {
    await expectProblem(await create({ baseUrl: shop, longUrl: 'javascript:alert(1)' }), 400, [
      ['longUrl', 'custom'],
    ]);
  });

  it('a url on a foreign origin', async () => {
    const problem = await expectProblem(
      await create({ baseUrl: shop, longUrl: 'https://evil.example/phish' }),
      400,
      [['longUrl', 'shop-origin']],
    );
    expect(problem.message).toBe('Only links to pages of this shop can be shared.');
  });

  it('an unknown id', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/share-url/AAAAAAAAAA' });
    const problem = await expectProblem(answer, 404);
    expect(problem.message).toBe('No share link has the id AAAAAAAAAA.');
  });

  it('a malformed id', async () => {
    await expectProblem(await app.inject({ method: 'GET', url: '/api/share-url/../../etc' }), 404);
    await expectProblem(await app.inject({ method: 'GET', url: '/api/share-url/short' }), 400, [
      ['id', 'invalid_format'],
    ]);
  });

  it('a dead short link lands on the home page', async () => {
    const followed = await app.inject({ method: 'GET', url: '/s/AAAAAAAAAA' });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/');
  });
});
