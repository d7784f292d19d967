import rateLimit from '@fastify/rate-limit';
import { guestUserId, guestUserIdHeader } from '@mise/contracts';
import { HttpProblem, SESSION_COOKIE } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Paths where each try is a guess (a promo code, a password, a mailed code), or sends something: few
 * a minute for one shopper, counted at the edge, so that the limit holds whether the service
 * behind it runs in this process or is proxied to another.
 */
export const guessLimits: readonly { path: string; perMinute: number }[] = [
  { path: '/api/cart/check-promo', perMinute: 10 },
  // Not a guess, but each call sends an e-mail to any address given.
  { path: '/api/cart/email-shopping-list', perMinute: 5 },
  // Identity also slows down repeated failures per account; these bound one address's pace.
  { path: '/api/auth/login', perMinute: 10 },
  { path: '/api/auth/login/access-customer-account', perMinute: 10 },
  { path: '/api/auth/register', perMinute: 10 },
  { path: '/api/auth/find-email-accounts', perMinute: 20 },
  { path: '/api/auth/sendResetPasswordLink', perMinute: 5 },
  { path: '/api/auth/sendEmailVerificationLink', perMinute: 5 },
  { path: '/api/auth/setPassword', perMinute: 5 },
  { path: '/api/auth/resetPassword', perMinute: 10 },
  { path: '/api/auth/verify', perMinute: 10 },
  // Not a guess either: each report is logged and posted to the error webhook.
  { path: '/api/client-errors', perMinute: 30 },
  // A data export asks every service that keeps the shopper's data for its part.
  { path: '/api/account-data', perMinute: 5 },
];

/** The path as the router matches it: `check%2Dpromo` is `check-promo` to it, and so here. */
function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Most paths have nothing to decode: they skip the decoder, since this runs on every request.
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * An address may stand for a whole office or a mobile carrier's customers, so each shopper has
 * the path's budget to themselves, and the address a ceiling this many times looser: a guest id
 * or a session is not proof of a different person, and the ceiling bounds what one machine
 * inventing them can try.
 */
export const ADDRESS_CEILING_FACTOR = 10;

const SESSION_TOKEN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

/**
 * Who is asking: the session (its token's signature, the part no two sessions share) when one
 * is sent, else the shop's guest id, else nobody but the address.
 */
export function shopperKey(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  const token = authorization?.startsWith('Bearer ')
    ? authorization.slice('Bearer '.length).trim()
    : request.headers.cookie?.match(SESSION_TOKEN)?.[1];
  if (token) return `session:${token.slice(-43)}`;
  const guest = request.headers[guestUserIdHeader];
  if (typeof guest === 'string' && guestUserId.safeParse(guest).success) return `guest:${guest}`;
  return undefined;
}

/**
 * Registered before the services. One cheap path check per request picks the limits, so
 * that requests to other paths pay nothing (the plugin's own global mode costs every
 * request a quarter of its throughput here, see bench/RESULTS.md). The address's ceiling is
 * counted first, then the shopper's budget; either refuses with a 429 problem saying how long
 * to wait, in seconds, also sent as Retry-After.
 */
export async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
  const counter = (path: string, max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${path}:${key(request)}`,
    });
  const limiters = new Map(
    guessLimits.map(({ path, perMinute }) => [
      path,
      [
        counter(path, perMinute * ADDRESS_CEILING_FACTOR, (request) => `address:${request.ip}`),
        counter(path, perMinute, (request) => shopperKey(request) ?? `address:${request.ip}`),
      ],
    ]),
  );
  // A callback hook: an async one would cost every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const counters = limiters.get(pathOf(request.url));
    if (!counters) return done();
    Promise.all(counters.map((count) => count(request))).then((results) => {
      const refused = results.find((result) => !result.isAllowed && result.isExceeded);
      if (!refused || refused.isAllowed) return done();
      reply.header('retry-after', refused.ttlInSeconds);
      done(
        new HttpProblem(
          429,
          'Too Many Requests',
          `Too many tries. Please wait ${refused.ttlInSeconds} seconds and try again.`,
        ),
      );
    }, done);
  });
}
