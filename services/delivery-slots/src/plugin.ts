import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from './domain/clock.js';
import { followIdentityEvents } from './events/consume/identity-events.js';
import { followOrderEvents } from './events/consume/order-events.js';
import { scheduleHoldLapses } from './jobs/lapse-holds.js';
import { accountDataRoutes } from './routes/account-data.js';
import { adminCityRoutes } from './routes/admin-cities.js';
import { adminLocationRoutes } from './routes/admin-locations.js';
import { cityRoutes } from './routes/cities.js';
import { dayRoutes } from './routes/days.js';
import { deliveryPageRoutes } from './routes/delivery-page.js';
import { holdRoutes } from './routes/holds.js';
import { locationRoutes } from './routes/locations.js';
import { outbox, processedEvents } from './store/schema.js';
import { seedOnFirstStart } from './store/seed.js';

const DELIVERY_ACCOUNT_DATA = '/api/delivery/account-data';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface DeliverySlotsOptions {
  /** The service's "now" for open slots and lapsing holds; tests pass one they can move. */
  clock?: Clock;
}

/**
 * The delivery-slots service: the cities the shop delivers to and their fees, pickup
 * locations, and each slot's places, held for orders being paid and booked once paid.
 */
const deliverySlotsPlugin: FastifyPluginAsync<DeliverySlotsOptions> = async (
  app,
  { clock = systemClock },
) => {
  const { database } = app.infra;
  await database.migrate({ schema: 'delivery_slots', migrationsFolder });
  await seedOnFirstStart(database.db);
  const relay = runOutboxRelay(app, 'delivery-slots', { outbox, processedEvents });
  const onEventsCommitted = () => relay.nudge();
  await followOrderEvents(app, { clock, onEventsCommitted });
  await followIdentityEvents(app);
  scheduleHoldLapses(app, { clock, onEventsCommitted });

  await app.register(cityRoutes, { prefix: '/api/cities' });
  await app.register(locationRoutes, { prefix: '/api/locations' });
  await app.register(dayRoutes, { prefix: '/api/days', clock });
  await app.register(deliveryPageRoutes, { prefix: '/api/delivery' });
  await app.register(accountDataRoutes, { prefix: DELIVERY_ACCOUNT_DATA });
  await app.register(holdRoutes, { prefix: '/api/internal/delivery', clock, onEventsCommitted });
  await app.register(adminCityRoutes, {
    prefix: '/api/admin/delivery/cities',
    clock,
    onEventsCommitted,
  });
  await app.register(adminLocationRoutes, {
    prefix: '/api/admin/delivery/locations',
    onEventsCommitted,
  });
};

export const deliverySlotsService = fp(deliverySlotsPlugin, {
  name: 'delivery-slots',
  dependencies: [INFRASTRUCTURE_PLUGIN],
  encapsulate: true,
});

export const deliverySlots: ServiceDefinition = {
  name: 'delivery-slots',
  plugin: deliverySlotsService,
  paths: [
    '/api/cities',
    '/api/locations',
    '/api/days',
    '/api/delivery',
    '/api/internal/delivery',
    '/api/admin/delivery',
  ],
  accountData: DELIVERY_ACCOUNT_DATA,
};
