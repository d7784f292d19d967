import { describe, expect, it } from 'vitest';
import {
  containerEngineMayAnswer,
  decideIntegration,
  environmentFromVariables,
  integrationEnvironment,
} from './integration.js';

const everything = {
  DATABASE_URL: 'postgres://mise:mise@db:5432/mise',
  REDIS_URL: 'redis://cache:6379',
  KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092',
};

describe('the services an integration suite can use', () => {
  it('come from DATABASE_URL, REDIS_URL and KAFKA_BROKERS', () => {
    expect(environmentFromVariables(everything)).toEqual({
      databaseUrl: 'postgres://mise:mise@db:5432/mise',
      redisUrl: 'redis://cache:6379',
      kafkaBrokers: ['kafka-1:9092', 'kafka-2:9092'],
      missing: {},
    });
  });

  it('are missing, with the variable to set, when unset or blank', () => {
    expect(environmentFromVariables({ DATABASE_URL: '', KAFKA_BROKERS: ' , ' })).toEqual({
      missing: {
        postgres: 'DATABASE_URL not set',
        redis: 'REDIS_URL not set',
        kafka: 'KAFKA_BROKERS not set',
      },
    });
  });

  it('are taken from the environment without asking any container engine', async () => {
    const env = await integrationEnvironment(['postgres', 'redis', 'kafka'], everything);
    expect(env.missing).toEqual({});
    expect(env.kafkaBrokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
  });

  it('may come from a container engine named by DOCKER_HOST', () => {
    expect(containerEngineMayAnswer({ DOCKER_HOST: 'tcp://127.0.0.1:2375' })).toBe(true);
  });
});

describe('an integration suite', () => {
  const missing = { kafka: 'KAFKA_BROKERS not set and no Docker engine for testcontainers' };

  it('runs when everything it needs is available', () => {
    expect(decideIntegration('kafka bus contract', ['postgres'], missing, false)).toEqual({
      action: 'run',
    });
    expect(decideIntegration('kafka bus contract', ['postgres'], missing, true)).toEqual({
      action: 'run',
    });
  });

  it('fails under CI when something it needs is missing, saying what and why', () => {
    expect(decideIntegration('kafka bus contract', ['kafka', 'postgres'], missing, true)).toEqual({
      action: 'fail',
      title:
        'kafka bus contract cannot run: kafka: KAFKA_BROKERS not set and no Docker engine for testcontainers',
    });
  });

  it('is skipped elsewhere, with one line naming it and why', () => {
    const decision = decideIntegration('kafka bus contract', ['kafka'], missing, false);
    expect(decision).toMatchObject({
      action: 'skip',
      line: 'skipped: kafka bus contract (kafka: KAFKA_BROKERS not set and no Docker engine for testcontainers)',
    });
  });

  it('names every missing service once', () => {
    const decision = decideIntegration(
      'jobs on redis',
      ['redis', 'postgres', 'redis'],
      { postgres: 'DATABASE_URL not set', redis: 'REDIS_URL not set' },
      false,
    );
    expect(decision).toMatchObject({
      line: 'skipped: jobs on redis (redis: REDIS_URL not set; postgres: DATABASE_URL not set)',
    });
  });
});
