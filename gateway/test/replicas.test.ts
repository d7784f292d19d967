import { type ConfigError, createLogger, loadConfig } from '@mise/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { services } from '../src/services.js';
import { gatewaySettings } from '../src/settings.js';

// Two processes of one service behind the gateway: two small servers that say which one
// answered, and whether they are ready.
interface Process {
  server: FastifyInstance;
  url: string;
  /** The carts this process was sent, as it received them. */
  received: unknown[];
  ready: boolean;
}

async function startProcess(name: string): Promise<Process> {
  const server = Fastify();
  const started: Process = { server, url: '', received: [], ready: true };
  server.post('/api/cart', async (request) => {
    started.received.push(request.body);
    return { process: name };
  });
  server.get('/api/readyz', async (_request, reply) =>
    reply.code(started.ready ? 200 : 503).send({ status: started.ready ? 'ready' : 'starting' }),
  );
  started.url = await server.listen({ host: '127.0.0.1', port: 0 });
  return started;
}

/** The gateway's settings: every service at `first`, cart-pricing also at `further`. */
const gatewayEnv = (first: string, further: string) => ({
  LOG_LEVEL: 'silent',
  SERVICE_URLS: services.map((service) => `${service.name}=${first}`).join(','),
  SERVICE_REPLICA_URLS: `cart-pricing=${further}`,
});

let first: Process;
let second: Process;
let gateway: FastifyInstance;

beforeAll(async () => {
  first = await startProcess('first');
  second = await startProcess('second');
  const config = loadConfig(gatewayEnv(first.url, second.url), gatewaySettings);
  gateway = await buildGateway({ config, logger: createLogger(config) });
  await gateway.ready();
});
afterAll(async () => {
  await gateway?.close();
  await first?.server.close();
  await second?.server.close();
});

describe('a service with two processes behind the gateway', () => {
  it("sends the service's requests to each process in turn, bodies included", async () => {
    const answered = [];
    for (let version = 1; version <= 4; version++) {
      const answer = await gateway.inject({
        method: 'POST',
        url: '/api/cart?getGroceries=true',
        payload: { version, recipes: [] },
      });
      expect(answer.statusCode).toBe(200);
      answered.push(answer.json().process);
    }
    expect(answered).toEqual(['first', 'second', 'first', 'second']);
    expect(first.received).toEqual([
      { version: 1, recipes: [] },
      { version: 3, recipes: [] },
    ]);
    expect(second.received).toEqual([
      { version: 2, recipes: [] },
      { version: 4, recipes: [] },
    ]);
  });

  it('is ready only while every process of the service is, naming the one that is not', async () => {
    const ready = await gateway.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(200);

    second.ready = false;
    const notReady = await gateway.inject({ method: 'GET', url: '/api/readyz' });
    second.ready = true;
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().checks['cart-pricing']).toEqual({
      ok: false,
      error: `${second.url} answered 503`,
    });
    expect(notReady.json().checks.catalog).toEqual({ ok: true });
  });
});

describe('SERVICE_REPLICA_URLS', () => {
  it('refuses further processes of a service SERVICE_URLS does not send elsewhere', async () => {
    const config = loadConfig(
      {
        ...gatewayEnv('http://127.0.0.1:1', 'http://127.0.0.1:2'),
        SERVICE_REPLICA_URLS: 'cart-prices=http://127.0.0.1:2',
      },
      gatewaySettings,
    );
    await expect(buildGateway({ config, logger: createLogger(config) })).rejects.toThrow(
      'SERVICE_REPLICA_URLS names services SERVICE_URLS does not: cart-prices',
    );
  });

  it('refuses what is not a name=http(s) URL pair, naming it', () => {
    const problemsOf = (value: string) => {
      try {
        loadConfig({ SERVICE_REPLICA_URLS: value }, gatewaySettings);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf('cart-pricing=http://127.0.0.1:4011,cart-pricing')).toEqual([
      'SERVICE_REPLICA_URLS: "cart-pricing" is not a pair like cart-pricing=http://host:4011',
    ]);
    expect(problemsOf('cart-pricing=ftp://127.0.0.1:4011')).toEqual([
      'SERVICE_REPLICA_URLS: "cart-pricing=ftp://127.0.0.1:4011" is not a pair like cart-pricing=http://host:4011',
    ]);
    expect(problemsOf('cart-pricing=http://127.0.0.1:4011')).toEqual([]);
  });
});
