import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, unprocessable } from './problems.js';
import { createHttpServer, type ReadinessCheck } from './server.js';

function serverWithLogLines(readiness: ReadinessCheck[] = []) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = createHttpServer({ logger: pino({ level: 'debug' }, sink), readiness });
  app.post('/echo', async (request) =>
    parseInput(z.object({ quantity: z.number().int().min(1) }), request.body, 'body'),
  );
  app.get('/refuse', async () => {
    throw unprocessable('That pantry item has already expired.', [
      { field: 'expiryDate', rule: 'future', message: 'expiryDate must be after today' },
    ]);
  });
  app.get('/crash', async () => {
    throw new Error('connection reset by database at 10.0.0.7');
  });
  return { app, lines };
}

describe('the HTTP server', () => {
  it('answers a thrown problem as problem+json with its fields and the request id', async () => {
    const { app } = serverWithLogLines();
    const answer = await app.inject({
      method: 'GET',
      url: '/refuse',
      headers: { 'x-request-id': 'r-1' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json()).toEqual({
      type: 'https://mise.ca/problems/unprocessable-content',
      title: 'Unprocessable Content',
      status: 422,
      message: 'That pantry item has already expired.',
      requestId: 'r-1',
      fields: [{ field: 'expiryDate', rule: 'future', message: 'expiryDate must be after today' }],
    });
  });

  it('names the field and the rule of invalid input', async () => {
    const { app } = serverWithLogLines();
    const answer = await app.inject({ method: 'POST', url: '/echo', payload: { quantity: 0 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      {
        field: 'quantity',
        rule: 'too_small',
        message: 'quantity Too small: expected number to be >=1',
      },
    ]);
  });

  it('names each unknown field of a strict schema as the field at fault', async () => {
    const { app } = serverWithLogLines();
    app.get('/strict', async (request) =>
      parseInput(z.strictObject({ limit: z.string().optional() }), request.query, 'query'),
    );
    const answer = await app.inject({ method: 'GET', url: '/strict?limt=2&pge=1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      { field: 'limt', rule: 'unrecognized_keys', message: 'limt is not a known field' },
      { field: 'pge', rule: 'unrecognized_keys', message: 'pge is not a known field' },
    ]);
  });

  it("answers paths the router cannot read as problem+json, before any route's code", async () => {
    const { app } = serverWithLogLines();
    app.get('/api/orders/:orderId', async () => ({ reached: true }));
    const badEncoding = await app.inject({ method: 'GET', url: '/api/orders/%E0%A4%A' });
    const longId = await app.inject({ method: 'GET', url: `/api/orders/${'x'.repeat(101)}` });
    expect([badEncoding.statusCode, longId.statusCode]).toEqual([400, 414]);
    for (const answer of [badEncoding, longId]) {
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.headers['x-request-id']).toBe(answer.json().requestId);
    }
    expect(badEncoding.json().message).toBe(
      'The path is not valid: each % in it must start a percent-encoded UTF-8 character.',
    );
    expect(longId.json().message).toBe(
      'A part of the path is too long: no id is longer than 100 characters.',
    );
  });

  it('hides the details of a crash from the caller and logs them', async () => {
    const { app, lines } = serverWithLogLines();
    const answer = await app.inject({ method: 'GET', url: '/crash' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(answer.body).not.toContain('10.0.0.7');
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged?.level).toBe(50);
    expect(JSON.stringify(logged)).toContain('10.0.0.7');
  });

  it('logs successful requests at debug and refused ones at info', async () => {
    const { app, lines } = serverWithLogLines();
    await app.inject({ method: 'POST', url: '/echo', payload: { quantity: 2 } });
    await app.inject({ method: 'POST', url: '/echo', payload: { quantity: 'two' } });
    await app.inject({ method: 'GET', url: '/crash' });
    const accessLines = lines.filter((line) => line.msg === 'request');
    expect(accessLines.map((line) => [line.status, line.level])).toEqual([
      [200, 20],
      [400, 30],
      [500, 40],
    ]);
  });

  it('is not ready while a check fails or does not answer in time', async () => {
    const { app } = serverWithLogLines([
      { name: 'database', check: async () => ({ ok: true }) },
      {
        name: 'bus',
        check: async () => {
          throw new Error('broker unreachable');
        },
      },
      { name: 'slow', check: () => new Promise(() => {}) },
    ]);
    const answer = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'not-ready',
      checks: {
        database: { ok: true },
        bus: { ok: false, error: 'broker unreachable' },
        slow: { ok: false, error: 'timed out' },
      },
    });
  });
});
