import { fileURLToPath } from 'node:url';
import {
  INFRASTRUCTURE_PLUGIN,
  type ServiceDefinition,
  scheduleMessagingHousekeeping,
} from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { followIdentityEvents } from './events/consume/identity-events.js';
import { followMailEvents } from './events/consume/mail-events.js';
import { defineSendMail, type SendMailRetry } from './jobs/send-mail.js';
import { accountDataRoutes } from './routes/account-data.js';
import { outbox, processedEvents } from './store/schema.js';

const MAILS_ACCOUNT_DATA = '/api/users/mails/account-data';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface NotificationsOptions {
  /** How long a refusing mail server is retried before a mail is logged as failed. */
  sendMailRetry?: SendMailRetry;
}

/**
 * The notifications service: the mails the shop sends when something happens to an account
 * (welcome, verify your e-mail, reset or set your password) or to an order (confirmed once
 * paid, cancelled), in the shopper's language, each sent once. Its one request is a shopper's
 * part of their data export: the mails sent to them.
 */
export const notificationsService = fp(
  async (app: FastifyInstance, options: NotificationsOptions) => {
    const { config, database } = app.infra;
    await database.migrate({ schema: 'notifications', migrationsFolder });
    scheduleMessagingHousekeeping(app, 'notifications', { outbox, processedEvents });
    // The first public origin is the shop that links in mails lead to.
    const [shopUrl] = config.PUBLIC_ORIGINS;
    if (!shopUrl) throw new Error('PUBLIC_ORIGINS names no origin for links in mails');
    defineSendMail(app, { shopUrl }, options.sendMailRetry);
    await followMailEvents(app, { shopUrl });
    await followIdentityEvents(app);
    await app.register(accountDataRoutes, { prefix: MAILS_ACCOUNT_DATA });
  },
  { name: 'notifications', dependencies: [INFRASTRUCTURE_PLUGIN], encapsulate: true },
);

export const notifications: ServiceDefinition = {
  name: 'notifications',
  plugin: notificationsService,
  paths: ['/api/users/mails'],
  accountData: MAILS_ACCOUNT_DATA,
};
