import { randomUUID } from 'node:crypto';
import type { ReadinessAnswer, ReadinessCheckResult } from '@mise/contracts';
import { trace } from '@opentelemetry/api';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Logger } from '../logger.js';
import { requestDurations } from '../metrics.js';
import { badRequest, HttpProblem, notFound } from './problems.js';

/** Something /api/readyz asks before saying the process can take traffic. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<ReadinessCheckResult>;
}

export interface HttpServerOptions {
  logger: Logger;
  /** Read at every /api/readyz call, so checks may be added after creation. */
  readiness: ReadinessCheck[];
  bodyLimitBytes?: number;
  /** Proxies in front whose X-Forwarded-For is believed for request.ip (config TRUST_PROXY_HOPS). */
  trustProxyHops?: number;
  /**
   * Answers GET and HEAD requests that match no route outside /api, such as
   * the paths of a single-page app. Without it they get a problem+json 404.
   */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
}

const READINESS_TIMEOUT_MS = 2_000;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * A Fastify server as every runtime of Mise uses it: request ids, problem+json
 * errors, liveness and readiness. Routes are added by the caller.
 */
export function createHttpServer(options: HttpServerOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimitBytes ?? 1_048_576,
    // The closest `hops` proxies are believed; past them X-Forwarded-For is the client's to forge.
    trustProxy: options.trustProxyHops
      ? (_address: string, hop: number) => hop < (options.trustProxyHops ?? 0)
      : false,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // A service may do real work as it starts: the catalog's first load of a
    // 100,000-recipe catalog takes about a minute, past Fastify's 10 s default.
    pluginTimeout: 300_000,
    // One access line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The router refuses some paths before any hook runs (bad percent-encoding, a
    // path parameter past 100 characters): they get the same problem+json as the rest.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      return sendProblem(reply, routerProblem(error), request.id);
    },
  }) as unknown as FastifyInstance;

  // Callback hooks, not async ones: they run on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    nameServerSpan(request);
    done();
  });
  // One access line per answer. Successful ones only at debug: a line per
  // request costs a busy server a sixth of its throughput, and traces time
  // every request anyway. Failures are always logged.
  const durations = requestDurations();
  app.addHook('onResponse', (request, reply, done) => {
    durations.record(reply.elapsedTime / 1000, {
      // A path no route matched has no route: its requests are counted without one.
      ...(request.routeOptions.url ? { 'http.route': request.routeOptions.url } : {}),
      'http.request.method': request.method,
      'http.response.status_code': reply.statusCode,
    });
    const level = reply.statusCode >= 500 ? 'warn' : reply.statusCode >= 400 ? 'info' : 'debug';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = toHttpProblem(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem, request.id);
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && options.pageFallback) return options.pageFallback(request, reply);
    return sendProblem(
      reply,
      notFound(`There is nothing at ${request.method} ${request.url}.`),
      request.id,
    );
  });

  app.get('/api/healthz', async () => ({ status: 'ok' }));
  app.get('/api/readyz', async (_request, reply) => {
    const results = await Promise.all(options.readiness.map(runCheck));
    const checks = Object.fromEntries(results);
    const ready = results.every(([, result]) => result.ok);
    const answer: ReadinessAnswer = { status: ready ? 'ready' : 'not-ready', checks };
    return reply.code(ready ? 200 : 503).send(answer);
  });
  return app;
}

/**
 * The HTTP instrumentation names a request's span by its method alone, not knowing Fastify's
 * routes: with the route, a trace reads `POST /api/orders` and spans group by route.
 */
function nameServerSpan(request: FastifyRequest): void {
  const route = request.routeOptions.url;
  const span = trace.getActiveSpan();
  if (!route || !span) return;
  span.updateName(`${request.method} ${route}`);
  span.setAttribute('http.route', route);
}

/** Whether a request's URL is the API's (its answers are data, never pages). */
export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function sendProblem(reply: FastifyReply, problem: HttpProblem, requestId: string) {
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send(problem.toProblem(requestId));
}

async function runCheck(readiness: ReadinessCheck): Promise<[string, ReadinessCheckResult]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ReadinessCheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: 'timed out' }), READINESS_TIMEOUT_MS);
  });
  try {
    return [readiness.name, await Promise.race([readiness.check(), timeout])];
  } catch (error) {
    return [readiness.name, { ok: false, error: (error as Error).message }];
  } finally {
    clearTimeout(timer);
  }
}

/** What the router says when it cannot read a path at all. */
function routerProblem(error: FastifyError): HttpProblem {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return badRequest(
        'The path is not valid: each % in it must start a percent-encoded UTF-8 character.',
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new HttpProblem(
        414,
        'URI Too Long',
        'A part of the path is too long: no id is longer than 100 characters.',
      );
    default:
      return toHttpProblem(error);
  }
}

/** Fastify's own 4xx errors get the same shape and a sentence a person can read. */
function toHttpProblem(error: FastifyError): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    return new HttpProblem(
      500,
      'Internal Server Error',
      'Something went wrong on our side. Please try again in a moment.',
    );
  }
  return new HttpProblem(status, titleFor(status), humanMessageFor(error));
}

function humanMessageFor(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message;
  }
}

function titleFor(status: number): string {
  const titles: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Content Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Content',
    429: 'Too Many Requests',
  };
  return titles[status] ?? 'Request Error';
}
