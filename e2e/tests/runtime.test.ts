import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ShopProcess, shareLink, startShop } from '../support/shop-process.js';

const running: ShopProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((shop) => shop.stop()));
});
async function start(env: Record<string, string> = {}) {
  const shop = await startShop(env);
  running.push(shop);
  return shop;
}

describe('the embedded runtime', () => {
  it('keeps share links across a restart on the same data folder', async () => {
    const first = await start();
    const shortUrl = await shareLink(first.url, '/recipes?addRecipes=r1,m1,2');
    const id = new URL(shortUrl).pathname.split('/').pop();
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: first.dataDir });
    const resolved = await fetch(`${second.url}/api/share-url/${id}`);
    expect(resolved.status).toBe(200);
    expect((await resolved.json()).longUrl).toBe(`${first.url}/recipes?addRecipes=r1,m1,2`);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const shop = await start();
    expect(await shop.stop()).toBe(0);
    expect(shop.output()).not.toMatch(/"level":(50|60)/);
  });

  it('refuses to start on a bad setting, naming it', () => {
    const result = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../../gateway/dist/main.js', import.meta.url))],
      {
        env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it('sends traces to the configured OTLP endpoint', async () => {
    const received: string[] = [];
    const collector = createServer((request: IncomingMessage, response) => {
      received.push(request.url ?? '');
      request.resume();
      request.on('end', () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
      );
    });
    const port = await freePort();
    collector.listen(port, '127.0.0.1');
    await once(collector, 'listening');
    try {
      const shop = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
      await fetch(`${shop.url}/api/healthz`);
      expect(await shop.stop()).toBe(0);
      expect(received).toContain('/v1/traces');
    } finally {
      collector.close();
    }
  });
});
