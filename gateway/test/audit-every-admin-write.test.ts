import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  type DaysAnswer,
  guestUserIdHeader,
  IDEMPOTENCY_KEY_HEADER,
  type OrderAnswer,
} from '@mise/contracts';
import { bearerFor, eventually } from '@mise/platform/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './support/registered-routes.js';
import { openTestGateway } from './support/test-gateway.js';

// Issue 18: every staff write under /api/admin/* records an audit entry with the change. The
// routes come from the app's own router: a write route added later fails here until it has a
// fixture below, and each fixture sends a real change (a write that changes nothing may rightly
// write no entry) and looks for the entry its request wrote in the one log, GET /api/admin/audit.

const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let closeGateway: (() => Promise<void>) | undefined;

const admin = {
  id: randomUUID(),
  emailAddress: 'audit-admin@mise.test',
};
let asAdmin: { authorization: string };

let requests = 0;
/** Each request from its own address: the edge's rate limits count by address too. */
const nextAddress = () => {
  requests++;
  return `10.18.${(requests >> 8) & 255}.${requests & 255}`;
};

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';

interface Request {
  method: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request made through the app as `headers` say, answered 2xx, its JSON body answered. */
async function call<T = unknown>(
  { method, url, body, headers = {} }: Request,
  caller: Record<string, string> = asAdmin,
): Promise<T> {
  const answer = await app.inject({
    method,
    url,
    headers: { ...caller, ...headers },
    remoteAddress: nextAddress(),
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
  if (answer.statusCode >= 300) {
    throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
  }
  return answer.json() as T;
}

/** Runs `make` once, the first time it is asked for, and answers the same after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const unique = () => randomUUID().slice(0, 8);

// State the fixtures make through the API -----------------------------------------------------

interface Shopper {
  id: string;
  emailAddress: string;
  headers: Record<string, string>;
}

/** A new customer, registered as the shop registers one: signed in, with a session. */
async function newCustomer(): Promise<Shopper> {
  const emailAddress = `audit-${unique()}@example.com`;
  const { token, user } = await call<{ token: string; user: { _id: string } }>(
    {
      method: 'POST',
      url: '/api/auth/register',
      body: { firstName: 'Audit', lastName: 'Shopper', emailAddress, password: 'Audit-pass1' },
      // Sign-ups are limited per guest, as the shop's pages send one.
      headers: { [guestUserIdHeader]: randomUUID() },
    },
    {},
  );
  return { id: user._id, emailAddress, headers: { authorization: `Bearer ${token}` } };
}

/** A staff member the admin added, with the support role. */
async function newStaffMember(): Promise<{ id: string }> {
  const { data } = await call<{ data: { id: string } }>({
    method: 'POST',
    url: '/api/admin/staff',
    body: {
      emailAddress: `staff-${unique()}@mise.test`,
      firstName: 'Audit',
      lastName: 'Staff',
      staffRole: 'support',
    },
  });
  return data;
}

/** The first item of an admin list. */
async function firstOf<T>(url: string): Promise<T> {
  const { data } = await call<{ data: T[] }>({ method: 'GET', url });
  const [first] = data;
  if (!first) throw new Error(`${url} listed nothing`);
  return first;
}

const publishedRecipe = once(() =>
  firstOf<{ id: string; servings: { default: number } }>(
    '/api/admin/recipes?status=published&perPage=1',
  ),
);

/** The open slots of Toronto's day `daysAhead` days from now, by address delivery. */
async function torontoDay(shopper: Shopper, daysAhead: number) {
  const url = `/api/days/${Date.now() + daysAhead * DAY}/toronto/${encodeURIComponent('Address delivery')}?combineSlots=true`;
  const { data } = await call<DaysAnswer>({ method: 'GET', url }, shopper.headers);
  return { date: data.date, open: data.timeSlots.filter((slot) => slot.available) };
}

/**
 * An order a new customer placed and paid with the sandbox's good card, to Toronto in three
 * days, as the shop's checkout sends it.
 */
async function paidOrder(): Promise<{ order: OrderAnswer; shopper: Shopper }> {
  const shopper = await newCustomer();
  const recipe = await publishedRecipe();
  const recipes = [{ id: recipe.id, servings: recipe.servings.default }];
  await call({ method: 'POST', url: '/api/cart', body: { version: 1, recipes } }, shopper.headers);
  const card = await call<{ id: string }>(
    {
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      body: {
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
    },
    shopper.headers,
  );
  const day = await torontoDay(shopper, 3);
  const [slot] = day.open;
  if (!slot) throw new Error('no open slot in Toronto in three days');
  const { data: order } = await call<{ data: OrderAnswer }>(
    {
      method: 'POST',
      url: '/api/orders',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: {
        paymentMethodId: card.id,
        deliveryAddress: {
          email: shopper.emailAddress,
          firstName: 'Audit',
          lastName: 'Shopper',
          lineOne: '100 Queen Street West',
          city: 'Toronto',
          province: 'ON',
          postalCode: 'M5H 2N2',
          phone: '416-555-0134',
          date: day.date,
          timeSlot: slot.start,
        },
        selectedRecipes: recipes.map(({ id, servings }) => ({ recipeId: id, servings })),
        deliveryType: 'Address delivery',
      },
    },
    shopper.headers,
  );
  expect(order.status, JSON.stringify(order)).toBe('PENDING_DELIVERY');
  return { order, shopper };
}

/**
 * One paid order for the order routes that can share it, in the table's order: a new slot,
 * then out for delivery, then part of the money back. Cancelling has an order of its own.
 */
const sharedOrder = once(paidOrder);

const promotion = once(async () => {
  const { data } = await call<{ data: { _id: string } }>({
    method: 'POST',
    url: '/api/admin/promotions',
    body: { code: `AUDIT-${unique()}`, percentOff: 10 },
  });
  return data._id;
});

const pickupLocation = once(async () => {
  const { data } = await call<{ data: { _id: string } }>({
    method: 'POST',
    url: '/api/admin/delivery/locations',
    body: {
      name: `Audit ${unique()}`,
      cityId: 'toronto',
      lineOne: '1 King Street West',
      postalCode: 'M5H 1A1',
      hours: 'Mon-Sat 9:00-21:00',
    },
  });
  return data._id;
});

// The table: every admin write route and the request that makes a real change through it -------

type Fixture = () => Promise<Request>;

const reason = 'Audit completeness test';

const fixtures: Record<string, Fixture> = {
  // identity
  'POST /api/admin/customers/:id/disable': async () => {
    const customer = await newCustomer();
    return { method: 'POST', url: `/api/admin/customers/${customer.id}/disable`, body: { reason } };
  },
  'POST /api/admin/customers/:id/enable': async () => {
    const customer = await newCustomer();
    await call({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/disable`,
      body: { reason },
    });
    return { method: 'POST', url: `/api/admin/customers/${customer.id}/enable`, body: { reason } };
  },
  'POST /api/admin/identity/users/:userId/revoke-sessions': async () => {
    const customer = await newCustomer();
    return {
      method: 'POST',
      url: `/api/admin/identity/users/${customer.id}/revoke-sessions`,
      body: { reason },
    };
  },
  'POST /api/admin/staff': async () => ({
    method: 'POST',
    url: '/api/admin/staff',
    body: {
      emailAddress: `staff-${unique()}@mise.test`,
      firstName: 'New',
      lastName: 'Staff',
      staffRole: 'operations',
    },
  }),
  'PUT /api/admin/staff/:id': async () => {
    const member = await newStaffMember();
    return {
      method: 'PUT',
      url: `/api/admin/staff/${member.id}`,
      body: { staffRole: 'operations' },
    };
  },
  'POST /api/admin/staff/:id/disable': async () => {
    const member = await newStaffMember();
    return { method: 'POST', url: `/api/admin/staff/${member.id}/disable`, body: { reason } };
  },
  'POST /api/admin/staff/:id/enable': async () => {
    const member = await newStaffMember();
    await call({ method: 'POST', url: `/api/admin/staff/${member.id}/disable`, body: { reason } });
    return { method: 'POST', url: `/api/admin/staff/${member.id}/enable`, body: { reason } };
  },

  // orders-payments: the shared order is rescheduled, sent out, then partly refunded
  'PUT /api/admin/orders/:orderId/slot': async () => {
    const { order, shopper } = await sharedOrder();
    const day = await torontoDay(shopper, 4);
    const [slot] = day.open;
    if (!slot) throw new Error('no open slot in Toronto in four days');
    return {
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/slot`,
      body: { date: day.date, timeSlot: slot.start, reason },
    };
  },
  'PUT /api/admin/orders/:orderId/status': async () => {
    const { order } = await sharedOrder();
    return {
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/status`,
      body: { status: 'OUT_FOR_DELIVERY' },
    };
  },
  'POST /api/admin/orders/:orderId/refund': async () => {
    const { order } = await sharedOrder();
    return {
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refund`,
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: { amount: 100, reason },
    };
  },
  'POST /api/admin/orders/:orderId/cancel': async () => {
    const { order } = await paidOrder();
    return { method: 'POST', url: `/api/admin/orders/${order._id}/cancel`, body: { reason } };
  },

  // cart-pricing
  'POST /api/admin/promotions': async () => ({
    method: 'POST',
    url: '/api/admin/promotions',
    body: { code: `NEW-${unique()}`, amountOffCents: 500, minSubtotalCents: 2_000 },
  }),
  'PUT /api/admin/promotions/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/promotions/${await promotion()}`,
    body: { percentOff: 15 },
  }),
  'POST /api/admin/promotions/:id/end': async () => ({
    method: 'POST',
    url: `/api/admin/promotions/${await promotion()}/end`,
  }),

  // catalog
  'PUT /api/admin/products/:id/price': async () => {
    const product = await firstOf<{ id: string; priceCents: number }>(
      '/api/admin/products?perPage=1',
    );
    return {
      method: 'PUT',
      url: `/api/admin/products/${product.id}/price`,
      body: { priceCents: product.priceCents + 1, reason },
    };
  },
  'PUT /api/admin/recipes/:id': async () => {
    const recipe = await firstOf<{ id: string }>('/api/admin/recipes?perPage=1');
    return {
      method: 'PUT',
      url: `/api/admin/recipes/${recipe.id}`,
      body: { description: `A description the audit test wrote, ${unique()}.` },
    };
  },
  'PUT /api/admin/feature-flags/:key': async () => {
    const flag = await firstOf<{ key: string; enabled: boolean }>('/api/admin/feature-flags');
    return {
      method: 'PUT',
      url: `/api/admin/feature-flags/${encodeURIComponent(flag.key)}`,
      body: { enabled: !flag.enabled },
    };
  },
  'PUT /api/admin/content-pages/:key': async () => ({
    method: 'PUT',
    url: '/api/admin/content-pages/faq',
    body: {
      languages: {
        'en-CA': { title: 'FAQ', body: `## Delivery\n\n### Asked often ${unique()}?\n\nYes.` },
      },
    },
  }),
  'PUT /api/admin/extra-products/:id': async () => {
    const extra = await firstOf<{ id: string }>('/api/admin/extra-products?perPage=1');
    return {
      method: 'PUT',
      url: `/api/admin/extra-products/${extra.id}`,
      body: { name: `Extra ${unique()}` },
    };
  },
  'PUT /api/admin/curated-boxes/:id': async () => {
    const box = await firstOf<{ id: string }>('/api/admin/curated-boxes?perPage=1');
    return {
      method: 'PUT',
      url: `/api/admin/curated-boxes/${box.id}`,
      body: { description: `A box the audit test described, ${unique()}.` },
    };
  },
  'PUT /api/admin/nutrition-programs/:id': async () => {
    const program = await firstOf<{ id: string }>('/api/admin/nutrition-programs?perPage=1');
    return {
      method: 'PUT',
      url: `/api/admin/nutrition-programs/${program.id}`,
      body: { description: `A program the audit test described, ${unique()}.` },
    };
  },
  'PUT /api/admin/influencers/:id': async () => {
    const influencer = await firstOf<{ id: string }>('/api/admin/influencers?perPage=1');
    return {
      method: 'PUT',
      url: `/api/admin/influencers/${influencer.id}`,
      body: { tagline: `Cooks with the audit test, ${unique()}` },
    };
  },

  // delivery-slots
  'PUT /api/admin/delivery/cities/:id': async () => {
    const { data: city } = await call<{ data: { deliveryFee: number } }>({
      method: 'GET',
      url: '/api/admin/delivery/cities/toronto',
    });
    // A new fee: the same one again would rightly write nothing.
    return {
      method: 'PUT',
      url: '/api/admin/delivery/cities/toronto',
      body: { deliveryFeeCents: city.deliveryFee === 500 ? 499 : city.deliveryFee + 1 },
    };
  },
  'POST /api/admin/delivery/locations': async () => ({
    method: 'POST',
    url: '/api/admin/delivery/locations',
    body: {
      name: `New ${unique()}`,
      cityId: 'toronto',
      lineOne: '200 Bay Street',
      postalCode: 'M5J 2J2',
      hours: 'Mon-Fri 8:00-20:00',
    },
  }),
  'PUT /api/admin/delivery/locations/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/delivery/locations/${await pickupLocation()}`,
    body: { hours: `Mon-Sun 7:00-${unique().length + 14}:00` },
  }),
};

/** The admin write routes of the running app, as `METHOD /path`, without a trailing slash. */
function adminWriteRoutes(): string[] {
  const writes = registeredRoutes(app)
    .filter(({ method }) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
    .filter(({ path }) => path.startsWith('/api/admin/'))
    .map(({ method, path }) => `${method} ${path.replace(/(.)\/$/, '$1')}`);
  return [...new Set(writes)].sort();
}

beforeAll(async () => {
  ({ app, close: closeGateway } = await openTestGateway());
  asAdmin = bearerFor(app, admin.id, {
    role: 'staff',
    staffRole: 'admin',
    emailAddress: admin.emailAddress,
  });
  // The order fixtures price carts from cart-pricing's copy of the catalog.
  await eventually(async () => {
    const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-copy'].ok).toBe(true);
  }, 30_000);
}, 60_000);
afterAll(async () => {
  await closeGateway?.();
});

describe('every admin write route', () => {
  it('has a fixture here, and every fixture a route', () => {
    const routes = adminWriteRoutes();
    // A router printout this parser no longer reads would find no routes and prove nothing.
    expect(routes.length).toBeGreaterThan(10);
    const withoutFixture = routes.filter((route) => !(route in fixtures));
    const withoutRoute = Object.keys(fixtures).filter((route) => !routes.includes(route));
    expect({ withoutFixture, withoutRoute }).toEqual({ withoutFixture: [], withoutRoute: [] });
  });

  it.each(Object.keys(fixtures))(
    '%s writes an audit entry naming the admin',
    async (route) => {
      const fixture = fixtures[route];
      if (!fixture) throw new Error(`no fixture for ${route}`);
      const request = await fixture();
      expect(`${request.method} ${request.url}`).toMatch(
        new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`),
      );
      const answer = await app.inject({
        method: request.method,
        url: request.url,
        headers: { ...asAdmin, ...request.headers },
        remoteAddress: nextAddress(),
        ...(request.body === undefined
          ? {}
          : { payload: request.body as InjectOptions['payload'] }),
      });
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(200);
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      const requestId = answer.headers['x-request-id'];
      expect(requestId).toEqual(expect.any(String));

      const entry = await eventually(async () => {
        const { data } = await call<{ data: AuditEntry[]; total: number }>({
          method: 'GET',
          url: `/api/admin/audit?q=${encodeURIComponent(String(requestId))}`,
        });
        const found = data.find((each) => each.request.id === requestId);
        expect(found, `no audit entry for request ${requestId}`).toBeDefined();
        return found as AuditEntry;
      }, 10_000);
      expect(entry.action).toMatch(/^[a-z-]+\.[a-z-]+$/);
      expect(entry.record.type).not.toBe('');
      expect(entry.record.id).not.toBe('');
      expect(entry.actor).toEqual({
        id: admin.id,
        emailAddress: admin.emailAddress,
        role: 'admin',
      });
      expect(entry.onBehalfOf).toBeNull();
      expect(entry.request).toMatchObject({
        method: request.method,
        path: request.url.split('?')[0],
      });
    },
    30_000,
  );
});
