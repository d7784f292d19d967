import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Paths where each try is a guess (a promo code, a password, a mailed code), or sends mail: few a minute for
 * one visitor, counted at the edge, so that the limit holds whether the service behind it
 * runs in this process or is proxied to another.
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
];

/** The path as the router matches it: `check%2Dpromo` is `check-promo` to it, and so here. */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Registered before the services. One cheap path check per request picks the limiter, so
 * that requests to other paths pay nothing (the plugin's own global mode costs every
 * request a quarter of its throughput here, see bench/RESULTS.md).
 */
export async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
  const limiters = new Map(
    guessLimits.map(({ path, perMinute }) => [
      path,
      app.rateLimit({
        max: perMinute,
        timeWindow: 60_000,
        // One count per visitor and path: a guest can make new guest ids, not new addresses.
        keyGenerator: (request) => `${path}:${request.ip}`,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many tries. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        }),
      }),
    ]),
  );
  // A callback hook: an async one would cost every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const limiter = limiters.get(pathOf(request.url));
    if (!limiter) return done();
    limiter.call(app, request, reply).then(() => done(), done);
  });
}
