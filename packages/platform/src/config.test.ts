import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, defineSettings, loadConfig } from './config.js';

describe('configuration', () => {
  it('has a default for every setting the embedded runtime needs', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      PUBLIC_ORIGINS: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives the default origins from the port', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_ORIGINS).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it('reduces given origins to their origin part', () => {
    expect(
      loadConfig({ PUBLIC_ORIGINS: 'https://mise.ca/, https://www.mise.ca/x' }).PUBLIC_ORIGINS,
    ).toEqual(['https://mise.ca', 'https://www.mise.ca']);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reports every bad setting together, by name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        PUBLIC_ORIGINS: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'PUBLIC_ORIGINS',
    ]);
    expect((error as ConfigError).message).toContain('DATABASE_URL: must be a postgres:// URL');
  });
});

describe('account settings', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('need a session key in production, and a long one anywhere', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: is required in production',
    ]);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET: must be at least 32 characters',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) })).toEqual([]);
  });

  it('read the cookie flag as a boolean', () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig({}).COOKIE_SECURE).toBeUndefined();
    expect(problemsOf({ COOKIE_SECURE: 'yes' })).toEqual(['COOKIE_SECURE: must be true or false']);
  });
});

describe('distributed settings', () => {
  it('reads brokers, service urls and per-service databases', () => {
    const config = loadConfig({
      KAFKA_BROKERS: '127.0.0.1:9092, kafka-2:9092',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SERVICE_URLS: 'share-url=http://127.0.0.1:4001',
      DATABASE_URL_SHARE_URL: 'postgres://mise@db/share_url',
    });
    expect(config.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', 'kafka-2:9092']);
    expect(config.SERVICE_URLS).toEqual({ 'share-url': 'http://127.0.0.1:4001' });
    expect(config.SERVICE_DATABASE_URLS).toEqual({ 'share-url': 'postgres://mise@db/share_url' });
  });

  it('leaves them empty when unset', () => {
    const config = loadConfig({});
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.SERVICE_URLS).toEqual({});
    expect(config.SERVICE_DATABASE_URLS).toEqual({});
  });

  it('names each malformed one', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ KAFKA_BROKERS: 'kafka' })).toEqual([
      'KAFKA_BROKERS: "kafka" is not a broker like kafka:9092',
    ]);
    expect(problemsOf({ SERVICE_URLS: 'share-url' })).toEqual([
      'SERVICE_URLS: "share-url" is not a pair like share-url=http://host:4001',
    ]);
    expect(problemsOf({ REDIS_URL: 'http://x' })).toEqual(['REDIS_URL: must be a redis:// URL']);
    expect(problemsOf({ DATABASE_URL_SHARE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL_SHARE_URL: must be a postgres:// URL',
    ]);
  });
});

describe("a runtime's own settings", () => {
  const pantrySettings = defineSettings(
    z.object({
      PANTRY_SHELVES: z.coerce
        .number({ error: 'must be a whole number' })
        .int({ error: 'must be a whole number' })
        .default(3),
      PANTRY_KEEPER: z.email({ error: 'must be an e-mail address' }).optional(),
    }),
    (values, inProduction) =>
      inProduction && !values.PANTRY_KEEPER ? ['PANTRY_KEEPER: is required in production'] : [],
  );
  const problemsOf = (env: Record<string, string>, ...own: (typeof pantrySettings)[]) => {
    try {
      loadConfig(env, ...own);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('are validated only by the processes that read them', () => {
    expect(problemsOf({ PANTRY_SHELVES: 'many' })).toEqual([]);
    expect(problemsOf({ PANTRY_SHELVES: 'many' }, pantrySettings)).toEqual([
      'PANTRY_SHELVES: must be a whole number',
    ]);
  });

  it('are reported together with the core ones, and their rules know production', () => {
    expect(
      problemsOf(
        { PORT: 'eighty', NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) },
        pantrySettings,
      ),
    ).toEqual([
      'PORT: Invalid input: expected number, received NaN',
      'PANTRY_KEEPER: is required in production',
    ]);
  });

  it('are read, typed and with their defaults, from the configuration', () => {
    const config = loadConfig({ PANTRY_KEEPER: 'keeper@mise.ca' }, pantrySettings);
    expect(pantrySettings.from(config)).toEqual({
      PANTRY_SHELVES: 3,
      PANTRY_KEEPER: 'keeper@mise.ca',
    });
  });

  it('name a bad one when read from a configuration loaded without them', () => {
    const config = loadConfig({ PANTRY_SHELVES: 'many' });
    expect(() => pantrySettings.from(config)).toThrow('PANTRY_SHELVES: must be a whole number');
  });
});
