import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  type EventEnvelope,
  type SessionAnswer,
  type SocialProvider,
  staffActionAudited,
} from '@mise/contracts';
import { buildTestServer, movableClock, TEST_SESSION_SECRET } from '@mise/platform/testing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type { z } from 'zod';
import { identityService } from '../../src/plugin.js';
import { outbox, socialLogins, users } from '../../src/store/schema.js';
import { createUser } from '../../src/store/users.js';

export const shop = 'http://shop.test';
export const GOOD_PASSWORD = 'Sesame-2025!';
/** The first staff account, for a service started with `{ STAFF_EMAIL, STAFF_PASSWORD }`. */
export const STAFF_EMAIL = 'staff@mise.test';
export const STAFF_PASSWORD = 'Staff-password-2025!';
export const HOUR = 60 * 60 * 1_000;

/** The identity service as the gateway mounts it, on a fresh in-memory database. */
export async function startIdentity(env: Record<string, string> = {}) {
  const clock = movableClock(new Date('2026-03-01T12:00:00Z'));
  const app = await buildTestServer(
    [
      async (instance) => {
        await instance.register(identityService, { clock: clock.now });
      },
    ],
    { JWT_SECRET: TEST_SESSION_SECRET, PUBLIC_ORIGINS: shop, ...env },
  );
  return { app, clock };
}
export type StartedIdentity = Awaited<ReturnType<typeof startIdentity>>;

/** A fresh service for each test of the file, handed to `onStarted`, and closed after the test. */
export function startIdentityForEachTest(
  onStarted: (started: StartedIdentity) => void,
  env: Record<string, string> = {},
): void {
  let started: StartedIdentity;
  beforeEach(async () => {
    started = await startIdentity(env);
    onStarted(started);
  });
  afterEach(async () => {
    await started.app.close();
  });
}

let people = 0;
/** An address no other test of the run uses, in mixed case like people type them. */
export function freshEmail(name = 'shopper'): string {
  people += 1;
  return `${name}.${people}.${Date.now()}@Example.com`;
}

/**
 * A session token for an account the test made in the store (one without a password, which
 * cannot log in here), signed as the platform signs sessions.
 */
export function tokenFor(
  app: FastifyInstance,
  user: { id: string; role: 'customer' | 'staff'; emailAddress: string },
  claims: { iat?: number } = {},
): string {
  return app.jwt.sign({ sub: user.id, role: user.role, email: user.emailAddress, ...claims });
}

/** An account made by a social login: no password, one link to `provider`. */
export async function socialOnlyAccount(app: FastifyInstance, provider: SocialProvider) {
  const { db } = app.infra.database;
  const user = await createUser(db, {
    emailAddress: freshEmail(provider).toLowerCase(),
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  if (!user) throw new Error('the account was not created');
  await db.insert(socialLogins).values({ provider, subject: randomUUID(), userId: user.id });
  return user;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request from the shop's own pages, signed in by the cookie as a browser would be. */
export function withCookie(token: string, options: InjectOptions): InjectOptions {
  return { ...options, cookies: { token }, headers: { origin: shop, ...options.headers } };
}

export function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: freshEmail(),
    password: GOOD_PASSWORD,
    ...overrides,
  };
}

/** Registers through the API and answers the new session. */
export async function register(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SessionAnswer> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registerBody(overrides),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

export const login = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

export const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'token');

/** Every event the service has recorded in its outbox, oldest first. */
export async function recordedEvents(
  app: FastifyInstance,
  type?: string,
): Promise<EventEnvelope[]> {
  const rows = await app.infra.database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(type ? eq(outbox.type, type) : undefined)
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => row.envelope);
}

/** The staff writes the service audited, as each change recorded them, oldest first. */
export async function auditedActions(app: FastifyInstance): Promise<AuditEntry[]> {
  const events = await recordedEvents(app, staffActionAudited.type);
  return events.map((event) => staffActionAudited.data.parse(event.data));
}

export async function storedUser(app: FastifyInstance, emailAddress: string) {
  const [user] = await app.infra.database.db
    .select()
    .from(users)
    .where(eq(users.emailAddress, emailAddress.toLowerCase()));
  return user;
}

/** The data of an event the test counts on, as its contract describes it. */
export function dataOf<Definition extends { data: z.ZodType }>(
  _definition: Definition,
  event: EventEnvelope | undefined,
): z.infer<Definition['data']> {
  if (!event) throw new Error('the expected event was not recorded');
  return event.data as z.infer<Definition['data']>;
}

/** The code at the end of a mailed link (/verifyEmail/<code>, /resetPassword/<code>). */
export function codeInLink(event: EventEnvelope | undefined): string {
  if (!event) throw new Error('the expected mail was not asked for');
  const { link } = event.data as { link: string };
  return new URL(link).pathname.split('/').pop() as string;
}
