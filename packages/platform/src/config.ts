import { z } from 'zod';

/**
 * One runtime's settings: each one's rule, default and meaning (its description, which the
 * README's settings table is written from), and the rules that span several of them.
 */
export interface Settings<Schema extends z.ZodObject = z.ZodObject> {
  readonly schema: Schema;
  /** Problems, as "NAME: rule", among settings that each passed their own rule. */
  together(values: z.output<Schema>, inProduction: boolean): string[];
  /**
   * These settings, validated, from the environment the configuration was loaded from. The
   * process validated them at start (loadConfig with these settings): in a running service
   * this never throws; in a test that loaded only the core, it is where a bad one is named.
   */
  from(config: Config): z.output<Schema>;
}

/** The values of a runtime's settings, as its code reads them. */
export type SettingsValues<S extends Settings> = ReturnType<S['from']>;

export function defineSettings<Schema extends z.ZodObject>(
  schema: Schema,
  together: Settings<Schema>['together'] = () => [],
): Settings<Schema> {
  const settings: Settings<Schema> = {
    schema,
    together,
    from: (config) => {
      const checked = check(environmentOf(config), settings);
      if (!checked.values) throw new ConfigError(checked.problems);
      return checked.values;
    },
  };
  return settings;
}

/**
 * The settings every process reads: where it listens, its infrastructure, sessions, mail,
 * logs and telemetry. Each service adds its own (ServiceDefinition.settings); nothing else
 * reads process.env.
 */
export const coreSettings = defineSettings(
  z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port'),
    HOST: z.string().min(1).default('0.0.0.0').describe('interface to listen on'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .describe('where the embedded database keeps its files'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
      .optional()
      .describe('a `postgres://` URL to use PostgreSQL instead of the embedded PGlite'),
    KAFKA_BROKERS: z
      .string()
      .optional()
      .transform((value, ctx) => parseBrokers(value, ctx))
      .describe('`host:port[,host:port]`; the event bus is Kafka when set, in-process otherwise'),
    KAFKA_CLIENT_ID: z.string().min(1).default('mise').describe('Kafka client id prefix'),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })
      .optional()
      .describe('`redis://` URL; background jobs run on BullMQ when set, in-process otherwise'),
    SERVICE_URLS: z
      .string()
      .optional()
      .transform((value, ctx) => parseServiceUrls(value, ctx))
      .describe(
        '`name=url` pairs (`share-url=http://127.0.0.1:4001`): services the gateway proxies to instead of running them',
      ),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional()
      .describe(
        '`smtp://` or `smtps://` URL (credentials allowed); mail goes out over SMTP when set, otherwise into `DATA_DIR/mail`, listed at `/dev/mail` to visitors on the same machine (never in production)',
      ),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
        error: 'must be an address like Mise <hello@mise.ca>',
      })
      .default('Mise <hello@mise.local>')
      .describe('the sender of every e-mail'),
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 or more' })
      .max(10, { error: 'must be at most 10' })
      .default(0)
      .describe(
        'proxies in front of the gateway whose `X-Forwarded-For` is believed; per-visitor rate limits (promo checks 10 a minute, e-mailed lists 5, sign-ins 10, …) count by that address',
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe(
        '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; each request gets one access line: at `debug` when it succeeded, `info` when refused (4xx), `warn` when it failed (5xx)',
      ),
    PUBLIC_ORIGINS: z
      .string()
      .optional()
      .transform((value, ctx) => parseOrigins(value, ctx))
      .meta({
        description:
          'comma-separated origins the shop is served from; share links may only point there',
        whenUnset: '`http://localhost:PORT,http://127.0.0.1:PORT`',
      }),
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('development')
      .describe('`development`, `production` or `test`'),
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({ error: 'must be a URL' })
      .optional()
      .describe(
        'OTLP/HTTP collector, e.g. `http://localhost:4318`, that traces and metrics go to; both are off without it',
      ),
    OTEL_METRIC_EXPORT_INTERVAL: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(1_000, { error: 'must be at least 1000' })
      .max(3_600_000, { error: 'must be at most 3600000' })
      .default(60_000)
      .describe('how often metrics are sent to the OTLP collector, in milliseconds'),
    OTEL_SERVICE_NAME: z
      .string()
      .min(1)
      .default('mise')
      .describe('service name in logs and traces'),
    SHUTDOWN_GRACE_SECONDS: z.coerce
      .number()
      .positive()
      .max(300)
      .default(10)
      .describe('time to finish in-flight work on SIGTERM/SIGINT, in seconds'),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional().meta({
      description:
        'key sessions are signed with, 32 characters or more; required when `NODE_ENV=production`, and the same in every process of the distributed runtime (`start:distributed` makes one for its processes)',
      whenUnset: '(generated into `DATA_DIR/session-secret`)',
    }),
    COOKIE_SECURE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional()
      .meta({
        description: 'send the session cookie over HTTPS only',
        whenUnset: '`true` in production',
      }),
    WEB_SHOP_DIST: z
      .string()
      .optional()
      .meta({ description: 'the built shop the gateway serves', whenUnset: '`web-shop/dist`' }),
    WEB_ADMIN_DIST: z.string().optional().meta({
      description: 'the built staff console the gateway serves',
      whenUnset: '`web-admin/dist`',
    }),
  }),
  (values, inProduction) =>
    inProduction && !values.JWT_SECRET ? ['JWT_SECRET: is required in production'] : [],
);

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

