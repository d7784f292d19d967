import { type RouteDoc, routeDoc } from '@mise/contracts/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocument } from './api-document.js';

const build = (routes: RouteDoc[], rateLimitedPaths: string[] = []) =>
  apiDocument(routes, { version: '1.2.3', rateLimitedPaths });

/** The parts of an operation object these tests read. */
interface Operation {
  parameters: { name: string; schema: unknown }[];
  responses: Record<string, unknown>;
  description?: string;
  security?: unknown;
}
const operationAt = (document: ReturnType<typeof build>, path: string, method: string) =>
  document.paths[path]?.[method] as Operation | undefined;

interface Category {
  name: string;
  children: Category[];
}
const category: z.ZodType<Category> = z.object({
  name: z.string(),
  get children() {
    return z.array(category);
  },
});

describe('apiDocument', () => {
  it("writes Fastify's path parameters as OpenAPI's, typed by the route's params", () => {
    const document = build([
      routeDoc({
        method: 'GET',
        path: '/api/orders/:orderId/lines/:line',
        summary: 'A line of an order',
        tag: 'orders',
        access: 'session',
        params: z.object({ orderId: z.uuid() }),
        answers: { 200: z.object({ sku: z.string() }) },
      }),
    ]);
    const operation = operationAt(document, '/api/orders/{orderId}/lines/{line}', 'get');
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ name: 'orderId', in: 'path', required: true }),
      { name: 'line', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(operation?.parameters[0]?.schema).toMatchObject({ type: 'string', format: 'uuid' });
  });

  it('writes the query and the headers a route reads as parameters of their place', () => {
    const document = build([
      routeDoc({
        method: 'POST',
        path: '/api/orders',
        summary: 'Place an order',
        tag: 'orders',
        access: 'session',
        query: z.object({ dryRun: z.boolean().optional() }),
        headers: z.object({ 'idempotency-key': z.string().regex(/^[a-z0-9]{8,}$/) }),
        answers: { 201: z.object({ id: z.string() }) },
      }),
    ]);
    const operation = operationAt(document, '/api/orders', 'post');
    expect(operation?.parameters).toEqual([
      { name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean' } },
      {
        name: 'idempotency-key',
        in: 'header',
        required: true,
        schema: { type: 'string', pattern: '^[a-z0-9]{8,}$' },
      },
    ]);
    expect(Object.keys(operation?.responses ?? {})).toContain('400');
  });

  it('answers 400 for routes with input, 401 and 403 by who may call, 429 where tries are counted', () => {
    const document = build(
      [
        routeDoc({
          method: 'POST',
          path: '/api/admin/codes',
          summary: 'Adds a code',
          tag: 'cart',
          access: { staff: 'promotions.write' },
          body: z.object({ code: z.string() }),
          answers: { 201: z.object({ code: z.string() }) },
          problems: [409],
        }),
        routeDoc({
          method: 'GET',
          path: '/api/healthz',
          summary: 'Alive',
          tag: 'gateway',
          access: 'public',
          answers: { 200: z.object({ status: z.literal('ok') }) },
        }),
      ],
      ['/api/admin/codes'],
    );
    const staffOnly = operationAt(document, '/api/admin/codes', 'post');
    expect(Object.keys(staffOnly?.responses ?? {})).toEqual([
      '201',
      '400',
      '401',
      '403',
      '409',
      '429',
      '4XX',
    ]);
    expect(staffOnly?.description).toBe(
      'Staff only: needs the permission `promotions.write` (roles: admin).',
    );
    expect(staffOnly?.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    const open = operationAt(document, '/api/healthz', 'get');
    expect(Object.keys(open?.responses ?? {})).toEqual(['200', '4XX']);
    expect(open).not.toHaveProperty('security');
  });

  it('moves a recursive shape to the components, where its references point', () => {
    const document = build([
      routeDoc({
        method: 'GET',
        path: '/api/categories',
        summary: 'The category tree',
        tag: 'catalog',
        access: 'public',
        answers: { 200: category },
      }),
    ]);
    const text = JSON.stringify(document);
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      ([, name]) => name as string,
    );
    expect(references.length).toBeGreaterThan(1);
    for (const name of references) expect(document.components.schemas).toHaveProperty(name);
    expect(text).not.toContain('#/$defs/');
  });

  it('writes a tuple of one type as a fixed-length array, and keeps a mixed one', () => {
    const document = build([
      routeDoc({
        method: 'GET',
        path: '/api/ranges',
        summary: 'Ranges',
        tag: 'catalog',
        access: 'public',
        answers: {
          200: z.object({
            range: z.tuple([z.number(), z.number()]),
            pair: z.tuple([z.string(), z.number()]),
          }),
        },
      }),
    ]);
    const content = operationAt(document, '/api/ranges', 'get')?.responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    const { range, pair } = content.content['application/json'].schema.properties;
    expect(range).toEqual({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 });
    expect(pair).toMatchObject({ prefixItems: [{ type: 'string' }, { type: 'number' }] });
  });

  it('refuses a route described twice', () => {
    const twice = routeDoc({
      method: 'GET',
      path: '/api/diets',
      summary: 'Diets',
      tag: 'catalog',
      access: 'public',
      answers: { 200: z.object({}) },
    });
    expect(() => build([twice, twice])).toThrow('GET /api/diets is described twice');
  });
});
