import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './support/registered-routes.js';
import { openTestGateway } from './support/test-gateway.js';

// Issue 19: the published API covers every public and staff route, and is valid OpenAPI 3.1.
// The routes come from the app's own router, so a route added without its description fails here.

/**
 * Registered routes that are not the published API, each for its reason:
 * - `*`: the shop's and the console's pages and files (the web apps' fallback), not API;
 * - /api/internal/*: what one service asks of another, refused to any caller but a service.
 */
const unpublished = (path: string) => path === '*' || path.startsWith('/api/internal/');

/** Fastify registers a prefix's root route with and without its slash: one route to a client. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** `/api/orders/:orderId` as OpenAPI writes it, `/api/orders/{orderId}`. */
const asOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

type ApiDocument = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** The routes `app` registers that `document` leaves out, and those it describes that `app` lacks. */
function compareRoutes(app: FastifyInstance, document: ApiDocument) {
  const registered = new Set(
    registeredRoutes(app)
      .filter((route) => !unpublished(route.path))
      .map(({ method, path }) => `${method} ${asOpenApiPath(withoutTrailingSlash(path))}`),
  );
  const described = new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
  return {
    registered: registered.size,
    undescribed: [...registered].filter((route) => !described.has(route)).sort(),
    unregistered: [...described].filter((route) => !registered.has(route)).sort(),
  };
}

let app: FastifyInstance;
let closeGateway: (() => Promise<void>) | undefined;
let document: ApiDocument;

beforeAll(async () => {
  ({ app, close: closeGateway } = await openTestGateway());
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(async () => {
  await closeGateway?.();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every registered route, and only registered routes', () => {
    const { registered, undescribed, unregistered } = compareRoutes(app, document);
    // A router printout this parser no longer reads would find nothing to compare.
    expect(registered).toBeGreaterThan(100);
    expect(undescribed).toEqual([]);
    expect(unregistered).toEqual([]);
  });

  it('answers every refusal with the problem+json schema, and says who may call', () => {
    const operations = Object.values(document.paths).flatMap((byMethod) =>
      Object.values(byMethod),
    ) as {
      security?: unknown[];
      description?: string;
      responses: Record<string, { content?: Record<string, unknown> }>;
    }[];
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('4')) {
          expect(Object.keys(response.content ?? {})).toEqual(['application/problem+json']);
        }
      }
    }
    const staffOnly = document.paths['/api/admin/products/{id}/price']?.put as {
      description: string;
      security: unknown[];
    };
    expect(staffOnly.description).toContain('`catalog.prices`');
    expect(staffOnly.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
  });
});

describe('GET /api/docs', () => {
  it('is a page that loads the reference from this origin only', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\//);
      const asset = await app.inject({ method: 'GET', url: source as string });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.body.length, source).toBeGreaterThan(100);
    }
    const start = await app.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain("url: '/api/openapi.json'");
  });
});

describe('GET /api/openapi.json, when Stripe takes the payments', () => {
  it("leaves out the sandbox's card routes, which orders-payments then does not serve", async () => {
    const stripe = await openTestGateway({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_apidocument',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_apidocument',
        STRIPE_WEBHOOK_SECRET: 'whsec_apidocument',
      },
    });
    try {
      const answer = await stripe.app.inject({ method: 'GET', url: '/api/openapi.json' });
      const withStripe: ApiDocument = answer.json();
      expect(Object.keys(withStripe.paths).filter((path) => path.includes('/sandbox/'))).toEqual(
        [],
      );
      const { undescribed, unregistered } = compareRoutes(stripe.app, withStripe);
      expect(undescribed).toEqual([]);
      expect(unregistered).toEqual([]);
      // The sandbox's routes are in the document the sandbox shop serves.
      expect(Object.keys(document.paths)).toContain('/api/payments/sandbox/payment-methods');
    } finally {
      await stripe.close();
    }
  }, 60_000);
});
