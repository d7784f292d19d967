import { type LinkInBioAnswer, linkInBioQuery } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { Catalog } from '../domain/catalog.js';
import { cacheCatalogAnswer } from './caching.js';
import { storefrontFor } from './storefronts.js';

/** How many recipes the link-in-bio page features: a phone screen's worth. */
const FEATURED_RECIPES = 4;

/**
 * GET /api/linkedinbio/ (the spec's form) and /api/linkedinbio: what the storefront's
 * link-in-bio page links to (document 2 §7). Mounted at /linkedinbio, so both forms answer.
 */
export const linkInBioRoutes: FastifyPluginAsync<{ catalog: Catalog }> = async (
  app,
  { catalog },
) => {
  app.get('/', async (request, reply): Promise<LinkInBioAnswer> => {
    const storefront = storefrontFor(catalog, parseInput(linkInBioQuery, request.query, 'query'));
    cacheCatalogAnswer(reply);
    return {
      influencer: storefront.influencer,
      mealPlans: catalog.curatedBoxes(storefront),
      featuredRecipes: storefront.recipes
        .slice(0, FEATURED_RECIPES)
        .map(({ summary: { _id, name, images, cookingTime } }) => ({
          _id,
          name,
          images,
          cookingTime,
        })),
    };
  });
};
