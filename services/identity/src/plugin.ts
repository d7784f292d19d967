import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { argon2Passwords } from './adapters/passwords/argon2.js';
import { openIdConnect } from './adapters/social/openid-connect.js';
import { providerSettings } from './adapters/social/provider-settings.js';
import { bootstrapStaff } from './app/bootstrap-staff.js';
import { type Clock, systemClock } from './domain/clock.js';
import type { PasswordHashing } from './domain/passwords.js';
import { followAuditEvents } from './events/consume/audit-events.js';
import { followOrderEvents } from './events/consume/order-events.js';
import { scheduleIdentityHousekeeping } from './jobs/housekeeping.js';
import { accountRoutes } from './routes/account.js';
import { adminCustomerRoutes } from './routes/admin-customers.js';
import { adminStaffRoutes } from './routes/admin-staff.js';
import { auditLogRoutes } from './routes/audit-log.js';
import { favouriteRoutes } from './routes/favourites.js';
import { passwordRoutes } from './routes/passwords.js';
import { registrationRoutes } from './routes/registration.js';
import type { IdentityRouteOptions } from './routes/route-options.js';
import { sessionCheckRoutes } from './routes/session-check.js';
import { signInRoutes } from './routes/sign-in.js';
import { socialLoginRoutes } from './routes/social-login.js';
import { staffAccessRoutes } from './routes/staff.js';
import { staffRevocationRoutes } from './routes/staff-revocation.js';
import { userRoutes } from './routes/users.js';
import { identitySettings } from './settings.js';
import { outbox, processedEvents } from './store/schema.js';
import { isSessionLive } from './store/sessions.js';

export { identitySettings } from './settings.js';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface IdentityOptions {
  /** The service's "now" for throttles and mailed codes; tests pass one they can move. */
  clock?: Clock;
  /** How passwords are hashed and checked: argon2id unless another is given. */
  passwords?: PasswordHashing;
}

/**
 * The identity service: accounts, passwords, sessions, social login, profiles, favourites,
 * staff access to customer accounts, the one log of every service's staff writes, and whether
 * a user has ordered yet.
 */
const identityPlugin: FastifyPluginAsync<IdentityOptions> = async (
  app,
  { clock = systemClock, passwords = argon2Passwords },
) => {
  const { config, database, logger } = app.infra;
  await database.migrate({ schema: 'identity', migrationsFolder });
  await bootstrapStaff(database.db, passwords, identitySettings.from(config), logger);
  // Sessions are checked against identity's records straight from this process's store.
  app.sessions.useLedger({
    isLive: (sessionId, userId) => isSessionLive(database.db, sessionId, userId, new Date()),
  });
  const relay = runOutboxRelay(app, 'identity', { outbox, processedEvents });
  scheduleIdentityHousekeeping(app, clock);
  await followOrderEvents(app);
  await followAuditEvents(app);
  const onEventsCommitted = () => relay.nudge();
  const linkOrigin = config.PUBLIC_ORIGINS[0];
  if (!linkOrigin) throw new Error('PUBLIC_ORIGINS must name the shop for links in e-mails');
  const routeOptions: IdentityRouteOptions = { clock, linkOrigin, onEventsCommitted, passwords };

  await app.register(registrationRoutes, { prefix: '/api/auth', ...routeOptions });
  await app.register(signInRoutes, { prefix: '/api/auth', ...routeOptions });
  await app.register(passwordRoutes, { prefix: '/api/auth', ...routeOptions });
  await app.register(staffAccessRoutes, { prefix: '/api/auth', ...routeOptions });
  await app.register(socialLoginRoutes, {
    prefix: '/api/auth',
    providers: openIdConnect((provider) => providerSettings(config, provider), app.log),
    onEventsCommitted,
  });
  await app.register(userRoutes, { prefix: '/api/users', ...routeOptions });
  await app.register(accountRoutes, { prefix: '/api/users/me', ...routeOptions });
  await app.register(favouriteRoutes, { prefix: '/api/recipe-favorites' });
  await app.register(auditLogRoutes, { prefix: '/api/admin/audit' });
  await app.register(staffRevocationRoutes, { prefix: '/api/admin/identity' });
  await app.register(adminCustomerRoutes, { prefix: '/api/admin/customers', ...routeOptions });
  await app.register(adminStaffRoutes, { prefix: '/api/admin/staff', ...routeOptions });
  await app.register(sessionCheckRoutes, { prefix: '/api/internal/identity' });
};

export const identityService = fp(identityPlugin, {
  name: 'identity',
  dependencies: [INFRASTRUCTURE_PLUGIN],
  encapsulate: true,
});

export const identity: ServiceDefinition = {
  name: 'identity',
  plugin: identityService,
  settings: identitySettings,
  paths: [
    '/api/auth',
    '/api/users',
    '/api/recipe-favorites',
    '/api/admin/identity',
    '/api/admin/audit',
    '/api/admin/customers',
    '/api/admin/staff',
    '/api/internal/identity',
  ],
  accountData: '/api/users/me/account-data',
};
