import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
