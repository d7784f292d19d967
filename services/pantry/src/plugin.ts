import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { PantryContext } from './app/context.js';
import { type Clock, systemClock } from './domain/clock.js';
import { followCatalogEvents } from './events/consume/catalog-events.js';
import { followIdentityEvents } from './events/consume/identity-events.js';
import { followOrderEvents } from './events/consume/order-events.js';
import { scheduleExpiryJobs } from './jobs/expiry-jobs.js';
import { recipeSuggester } from './jobs/recipe-suggestions.js';
import { ingredientsFetcher } from './read-models/catalog-ingredients/fetch-ingredients.js';
import { createIngredientCopy } from './read-models/catalog-ingredients/ingredient-copy.js';
import { accountDataRoutes } from './routes/account-data.js';
import { adminPantrySummaryRoutes } from './routes/admin-pantry-summary.js';
import { pantryRoutes } from './routes/pantry.js';
import { reminderRoutes } from './routes/reminders.js';
import { pantrySettings } from './settings.js';
import { outbox, processedEvents } from './store/schema.js';

export { pantrySettings } from './settings.js';

const PANTRY_ACCOUNT_DATA = '/api/users/pantry/account-data';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface PantryOptions {
  /** The service's "now", which says what today is; tests pass one they can move. */
  clock?: Clock;
}

/**
 * The pantry service (spec document 2: 2.8, 3, 4, 5 and 7, "Pantry"): each shopper's lots of
 * ingredients, named and dated from its copy of the catalog's ingredients, stocked by hand, by
 * onboarding and by delivered orders, and the pantry.changed event after every change. Its jobs
 * throw away expired lots, counting them as waste, and mail shoppers about lots expiring soon. It answers only once it holds that copy (/api/readyz). Its path sits
 * inside identity's /api/users, so the gateway routes by the longest prefix.
 */
const pantryPlugin: FastifyPluginAsync<PantryOptions> = async (app, { clock = systemClock }) => {
  const { config, database, logger, readiness } = app.infra;
  // The first public origin is the shop that links in mails lead to.
  const [shopUrl] = config.PUBLIC_ORIGINS;
  if (!shopUrl) throw new Error('PUBLIC_ORIGINS names no origin for links in mails');
  await database.migrate({ schema: 'pantry', migrationsFolder });
  const relay = runOutboxRelay(app, 'pantry', { outbox, processedEvents });

  const ingredients = createIngredientCopy(
    ingredientsFetcher(app),
    logger.child({ component: 'catalog-ingredients' }),
  );
  readiness.push(ingredients.readiness);
  await followCatalogEvents(app, ingredients);
  const onEventsCommitted = () => relay.nudge();
  await followOrderEvents(app, {
    ingredients,
    onEventsCommitted,
    // process.exit, as a kill would: the open transaction dies with the connection.
    exitBeforeCommit: pantrySettings.from(config).FAULT_EXIT_IN_DELIVERED_ORDER
      ? () => process.exit(137)
      : null,
  });
  await followIdentityEvents(app, { ingredients, clock, onEventsCommitted });
  // Not awaited: the embedded catalog answers through this same server, once it is ready.
  app.addHook('onReady', async () => {
    void ingredients.load();
  });
  app.addHook('onClose', async () => {
    ingredients.stop();
  });

  const ctx: PantryContext = {
    db: database.db,
    clock,
    ingredients: () => ingredients.current(),
    onEventsCommitted,
  };
  scheduleExpiryJobs(app, {
    ctx,
    ingredientsLoaded: () => ingredients.loaded(),
    suggestRecipes: recipeSuggester(app),
    shopUrl,
  });
  await app.register(pantryRoutes, { prefix: '/api/users/pantry', ctx });
  await app.register(adminPantrySummaryRoutes, { prefix: '/api/admin/pantry-summary', ctx });
  await app.register(reminderRoutes, { prefix: '/api/users/pantry/reminders', db: database.db });
  await app.register(accountDataRoutes, { prefix: PANTRY_ACCOUNT_DATA, db: database.db });
};

export const pantryService = fp(pantryPlugin, {
  name: 'pantry',
  dependencies: [INFRASTRUCTURE_PLUGIN],
  encapsulate: true,
});

export const pantry: ServiceDefinition = {
  name: 'pantry',
  plugin: pantryService,
  settings: pantrySettings,
  paths: ['/api/users/pantry', '/api/admin/pantry-summary'],
  accountData: PANTRY_ACCOUNT_DATA,
};
