import { join } from 'node:path';
import { createKafkaBus } from '../bus/kafka-bus.js';
import { createMemoryBus } from '../bus/memory-bus.js';
import type { EventBus } from '../bus/port.js';
import type { Config } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import type { ReadinessCheck } from '../http/server.js';
import { createBullmqQueue } from '../jobs/bullmq-queue.js';
import { createMemoryQueue } from '../jobs/memory-queue.js';
import type { JobQueue } from '../jobs/port.js';
import type { Logger } from '../logger.js';
import { createFileMailbox } from '../mail/file-mailbox.js';
import type { Mailer } from '../mail/port.js';
import { createSmtpMailer } from '../mail/smtp-mailer.js';

/** What every service plugin is given: the adapters chosen by configuration. */
export interface Infrastructure {
  readonly config: Config;
  readonly logger: Logger;
  readonly database: DatabaseHandle;
  readonly bus: EventBus;
  readonly jobs: JobQueue;
  readonly mail: Mailer;
  /** Checks behind /api/readyz; services add their own (outbox backlog). */
  readonly readiness: ReadinessCheck[];
  /** Closes jobs, mail, bus and database, in that order. */
  close(): Promise<void>;
}

export async function openInfrastructure(
  config: Config,
  logger: Logger,
  options: {
    /** The one service this process runs, whose own database URL wins if set. */
    service?: string;
    /** Tests pass an in-memory database; otherwise configuration decides. */
    database?: DatabaseHandle;
  } = {},
): Promise<Infrastructure> {
  const url =
    (options.service && config.SERVICE_DATABASE_URLS[options.service]) || config.DATABASE_URL;
  const database =
    options.database ?? (await openDatabase(url ? { url } : { dataDir: config.DATA_DIR }));
  const bus = config.KAFKA_BROKERS
    ? createKafkaBus({
        brokers: config.KAFKA_BROKERS,
        clientId: options.service
          ? `${config.KAFKA_CLIENT_ID}-${options.service}`
          : config.KAFKA_CLIENT_ID,
        logger,
      })
    : createMemoryBus({ logger });
  const jobs = config.REDIS_URL
    ? createBullmqQueue({ url: config.REDIS_URL, logger })
    : createMemoryQueue({ logger });
  // Not a readiness check: a slow mail server delays e-mails (jobs retry), not the shop.
  const mail = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createFileMailbox({ folder: join(config.DATA_DIR, 'mail'), from: config.MAIL_FROM });
  logger.info(
    { database: database.kind, bus: bus.kind, jobs: jobs.kind, mail: mail.kind },
    'infrastructure adapters chosen',
  );
  return {
    config,
    logger,
    database,
    bus,
    jobs,
    mail,
    readiness: [
      { name: 'database', check: () => okOnceResolved(database.ping()) },
      { name: 'bus', check: () => okOnceResolved(bus.ping()) },
    ],
    async close() {
      await jobs.close();
      await mail.close();
      await bus.close();
      await database.close();
    },
  };
}

async function okOnceResolved(ping: Promise<void>) {
  await ping;
  return { ok: true };
}
