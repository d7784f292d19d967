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
import { observeMessaging } from '../metrics.js';

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
  /** What the process waits for at start, each named by the setting that points at it. */
  readonly dependencies: readonly Dependency[];
  /** Closes jobs, mail, bus and database, in that order. */
  close(): Promise<void>;
}

/** A server outside the process that it cannot work without. */
export interface Dependency {
  /** Its /api/readyz check. */
  check: string;
  /** For people: what it is and which setting points at it, e.g. "PostgreSQL (DATABASE_URL)". */
  name: string;
  ping(): Promise<void>;
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
  const ownUrl = options.service && config.SERVICE_DATABASE_URLS[options.service];
  const url = ownUrl || config.DATABASE_URL;
  const databaseSetting = ownUrl
    ? `DATABASE_URL_${options.service?.toUpperCase().replaceAll('-', '_')}`
    : 'DATABASE_URL';
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
  const stopObserving = observeMessaging(bus, jobs);
  logger.info(
    { database: database.kind, bus: bus.kind, jobs: jobs.kind, mail: mail.kind },
    'infrastructure adapters chosen',
  );
  const dependencies: Dependency[] = [
    {
      check: 'database',
      name: database.kind === 'postgres' ? `PostgreSQL (${databaseSetting})` : 'PGlite (DATA_DIR)',
      ping: () => database.ping(),
    },
    {
      check: 'bus',
      name: bus.kind === 'kafka' ? 'Kafka (KAFKA_BROKERS)' : 'the in-process bus',
      ping: () => bus.ping(),
    },
    {
      check: 'jobs',
      name: jobs.kind === 'bullmq' ? 'Redis (REDIS_URL)' : 'the in-process job queue',
      ping: () => jobs.ping(),
    },
  ];
  return {
    config,
    logger,
    database,
    bus,
    jobs,
    mail,
    dependencies,
    readiness: dependencies
      // Jobs wait for Redis and retry: an outage delays them, it does not refuse traffic.
      .filter(({ check }) => check !== 'jobs')
      .map(({ check, ping }) => ({ name: check, check: () => okOnceResolved(ping()) })),
    async close() {
      stopObserving();
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
