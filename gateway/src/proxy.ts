import fastifyHttpProxy from '@fastify/http-proxy';
import type { ReadinessCheck, ServiceDefinition } from '@mise/platform';
import type { FastifyInstance } from 'fastify';

const READINESS_TIMEOUT_MS = 2_000;

/**
 * Routes a service's paths to its own process. The request id travels along,
 * so one id names a request in the gateway's and the service's logs.
 */
export async function proxyTo(app: FastifyInstance, service: ServiceDefinition, upstream: string) {
  for (const path of service.paths) {
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix: path,
      rewritePrefix: path,
      // The service logs the request itself; a second line here would only cost time.
      disableRequestLogging: true,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }),
      },
    });
  }
}

/** The gateway is ready when each service it proxies to says it is. */
export function upstreamReadiness(service: ServiceDefinition, upstream: string): ReadinessCheck {
  return {
    name: service.name,
    check: async () => {
      const answer = await fetch(new URL('/api/readyz', upstream), {
        signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
      });
      return answer.ok ? { ok: true } : { ok: false, error: `answered ${answer.status}` };
    },
  };
}
