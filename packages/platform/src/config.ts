import { z } from 'zod';

/**
 * Every setting of every runtime, with its default. Nothing else reads
 * process.env: the gateway and each service's main.ts call loadConfig once.
 */
const settings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded runtime keeps its database and files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL to use instead of the embedded PGlite, e.g. postgres://user:pw@host/db. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  /** Kafka brokers, host:port[,host:port]; the event bus is in-process without them. */
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((value, ctx) => parseBrokers(value, ctx)),
  KAFKA_CLIENT_ID: z.string().min(1).default('mise'),
  /** Redis for the job queue (BullMQ); jobs run in-process without it. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  /**
   * Services of the distributed runtime the gateway proxies to instead of
   * running them itself: name=url pairs, e.g. share-url=http://127.0.0.1:4001.
   */
  SERVICE_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => parseServiceUrls(value, ctx)),
  /**
   * SMTP server for outgoing mail, e.g. smtp://user:pw@mail:587; without it mail
   * is written to DATA_DIR/mail and shown at /dev/mail.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The From of every e-mail: an address, or a name and an address in angle brackets. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'must be an address like Mise <hello@mise.ca>',
    })
    .default('Mise <hello@mise.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The origins the shop is served from. Share links may only point there.
   * Defaults to http://localhost:PORT and http://127.0.0.1:PORT.
   */
  PUBLIC_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => parseOrigins(value, ctx)),
  /** OTLP/HTTP endpoint of a collector; telemetry is off without it. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('mise'),
  /** Seconds to finish in-flight work on SIGTERM before exiting anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(300).default(10),
  /**
   * The catalog folder the catalog service loads into an empty database
   * (the shipped services/catalog/seed-data by default), e.g. a generated one.
   */
  CATALOG_SEED_DIR: z.string().min(1).optional(),
  /**
   * A header a trusted proxy sets to the visitor's country code (CA, US), e.g.
   * cf-ipcountry. Unset: every visitor is in Canada. Never set it when clients
   * can reach the shop without passing that proxy: they could send it themselves.
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,60}$/, { error: 'must be an HTTP header name' })
    .transform((name) => name.toLowerCase())
    .optional(),
  /**
   * How many proxies in front of the gateway to believe about the client's address
   * (X-Forwarded-For), e.g. 1 behind one load balancer. Per-visitor rate limits count by
   * that address: unset behind a proxy, every visitor would share the proxy's.
   */
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(10, { error: 'must be at most 10' })
    .default(0),
  /**
   * The key sessions (JWTs) are signed with, at least 32 characters; the same in every process.
   * Required in production; elsewhere one is generated and kept in DATA_DIR.
   */
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Send the session cookie only over HTTPS; on by default in production. */
  COOKIE_SECURE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /**
   * Social login through OpenID Connect: the provider's issuer URL and this shop's client.
   * A provider's button shows only when all three of its settings are set.
   */
  GOOGLE_OIDC_ISSUER: z.url({ error: 'must be a URL' }).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_OIDC_ISSUER: z.url({ error: 'must be a URL' }).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * A first staff account, created at start when no account has this e-mail (and its password
   * set then, never changed by a restart). Further staff are made by staff.
   */
  STAFF_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  STAFF_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
  /**
   * Card payments through Stripe: the secret key (sk_...), the publishable key the shop's card
   * form uses (pk_...) and the signing secret of the webhook endpoint (whsec_...). Without them
   * payments go to the sandbox, which honours Stripe's test cards and never charges anyone.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_...)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, { error: 'must be a Stripe publishable key (pk_...)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be a webhook signing secret (whsec_...)' })
    .optional(),
  /** Another Stripe API server, such as stripe-mock for tests: http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /**
   * Tests only: the process exits at once after a payment succeeds, before the order is marked
   * paid, to prove that nothing is lost when it dies there. Refused in production.
   */
  FAULT_EXIT_AFTER_PAYMENT: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  /** Where the built shop and console are; the gateway serves them. */
  WEB_SHOP_DIST: z.string().optional(),
  WEB_ADMIN_DIST: z.string().optional(),
});

function parseOrigins(value: string | undefined, ctx: z.RefinementCtx): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const origins: string[] = [];
  for (const part of value.split(',')) {
    try {
      origins.push(new URL(part.trim()).origin);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `"${part.trim()}" is not an origin like https://mise.ca`,
      });
    }
  }
  return origins;
}

function parseBrokers(value: string | undefined, ctx: z.RefinementCtx): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const brokers = value.split(',').map((broker) => broker.trim());
  for (const broker of brokers) {
    if (!/^[\w.-]+:\d{1,5}$/.test(broker)) {
      ctx.addIssue({ code: 'custom', message: `"${broker}" is not a broker like kafka:9092` });
    }
  }
  return brokers;
}

function parseServiceUrls(value: string | undefined, ctx: z.RefinementCtx): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const pair of (value ?? '').split(',').filter((part) => part.trim() !== '')) {
    const [name, url] = pair.split('=').map((part) => part.trim());
    if (!name || !url || !URL.canParse(url)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair}" is not a pair like share-url=http://host:4001`,
      });
    } else {
      urls[name] = url;
    }
  }
  return urls;
}

/** DATABASE_URL_SHARE_URL and the like: one service's own database. */
const SERVICE_DATABASE_URL = /^DATABASE_URL_([A-Z][A-Z0-9_]*)$/;

export type Config = Omit<z.infer<typeof settings>, 'PUBLIC_ORIGINS'> & {
  PUBLIC_ORIGINS: string[];
  /** Per-service database overrides, by service name (share-url). */
  SERVICE_DATABASE_URLS: Record<string, string>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; reports every bad setting together. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settings.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  const missing = settingsThatGoTogether(config);
  if (missing.length > 0) throw new ConfigError(missing);
  return {
    ...config,
    SERVICE_DATABASE_URLS: serviceDatabaseUrls(env),
    PUBLIC_ORIGINS: config.PUBLIC_ORIGINS ?? [
      `http://localhost:${config.PORT}`,
      `http://127.0.0.1:${config.PORT}`,
    ],
  };
}

function settingsThatGoTogether(config: z.infer<typeof settings>): string[] {
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    problems.push('JWT_SECRET: is required in production');
  }
  if (Boolean(config.STAFF_EMAIL) !== Boolean(config.STAFF_PASSWORD)) {
    problems.push('STAFF_EMAIL, STAFF_PASSWORD: must be set together');
  }
  const stripe = [
    config.STRIPE_SECRET_KEY,
    config.STRIPE_PUBLISHABLE_KEY,
    config.STRIPE_WEBHOOK_SECRET,
  ];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: must be set together',
    );
  }
  if (config.NODE_ENV === 'production' && config.FAULT_EXIT_AFTER_PAYMENT) {
    problems.push('FAULT_EXIT_AFTER_PAYMENT: is for tests and refused in production');
  }
  return problems;
}

function serviceDatabaseUrls(env: Record<string, string | undefined>): Record<string, string> {
  const urls: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    const service = SERVICE_DATABASE_URL.exec(key)?.[1];
    if (!service || !value) continue;
    if (/^postgres(ql)?:\/\//.test(value)) urls[service.toLowerCase().replaceAll('_', '-')] = value;
    else problems.push(`${key}: must be a postgres:// URL`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return urls;
}

/** For entry points: a bad setting stops the process with a message naming it. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

// An empty variable (FOO= in a shell or compose file) means "not set".
function withoutBlanks(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}
