import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import fp from 'fastify-plugin';
import { loadCatalog } from './app/load-catalog.js';
import { seedContentPages } from './app/seed-content-pages.js';
import { shopperOrders } from './app/shopper-orders.js';
import { adminDocumentRoutes } from './routes/admin-documents.js';
import { adminFlagRoutes } from './routes/admin-flags.js';
import { adminProductRoutes } from './routes/admin-products.js';
import { adminRecipeRoutes } from './routes/admin-recipes.js';
import { adminContentPageRoutes, contentPageRoutes } from './routes/content-pages.js';
import { curatedBoxRoutes } from './routes/curated-boxes.js';
import { groceryRoutes } from './routes/groceries.js';
import { imageRoutes } from './routes/images.js';
import { linkInBioRoutes } from './routes/link-in-bio.js';
import { pricingCopyRoutes } from './routes/pricing-copy.js';
import { recipeRoutes } from './routes/recipes.js';
import { storefrontRoutes } from './routes/storefront.js';
import { vocabularyRoutes } from './routes/vocabularies.js';
import { catalogSettings } from './settings.js';
import { outbox, processedEvents } from './store/schema.js';

export { catalogSettings } from './settings.js';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const shippedCatalog = fileURLToPath(new URL('../seed-data', import.meta.url));
const shippedContent = fileURLToPath(new URL('../seed-data/content', import.meta.url));

/**
 * The catalog service: recipes, ingredients, products, the vocabularies the shop filters
 * by, storefronts, boxes and flags. It loads its catalog once into an empty database and
 * answers every read from memory.
 */
export const catalogService = fp(
  async (app) => {
    const { database, config, logger } = app.infra;
    await database.migrate({ schema: 'catalog', migrationsFolder });
    const relay = runOutboxRelay(app, 'catalog', { outbox, processedEvents });
    const catalog = await loadCatalog(
      database.db,
      catalogSettings.from(config).CATALOG_SEED_DIR ?? shippedCatalog,
      logger.child({ component: 'catalog' }),
    );
    // Whatever catalog folder was chosen, the shop's pages are the shipped ones.
    await seedContentPages(database.db, shippedContent, logger.child({ component: 'catalog' }));
    await app.register(
      async (api) => {
        await api.register(recipeRoutes, {
          prefix: '/recipes',
          catalog,
          readOrder: shopperOrders(app),
        });
        await api.register(curatedBoxRoutes, { prefix: '/curated-recipes', catalog });
        await api.register(vocabularyRoutes, { catalog });
        await api.register(storefrontRoutes, { catalog });
        await api.register(linkInBioRoutes, { prefix: '/linkedinbio', catalog });
        await api.register(groceryRoutes, { catalog });
        await api.register(imageRoutes, { prefix: '/images', catalog });
        await api.register(pricingCopyRoutes, { catalog });
        await api.register(contentPageRoutes, { prefix: '/content-pages' });
      },
      { prefix: '/api' },
    );
    // Staff edits go to the stored catalog (what a restart reads: the seed folder fills only an
    // empty database), and the catalog in memory is made again from it.
    const onEventsCommitted = () => relay.nudge();
    await app.register(
      async (admin) => {
        await admin.register(adminProductRoutes, { prefix: '/products', onEventsCommitted });
        await admin.register(adminRecipeRoutes, {
          prefix: '/recipes',
          catalog,
          onEventsCommitted,
        });
        await admin.register(adminFlagRoutes, {
          prefix: '/feature-flags',
          catalog,
          onEventsCommitted,
        });
        await admin.register(adminContentPageRoutes, {
          prefix: '/content-pages',
          onEventsCommitted,
        });
        await admin.register(adminDocumentRoutes, { catalog, onEventsCommitted });
      },
      { prefix: '/api/admin' },
    );
  },
  { name: 'catalog', dependencies: [INFRASTRUCTURE_PLUGIN], encapsulate: true },
);

export const catalog: ServiceDefinition = {
  name: 'catalog',
  plugin: catalogService,
  settings: catalogSettings,
  paths: [
    '/api/recipes',
    '/api/categories',
    '/api/meal-types',
    '/api/diets',
    '/api/allergies',
    '/api/filters',
    '/api/curated-recipes',
    '/api/nutrition-programs',
    '/api/influencer',
    '/api/linkedinbio',
    '/api/feature-flags',
    '/api/aggr',
    '/api/ingredients',
    '/api/extraProducts',
    '/api/images',
    '/api/catalog',
    '/api/content-pages',
    '/api/admin/products',
    '/api/admin/recipes',
    '/api/admin/feature-flags',
    '/api/admin/content-pages',
    '/api/admin/extra-products',
    '/api/admin/curated-boxes',
    '/api/admin/nutrition-programs',
    '/api/admin/influencers',
  ],
};
