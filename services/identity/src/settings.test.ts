import { type ConfigError, loadConfig } from '@mise/platform/config';
import { describe, expect, it } from 'vitest';
import { identitySettings } from './settings.js';

describe('identity settings', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env, identitySettings);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('take a first staff account as an e-mail and a password together', () => {
    expect(problemsOf({ STAFF_EMAIL: 'staff@mise.ca' })).toEqual([
      'STAFF_EMAIL, STAFF_PASSWORD: must be set together',
    ]);
    expect(
      problemsOf({ STAFF_EMAIL: 'staff@mise.ca', STAFF_PASSWORD: 'long-enough-pass' }),
    ).toEqual([]);
  });
});
