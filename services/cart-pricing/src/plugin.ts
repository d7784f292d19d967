import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import fp from 'fastify-plugin';
import { createHighsSolver } from './adapters/solver/highs-solver.js';
import { shoppingLists } from './app/shopping-lists.js';
import { priceCart } from './domain/pricing-engine.js';
import { followCatalogEvents } from './events/consume/catalog-events.js';
import { followDeliveryEvents } from './events/consume/delivery-events.js';
import { followIdentityEvents } from './events/consume/identity-events.js';
import { followOrderEvents } from './events/consume/order-events.js';
import { followPantryEvents } from './events/consume/pantry-events.js';
import { registerEmailShoppingList } from './jobs/email-shopping-list.js';
import { createCatalogCopy } from './read-models/catalog-copy/catalog-copy.js';
import { copyFetcher } from './read-models/catalog-copy/fetch-copy.js';
import { createCityFees } from './read-models/city-fees/city-fees.js';
import { firstServedCities, servedCitiesFetcher } from './read-models/city-fees/fetch-cities.js';
import { pantryCopyOf } from './read-models/pantries/pantry-copies.js';
import { accountDataRoutes } from './routes/account-data.js';
import { adminPromotionRoutes } from './routes/admin-promotions.js';
import { cartRoutes } from './routes/cart.js';
import { cartDetailRoutes } from './routes/cart-details.js';
import { adoptCartOnArrival } from './routes/cart-owner.js';
import { checkoutQuoteRoutes } from './routes/checkout-quote.js';
import { emailShoppingListRoutes } from './routes/email-shopping-list.js';
import { menuRoutes } from './routes/menus.js';
import { recommendationRoutes } from './routes/recommendations.js';
import { cartPricingSettings } from './settings.js';
import { outbox, processedEvents } from './store/schema.js';

const CART_ACCOUNT_DATA = '/api/cart/account-data';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * The cart-pricing service: shoppers' carts, priced to the cent against in-memory copies of
 * the catalog and of delivery-slots' city fees, the promo codes (staff manage them under
 * /api/admin/promotions), and the checkout quote orders are placed from. It answers only once
 * it holds a copy of the catalog (/api/readyz); until the city fees arrive, carts show the
 * default fee, the most a city may cost, rather than waiting: a server without delivery-slots
 * (a test of cart-pricing alone) would otherwise never be ready.
 */
export const cartPricingService = fp(
  async (app) => {
    const { database, logger, readiness } = app.infra;
    await database.migrate({ schema: 'cart_pricing', migrationsFolder });
    const relay = runOutboxRelay(app, 'cart-pricing', { outbox, processedEvents });

    const copy = createCatalogCopy(copyFetcher(app), logger.child({ component: 'catalog-copy' }));
    readiness.push(copy.readiness);
    await followCatalogEvents(app, copy);
    const cityFees = createCityFees();
    await followDeliveryEvents(app, cityFees);
    const cityFeesLoad = firstServedCities(
      cityFees,
      servedCitiesFetcher(app),
      logger.child({ component: 'city-fees' }),
    );
    await followIdentityEvents(app);
    await followOrderEvents(app);
    await followPantryEvents(app);
    // Not awaited: the embedded catalog and delivery-slots answer through this same server,
    // once it is ready.
    app.addHook('onReady', async () => {
      void copy.load();
      void cityFeesLoad.run();
    });
    app.addHook('onClose', async () => {
      copy.stop();
      cityFeesLoad.stop();
    });

    const catalog = () => copy.current();
    registerEmailShoppingList(app, shoppingLists(database.db, catalog, cityFees));
    await app.register(
      async (api) => {
        api.addHook('preHandler', adoptCartOnArrival(database.db));
        await api.register(cartRoutes, { catalog, cityFees });
        await api.register(cartDetailRoutes, { catalog, cityFees });
        await api.register(emailShoppingListRoutes);
      },
      { prefix: '/api/cart' },
    );
    await app.register(accountDataRoutes, { prefix: CART_ACCOUNT_DATA });
    await app.register(checkoutQuoteRoutes, { prefix: '/api/internal/cart', catalog });
    await app.register(adminPromotionRoutes, {
      prefix: '/api/admin/promotions',
      onEventsCommitted: () => relay.nudge(),
    });
    await app.register(recommendationRoutes, {
      prefix: '/api/recommendation',
      catalog,
      loadPantry: async (request) =>
        request.session ? pantryCopyOf(database.db, request.session.userId) : undefined,
      today: () => shopDayAt(new Date()),
      price: priceCart,
    });

    const planner = cartPricingSettings.from(app.infra.config);
    const solver = createHighsSolver({ queueLimit: planner.PLANNER_QUEUE_LIMIT });
    app.addHook('onClose', () => solver.close());
    await app.register(menuRoutes, {
      prefix: '/api/menus',
      catalog,
      solve: solver.solve,
      limits: {
        timeLimitMs: planner.PLANNER_TIME_LIMIT_MS,
        shortlistSize: planner.PLANNER_SHORTLIST,
      },
      today: () => shopDayAt(new Date()),
      now: () => performance.now(),
      loadPantry: async (request) =>
        request.session ? pantryCopyOf(database.db, request.session.userId) : undefined,
    });
  },
  { name: 'cart-pricing', dependencies: [INFRASTRUCTURE_PLUGIN], encapsulate: true },
);

export const cartPricing: ServiceDefinition = {
  name: 'cart-pricing',
  plugin: cartPricingService,
  paths: [
    '/api/cart',
    '/api/internal/cart',
    '/api/recommendation',
    '/api/menus',
    '/api/admin/promotions',
  ],
  settings: cartPricingSettings,
  accountData: CART_ACCOUNT_DATA,
};
