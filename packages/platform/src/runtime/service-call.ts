import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session-types.js';
import { HttpProblem } from '../http/problems.js';

/** Carries a short-lived token proving that the caller is one of the shop's own services. */
export const SERVICE_TOKEN_HEADER = 'x-mise-service-token';
const SERVICE_TOKEN_SECONDS = 60;
const CALL_TIMEOUT_MS = 10_000;

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the public API spells it, e.g. /api/internal/cart/checkout-quote. */
  path: string;
  body?: unknown;
  /** Speak for this shopper or staff member: the answer is what they may see. */
  session?: Session | null;
}

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

/** One request to another service; throws only when it could not be asked at all. */
export type CallService = (request: ServiceRequest) => Promise<ServiceAnswer>;

interface ServiceClaims {
  sub: string;
  role: 'service';
}

/**
 * How one service asks another a question or gives it a command: over HTTP to the other's own
 * process when SERVICE_URLS names it (the distributed runtime), else through `inject` into
 * this very server (the embedded runtime and tests), which enters at the root router, so no
 * network and no port are involved. Either way the request carries a service token, so that
 * commands meant for services only (`requireService`) refuse shoppers.
 */
export function serviceCaller(app: FastifyInstance, caller: string, target: string): CallService {
  const upstream = app.infra.config.SERVICE_URLS[target];
  const headersFor = (request: ServiceRequest): Record<string, string> => {
    const claims: ServiceClaims = { sub: caller, role: 'service' };
    const headers: Record<string, string> = {
      // The token is signed with the session key: every process of the shop already shares it.
      [SERVICE_TOKEN_HEADER]: app.jwt.sign(claims as never, { expiresIn: SERVICE_TOKEN_SECONDS }),
    };
    if (request.session) headers.authorization = `Bearer ${app.sessions.sign(request.session)}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  };
  if (upstream) {
    return async (request) => {
      const answer = await fetch(new URL(request.path, upstream), {
        method: request.method,
        headers: headersFor(request),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await answer.text();
      return { status: answer.status, body: text === '' ? undefined : JSON.parse(text) };
    };
  }
  return async (request) => {
    const answer = await app.inject({
      method: request.method,
      url: request.path,
      headers: headersFor(request),
      payload: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    return { status: answer.statusCode, body: answer.body === '' ? undefined : answer.json() };
  };
}

/** The calling service's name, when the request carries a valid service token; else a 403. */
export function requireService(request: FastifyRequest): string {
  const token = request.headers[SERVICE_TOKEN_HEADER];
  if (typeof token === 'string') {
    try {
      const claims = request.server.jwt.verify<ServiceClaims>(token);
      if (claims.role === 'service' && typeof claims.sub === 'string') return claims.sub;
    } catch {
      // An expired or forged token is refused like a missing one.
    }
  }
  throw new HttpProblem(403, 'Forbidden', 'Only the shop’s own services may ask this.');
}
