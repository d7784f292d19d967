import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@mise/platform';
import { eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCRUBBED } from '../src/scrub-secrets.js';
import { openTestGateway } from './support/test-gateway.js';

const SHOPPER_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The outside webhook: records each report, answering the statuses queued in `failFirst` first. */
const received: Record<string, unknown>[] = [];
const failFirst: number[] = [];
let webhook: Server;
const logLines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let closeGateway: () => Promise<void>;

beforeAll(async () => {
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const status = failFirst.shift() ?? 204;
      if (status < 300) received.push(JSON.parse(body));
      response.writeHead(status).end();
    });
  }).listen(0, '127.0.0.1');
  await once(webhook, 'listening');
  const { port } = webhook.address() as AddressInfo;
  const logger = createLogger(
    { LOG_LEVEL: 'info', OTEL_SERVICE_NAME: 'gateway' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  ({ app, close: closeGateway } = await openTestGateway({
    env: { ERROR_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/errors` },
    logger,
  }));
});

afterAll(async () => {
  await closeGateway();
  webhook.close();
});

beforeEach(() => {
  received.length = 0;
  failFirst.length = 0;
});

/** A report as the shop sends it, from a shopper of their own (a guest id each). */
function report(body: unknown, userAgent = SHOPPER_BROWSER, guestId = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { 'user-agent': userAgent, 'x-guest-user-id': guestId },
    payload: body as Record<string, unknown>,
  });
}

const failedLogin = {
  kind: 'call',
  message: 'HTTP 500 Internal Server Error',
  page: '/signin?next=/groceries&password=hunter2',
  method: 'POST',
  url: '/api/auth/login?token=abc123',
  status: 500,
  userId: 'anonymous',
  details: { email: 'ana@example.com', password: 'Hunter2!x' },
};

describe('POST /api/client-errors', () => {
  // The trace id the log line and the report carry is shown end to end in e2e/tests/client-errors.
  it('answers 202, logs the report and forwards it to the webhook, secrets scrubbed', async () => {
    const answer = await report(failedLogin);
    expect(answer.statusCode).toBe(202);
    await eventually(() => expect(received).toHaveLength(1));
    const [forwarded] = received;
    expect(forwarded).toMatchObject({
      kind: 'call',
      status: 500,
      userId: 'anonymous',
      page: `/signin?next=/groceries&password=${SCRUBBED}`,
      url: `/api/auth/login?token=${SCRUBBED}`,
      details: { email: 'ana@example.com', password: SCRUBBED },
      userAgent: SHOPPER_BROWSER,
      requestId: answer.headers['x-request-id'],
    });
    expect(JSON.stringify(forwarded)).not.toMatch(/hunter2|abc123/i);
    const logged = logLines.find((line) => line.msg === 'client error reported');
    expect(logged).toMatchObject({ reqId: answer.headers['x-request-id'], level: 40 });
    expect(JSON.stringify(logged)).not.toMatch(/hunter2|abc123/i);
  });

  it('tries the webhook again while it fails, and the shopper is answered at once', async () => {
    failFirst.push(503, 502);
    const answer = await report({ ...failedLogin, message: 'retried' });
    expect(answer.statusCode).toBe(202);
    expect(received).toEqual([]);
    await eventually(
      () => expect(received.map(({ message }) => message)).toEqual(['retried']),
      10_000,
    );
  });

  it("sets a search engine's reports aside: 202, and nothing logged or forwarded", async () => {
    const fromBot = await report({ ...failedLogin, message: 'from a crawler' }, GOOGLEBOT);
    expect(fromBot.statusCode).toBe(202);
    // A shopper's report sent after it arrives, and the crawler's never came before it.
    await report({ ...failedLogin, message: 'from a shopper' });
    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]?.message).toBe('from a shopper');
    expect(logLines.some((line) => JSON.stringify(line).includes('from a crawler'))).toBe(false);
  });

  it('refuses a report past 16 KB with a 413 problem, forwarding nothing', async () => {
    const answer = await report({ ...failedLogin, stack: 'x'.repeat(17_000) });
    expect(answer.statusCode).toBe(413);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json()).toMatchObject({ status: 413 });
  });

  it('refuses a report of the wrong shape with a 400 naming the field and the rule', async () => {
    const answer = await report({ ...failedLogin, kind: 'crash', status: 'bad' });
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().fields.map(({ field }: { field: string }) => field);
    expect(fields).toEqual(expect.arrayContaining(['kind', 'status']));
  });

  it('takes 30 reports a minute from one shopper, and strangers on the same address keep theirs', async () => {
    const busy = randomUUID();
    const answers = [];
    for (let count = 0; count < 31; count++) {
      answers.push((await report(failedLogin, SHOPPER_BROWSER, busy)).statusCode);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(202));
    expect(answers[30]).toBe(429);
    expect((await report(failedLogin)).statusCode).toBe(202);
  });
});
