import { identitySettings } from '@mise/identity';
import { type ConfigError, loadConfig } from '@mise/platform';
import { describe, expect, it } from 'vitest';
import { shopSettings } from '../src/app.js';

const problemsOf = (load: () => unknown) => {
  try {
    load();
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('settings', () => {
  const badStripeKey = { STRIPE_SECRET_KEY: 'not-a-key', STAFF_EMAIL: 'staff@mise.ca' };

  it("are a service's own when it runs alone: another service's bad one is not its business", () => {
    expect(problemsOf(() => loadConfig(badStripeKey))).toEqual([]);
    expect(problemsOf(() => loadConfig(badStripeKey, identitySettings))).toEqual([
      'STAFF_EMAIL, STAFF_PASSWORD: must be set together',
    ]);
  });

  it('are those of every service the gateway runs, checked together', () => {
    const shop = (env: Record<string, string>) => loadConfig(env, ...shopSettings(loadConfig(env)));
    expect(problemsOf(() => shop(badStripeKey))).toEqual([
      'STAFF_EMAIL, STAFF_PASSWORD: must be set together',
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_...)',
    ]);
    const ordersElsewhere = { SERVICE_URLS: 'orders-payments=http://127.0.0.1:4007' };
    expect(problemsOf(() => shop({ ...badStripeKey, ...ordersElsewhere }))).toEqual([
      'STAFF_EMAIL, STAFF_PASSWORD: must be set together',
    ]);
    // The gateway's content security policy reads the card form's key wherever payments run.
    expect(
      problemsOf(() => shop({ STRIPE_PUBLISHABLE_KEY: 'sk_live_oops', ...ordersElsewhere })),
    ).toEqual(['STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key (pk_...)']);
  });
});
