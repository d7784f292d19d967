import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FileMailbox, isFileMailbox } from '@mise/platform';
import { openTestInfrastructure } from '@mise/platform/testing';
import axe from 'axe-core';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';

let app: FastifyInstance;
let mailbox: FileMailbox;
let dataDir: string;

async function gateway(env: Record<string, string>) {
  const infra = await openTestInfrastructure(env);
  const built = await buildGateway({ config: infra.config, logger: infra.logger, infra });
  await built.ready();
  return { app: built, infra };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mise-dev-mail-'));
  const embedded = await gateway({ DATA_DIR: dataDir });
  app = embedded.app;
  if (!isFileMailbox(embedded.infra.mail))
    throw new Error('the embedded runtime keeps mail in files');
  mailbox = embedded.infra.mail;
  // A whole embedded gateway, catalog included: seconds on a busy machine.
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** axe-core run in a DOM of the page, as a browser extension would run it. */
async function accessibilityViolations(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(axe.source);
  const inPage = (dom.window as unknown as { axe: typeof axe }).axe;
  const results = await inPage.run(dom.window.document, {
    resultTypes: ['violations'],
    // jsdom lays nothing out, so contrast cannot be measured here; the page's colours
    // (#1a1a1a text, #2f5f00 links, on white) are above 7:1.
    rules: { 'color-contrast': { enabled: false } },
  });
  dom.window.close();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('/dev/mail in the embedded runtime', () => {
  it('is there only for someone on this machine', async () => {
    const fromAfar = await app.inject({
      method: 'GET',
      url: '/dev/mail',
      remoteAddress: '198.51.100.4',
    });
    expect(fromAfar.statusCode).toBe(404);
    expect(fromAfar.headers['content-type']).toContain('application/problem+json');
  });

  it('is not there for a page of another site that rebound its name to this machine', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example']) {
      const rebound = await app.inject({ method: 'GET', url: '/dev/mail', headers: { host } });
      expect(rebound.statusCode, host).toBe(404);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const local = await app.inject({ method: 'GET', url: '/dev/mail', headers: { host } });
      expect(local.statusCode, host).toBe(200);
    }
  });

  it('says so when no e-mail has been sent yet', async () => {
    const answer = await get('/dev/mail');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('No e-mail has been sent yet.');
    expect(await accessibilityViolations(answer.body)).toEqual([]);
  });

  it('lists the messages newest first, escaping what they say', async () => {
    const first = await mailbox.send({
      to: 'ana@example.com',
      subject: 'Your Mise shopping list',
      text: 'list',
      html: '<p>list</p>',
    });
    const second = await mailbox.send({
      to: 'bob@example.com',
      subject: '<script>alert("pwned")</script> Crème & co',
      text: 'list',
      html: '<p>list</p>',
    });

    const answer = await get('/dev/mail');

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).not.toContain('<script>');
    expect(answer.body).toContain(
      '&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Crème &amp; co',
    );
    const links = [...answer.body.matchAll(/href="\/dev\/mail\/([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([second, first]);
    expect(await accessibilityViolations(answer.body)).toEqual([]);
  });

  it('shows a message as its HTML body in a frame that runs no script, and as text', async () => {
    const id = await mailbox.send({
      to: 'ana@example.com',
      subject: 'Your Mise shopping list',
      text: 'Produce\n  Carrots: $4.58',
      html: '<h1>Your list</h1><p>Carrots &amp; leeks</p><script>alert(1)</script>',
    });

    const answer = await get(`/dev/mail/${id}`);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    const page = new JSDOM(answer.body).window.document;
    const frame = page.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    // The attribute holds the HTML exactly as sent; only the frame renders it.
    expect(frame?.getAttribute('srcdoc')).toBe(
      '<h1>Your list</h1><p>Carrots &amp; leeks</p><script>alert(1)</script>',
    );
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('Your Mise shopping list');
    expect(page.querySelector('pre')?.textContent).toBe('Produce\n  Carrots: $4.58');
    expect(await accessibilityViolations(answer.body)).toEqual([]);
  });

  it('answers 404 for an id it did not give, a crafted path included', async () => {
    for (const id of ['0190a6c2-0000-7000-8000-000000000000', '..%2F..%2Fpackage.json']) {
      const answer = await get(`/dev/mail/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('/dev/mail elsewhere', { timeout: 60_000 }, () => {
  for (const [runtime, env] of [
    ['mail goes out over SMTP', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    [
      'the embedded runtime runs in production',
      { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) },
    ],
  ] as const) {
    it(`is not served when ${runtime}`, async () => {
      const other = await gateway({ DATA_DIR: dataDir, ...env });
      const answer = await other.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(answer.body).not.toContain('Mail sent by Mise');
      await other.app.close();
    });
  }
});
