import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Paths where each try is a guess (a promo code now, passwords later): few tries a minute for
 * one visitor, counted at the edge, so that the limit holds whether the service behind it
 * runs in this process or is proxied to another.
 */
export const guessLimits: readonly { path: string; perMinute: number }[] = [
  { path: '/api/cart/check-promo', perMinute: 10 },
];

const ruleFor = (request: FastifyRequest) => {
  const path = request.url.split('?', 1)[0];
  return guessLimits.find((rule) => rule.path === path);
};

/** Registered before the services, so that it sees their routes (and the proxy's) as they are added. */
export async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    allowList: (request) => ruleFor(request) === undefined,
    max: (request) => ruleFor(request)?.perMinute ?? Number.MAX_SAFE_INTEGER,
    // One count per visitor and path: a guest can make new guest ids, not new addresses.
    keyGenerator: (request) => `${ruleFor(request)?.path}:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many tries. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