/**
 * `name=url` pairs separated by commas, in order; a pair without a name or a URL that
 * `isUrl` accepts is an issue naming `example`, the shape it should have. SERVICE_URLS and the
 * gateway's SERVICE_REPLICA_URLS read their pairs with it.
 */
export function serviceUrlPairs(
  value: string | undefined,
  ctx: z.RefinementCtx,
  example: string,
  isUrl: (url: string) => boolean = URL.canParse,
): Array<[name: string, url: string]> {
  const pairs: Array<[string, string]> = [];
  for (const pair of (value ?? '').split(',').filter((part) => part.trim() !== '')) {
    const [name, url] = pair.split('=').map((part) => part.trim());
    if (!name || !url || !isUrl(url)) {
      ctx.addIssue({ code: 'custom', message: `"${pair.trim()}" is not a pair like ${example}` });
    } else {
      pairs.push([name, url]);
    }
  }
  return pairs;
}

const parseServiceUrls = (value: string | undefined, ctx: z.RefinementCtx) =>
  Object.fromEntries(serviceUrlPairs(value, ctx, 'share-url=http://host:4001'));

/** DATABASE_URL_SHARE_URL and the like: one service's own database. */
const SERVICE_DATABASE_URL = /^DATABASE_URL_([A-Z][A-Z0-9_]*)$/;

/** The setting no schema holds, since its name varies, as the settings table shows it. */
export const serviceDatabaseUrlSetting = {
  name: 'DATABASE_URL_<SERVICE>',
  description: "one service's own database, e.g. `DATABASE_URL_SHARE_URL`",
};

// The environment each configuration was loaded from, where each runtime's own settings are read.
const environments = new WeakMap<Config, Environment>();

function environmentOf(config: Config): Environment {
  const environment = environments.get(config);
  if (!environment) throw new Error('a configuration is made by loadConfig, not by hand');
  return environment;
}

export type Config = Omit<z.output<typeof coreSettings.schema>, 'PUBLIC_ORIGINS'> & {
  PUBLIC_ORIGINS: string[];
  /** Per-service database overrides, by service name (share-url). */
  SERVICE_DATABASE_URLS: Record<string, string>;
};

type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once: the core settings and the given runtimes' own (a service's, or
 * the gateway's and those of the services it runs); reports every bad setting together.
 */
export function loadConfig(env: Environment = process.env, ...own: Settings[]): Config {
  const present = withoutBlanks(env);
  const core = check(present, coreSettings);
  const problems = [
    ...core.problems,
    ...own.flatMap((settings) => check(present, settings).problems),
  ];
  if (!core.values || problems.length > 0) throw new ConfigError(problems);
  const values = core.values;
  const config: Config = {
    ...values,
    SERVICE_DATABASE_URLS: serviceDatabaseUrls(env),
    PUBLIC_ORIGINS: values.PUBLIC_ORIGINS ?? [
      `http://localhost:${values.PORT}`,
      `http://127.0.0.1:${values.PORT}`,
    ],
  };
  environments.set(config, present);
  return config;
}

function check<Schema extends z.ZodObject>(
  env: Environment,
  settings: Settings<Schema>,
): { values?: z.output<Schema>; problems: string[] } {
  const parsed = settings.schema.safeParse(env);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  // A NODE_ENV that is not valid is not production either.
  const inProduction = env.NODE_ENV === 'production';
  return { values: parsed.data, problems: settings.together(parsed.data, inProduction) };
}

function serviceDatabaseUrls(env: Environment): Record<string, string> {
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
export function loadConfigOrExit(...own: Settings[]): Config {
  try {
    return loadConfig(process.env, ...own);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

// An empty variable (FOO= in a shell or compose file) means "not set".
function withoutBlanks(env: Environment): Environment {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}
