import {
  type CreateShareUrlAnswer,
  createShareUrlBody,
  type ResolveShareUrlAnswer,
  shareUrlParams,
} from '@mise/contracts';
import { badRequest, notFound, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { foreignOriginProblems, newShareId, shortUrlFor } from '../domain/share-link.js';
import { shareUrlCreatedEvent } from '../events/publish/share-url-created.js';
import type { LinkResolver } from '../store/link-resolver.js';
import { findOrCreateLink } from '../store/share-links.js';

export interface ApiRoutesOptions {
  resolveLink: LinkResolver;
  /** Wakes the outbox relay once a new link's event is committed. */
  onEventsCommitted: () => void;
}

/** /api/share-url: make a short link, and look one up. */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, options) => {
  const { config, database } = app.infra;

  app.post('/', async (request, reply): Promise<CreateShareUrlAnswer> => {
    const { baseUrl, longUrl } = parseInput(createShareUrlBody, request.body, 'body');
    const foreign = foreignOriginProblems({ baseUrl, longUrl }, config.PUBLIC_ORIGINS);
    if (foreign.length > 0) {
      throw badRequest('Only links to pages of this shop can be shared.', foreign);
    }
    const link = await findOrCreateLink(database.db, longUrl, newShareId, (id) => [
      shareUrlCreatedEvent({ id, longUrl, shortUrl: shortUrlFor(baseUrl, id) }),
    ]);
    if (link.created) options.onEventsCommitted();
    reply.code(link.created ? 201 : 200);
    return { shortUrl: shortUrlFor(baseUrl, link.id) };
  });

  app.get('/:id', async (request): Promise<ResolveShareUrlAnswer> => {
    const { id } = parseInput(shareUrlParams, request.params, 'params');
    const longUrl = await options.resolveLink(id);
    if (!longUrl) throw notFound(`No share link has the id ${id}.`);
    return { longUrl };
  });
};
