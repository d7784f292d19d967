import {
  type featureFlagsAnswer,
  handleParams,
  type InitializeAnswer,
  type influencerAnswer,
  initializeQuery,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Catalog } from '../domain/catalog.js';
import { shopConfig } from '../domain/shop-config.js';
import { catalogSettings } from '../settings.js';
import { cacheCatalogAnswer, cacheFlagAnswer } from './caching.js';
import { found } from './storefronts.js';

/** Storefront and start-up (spec document 2 §7): influencer, flags, and one initialize call. */
export const storefrontRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  const { COUNTRY_HEADER } = catalogSettings.from(app.infra.config);

  const reportedCountry = (request: FastifyRequest) => {
    if (!COUNTRY_HEADER) return undefined;
    const value = request.headers[COUNTRY_HEADER];
    return Array.isArray(value) ? value[0] : value;
  };

  app.get(
    '/influencer/handle/:handle',
    async (request, reply): Promise<z.infer<typeof influencerAnswer>> => {
      const { handle } = parseInput(handleParams, request.params, 'params');
      const influencer = found(catalog.influencer(handle), `storefront with the handle ${handle}`);
      cacheCatalogAnswer(reply);
      return { influencer };
    },
  );

  app.get(
    '/feature-flags',
    async (_request, reply): Promise<z.infer<typeof featureFlagsAnswer>> => {
      cacheFlagAnswer(reply);
      return { featureFlags: catalog.featureFlags };
    },
  );

  app.get('/aggr/initialize', async (request, reply): Promise<InitializeAnswer> => {
    const query = parseInput(initializeQuery, request.query, 'query');
    const answer: InitializeAnswer = {
      config: shopConfig(
        reportedCountry(request),
        catalog.flag('isContentForUSEnabled'),
        request.ip,
      ),
    };
    if (query.featureFlags) answer.featureFlags = catalog.featureFlags;
    if (query.diets) answer.diets = catalog.diets;
    if (query.allergies) answer.allergies = catalog.allergies;
    if (query.mealTypes) answer.mealTypes = { mealTypes: catalog.mealTypes };
    if (query.influencer) {
      answer.influencer = catalog.influencer(query.handle ?? catalog.defaultHandle) ?? null;
    }
    // The answer holds the visitor's country and address: for this visitor only.
    reply.header('cache-control', 'private, max-age=60');
    if (COUNTRY_HEADER) reply.header('vary', COUNTRY_HEADER);
    return answer;
  });
};
