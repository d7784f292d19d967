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

export type Config = Omit<z.infer<typeof settings>, 'PUBLIC_ORIGINS'> & {
  PUBLIC_ORIGINS: string[];
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
  return {
    ...config,
    PUBLIC_ORIGINS: config.PUBLIC_ORIGINS ?? [
      `http://localhost:${config.PORT}`,
      `http://127.0.0.1:${config.PORT}`,
    ],
  };
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
