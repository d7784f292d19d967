import type { FastifyReply } from 'fastify';

/**
 * The catalog changes only when it is loaded again, so shared caches may keep its
 * answers a few minutes and serve a stale one while they fetch the next.
 */
export function cacheCatalogAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
}

/** Flags are switched by staff and should reach shoppers within a minute. */
export function cacheFlagAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=60');
}
