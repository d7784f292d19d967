import fastifyHttpProxy from '@fastify/http-proxy';
import type { ReadinessCheck, ServiceDefinition } from '@mise/platform';
import type { FastifyInstance } from 'fastify';

const READINESS_TIMEOUT_MS = 2_000;

/** Each of the URLs in turn, one call after another. */
function inTurn(upstreams: readonly string[]): () => string {
  let next = 0;
  return () => {
    const upstream = upstreams[next % upstreams.length] as string;
    next += 1;
    return upstream;
  };
}

/**
 * Routes a service's paths to its own processes, each request to the next of them in turn.
 * The request id travels along, so one id names a request in the gateway's and the service's
 * logs.
 */
export async function proxyTo(
  app: FastifyInstance,
  service: ServiceDefinition,
  upstreams: readonly string[],
) {
  const nextUpstream = inTurn(upstreams);
  for (const path of service.paths) {
    await app.register(fastifyHttpProxy, {
      // Chosen per request by getUpstream; the plugin takes an empty upstream to mean that.
      upstream: '',
      prefix: path,
      rewritePrefix: path,
      // The service logs the request itself; a second line here would only cost time.
      disableRequestLogging: true,
      replyOptions: {
        getUpstream: nextUpstream,
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }),
      },
    });
  }
}

/** Why the process at this URL is not ready, or undefined when it is. */
async function whyUnready(upstream: string): Promise<string | undefined> {
  try {
    const answer = await fetch(new URL('/api/readyz', upstream), {
      signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
    });
    return answer.ok ? undefined : `${upstream} answered ${answer.status}`;
  } catch (error) {
    return `${upstream}: ${(error as Error).message}`;
  }
}

/** The gateway is ready when each process of each service it proxies to says it is. */
export function upstreamReadiness(
  service: ServiceDefinition,
  upstreams: readonly string[],
): ReadinessCheck {
  return {
    name: service.name,
    check: async () => {
      const unready = (await Promise.all(upstreams.map(whyUnready))).filter(Boolean);
      return unready.length === 0 ? { ok: true } : { ok: false, error: unready.join('; ') };
    },
  };
}
