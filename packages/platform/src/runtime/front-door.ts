import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ReadinessAnswer, ReadinessCheckResult } from '@mise/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http/problems.js';

/** A check of /api/readyz that stands for the service's own start once its dependencies answer. */
export const START_UP_CHECK = 'start-up';
// How long a client is told to wait before asking a starting process again.
const RETRY_AFTER_SECONDS = 5;

/**
 * The process's port, listening from its first moment: while the service starts, it
 * answers /api/healthz as alive and /api/readyz as 503 naming what the start waits for;
 * once handed the service, every request goes to it. A supervisor (Kubernetes, the
 * distributed runner) can tell a process that waits for its dependencies from a dead one.
 */
export interface FrontDoor {
  /** Sets a check of the start-up readiness: ok, or why not yet. */
  report(check: string, result: ReadinessCheckResult): void;
  /** From now on the service answers everything, its own /api/readyz included. */
  open(app: FastifyInstance): void;
  /** Stops listening, then closes the service if it was handed one. */
  close(): Promise<void>;
}

export async function openFrontDoor(host: string, port: number): Promise<FrontDoor> {
  const checks = new Map<string, ReadinessCheckResult>([
    [START_UP_CHECK, { ok: false, error: 'waiting for the dependencies' }],
  ]);
  let app: FastifyInstance | undefined;

  function whileStarting(request: IncomingMessage, response: ServerResponse): void {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/api/healthz') {
      send(response, 200, 'application/json', { status: 'ok' });
      return;
    }
    if (path === '/api/readyz') {
      const answer: ReadinessAnswer = { status: 'not-ready', checks: Object.fromEntries(checks) };
      send(response, 503, 'application/json', answer);
      return;
    }
    response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    const requestId = randomUUID();
    response.setHeader('x-request-id', requestId);
    const problem = new HttpProblem(
      503,
      'Service Unavailable',
      'This part of the shop is still starting. Please try again in a moment.',
    );
    send(response, 503, 'application/problem+json', problem.toProblem(requestId));
  }

  const server = createServer((request, response) => {
    if (app) app.routing(request, response);
    else whileStarting(request, response);
  });
  server.listen({ host, port });
  await once(server, 'listening');

  return {
    report(check, result) {
      checks.set(check, result);
    },
    open(started) {
      app = started;
    },
    async close() {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Requests under way finish first; then no connection is kept waiting for another.
      await app?.close();
      server.closeAllConnections();
      await stopped;
    },
  };
}

function send(response: ServerResponse, status: number, type: string, body: unknown): void {
  response.writeHead(status, { 'content-type': type });
  response.end(JSON.stringify(body));
}
