import fp from 'fastify-plugin';
import { sessionPlugin } from '../auth/session.js';
import type { Infrastructure } from './infrastructure.js';

declare module 'fastify' {
  interface FastifyInstance {
    infra: Infrastructure;
  }
}

export const INFRASTRUCTURE_PLUGIN = 'mise-infrastructure';

/**
 * Shares the infrastructure with every service plugin registered after it.
 * Closing the server closes it last: Fastify closes plugins in reverse order,
 * so the services' relays and consumers stop before the bus and database.
 */
export const infrastructurePlugin = fp<{ infra: Infrastructure }>(
  async (app, { infra }) => {
    app.decorate('infra', infra);
    // Every service reads the same sessions: one signing key, one cookie, one cross-site rule.
    await app.register(sessionPlugin);
    app.addHook('onReady', () => infra.jobs.start());
    app.addHook('onClose', () => infra.close());
  },
  { name: INFRASTRUCTURE_PLUGIN, fastify: '5.x' },
);
