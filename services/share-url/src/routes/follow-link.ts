import { shareUrlIdPattern } from '@mise/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { LinkResolver } from '../store/link-resolver.js';

/**
 * GET /s/:id, the short link people click. A dead or mistyped link lands on
 * the shop's home page, as any unknown path of the shop does.
 */
export const followLinkRoutes: FastifyPluginAsync<{ resolveLink: LinkResolver }> = async (
  app,
  { resolveLink },
) => {
  app.get<{ Params: { id: string } }>('/s/:id', async (request, reply) => {
    const { id } = request.params;
    const longUrl = shareUrlIdPattern.test(id) ? await resolveLink(id) : undefined;
    return reply.redirect(longUrl ?? '/', 302);
  });
};
