import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@mise/platform';
import { openTestInfrastructure } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../src/app.js';

export interface TestGateway {
  app: FastifyInstance;
  /** Closes the gateway and removes its fake web builds. */
  close(): Promise<void>;
}

/**
 * A gateway, ready, on the test infrastructure, serving fake shop and admin builds (an
 * index.html and one hashed asset each) from a temporary folder; `env` adds settings and
 * `logger` takes its log lines instead of the silent test logger.
 */
export async function openTestGateway({
  env = {},
  logger,
}: {
  env?: Record<string, string>;
  logger?: Logger;
} = {}): Promise<TestGateway> {
  const builds = mkdtempSync(join(tmpdir(), 'mise-gateway-'));
  const fakeBuild = (name: string) => {
    const root = join(builds, name);
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
    writeFileSync(join(root, 'assets', 'main-abc123.js'), `console.log('${name}')`);
    return root;
  };
  const infra = await openTestInfrastructure({
    WEB_SHOP_DIST: fakeBuild('shop'),
    WEB_ADMIN_DIST: fakeBuild('admin'),
    ...env,
  });
  const app = await buildGateway({ config: infra.config, logger: logger ?? infra.logger, infra });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(builds, { recursive: true, force: true });
    },
  };
}
