import type { InitializeAnswer } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { toStartup } from './startup';

const config = { countryCode: 'CA', currency: 'CAD', ip: '', city: '', country: 'Canada' } as const;

function answer(overrides: Partial<InitializeAnswer> = {}): InitializeAnswer {
  return { config, ...overrides };
}

describe('toStartup', () => {
  it('keeps the spec defaults for flags the server does not mention', () => {
    const { flags } = toStartup(
      answer({ featureFlags: [{ name: 'isCuratedBoxesEnabled', enabled: false }] }),
    );

    expect(flags.isCuratedBoxesEnabled).toBe(false);
    expect(flags.isIngredientSubstituteEnabled).toBe(true);
    expect(flags.isContentForUSEnabled).toBe(false);
  });

  it('falls back to Canada when the visitor is in the US but US content is off', () => {
    const startup = toStartup(
      answer({ config: { ...config, countryCode: 'US', currency: 'USD' } }),
    );

    expect(startup.config).toMatchObject({ countryCode: 'CA', currency: 'CAD' });
  });

  it('accepts the US when US content is on', () => {
    const startup = toStartup(
      answer({
        config: { ...config, countryCode: 'US', currency: 'USD' },
        featureFlags: [{ name: 'isContentForUSEnabled', enabled: true }],
      }),
    );

    expect(startup.config).toMatchObject({ countryCode: 'US', currency: 'USD' });
  });

  it('orders meal types by their order field', () => {
    const mealType = (key: string, order: number) => ({ _id: key, key, name: key, order });
    const startup = toStartup(
      answer({ mealTypes: { mealTypes: [mealType('dinner', 3), mealType('breakfast', 1)] } }),
    );

    expect(startup.mealTypes.map((type) => type.key)).toEqual(['breakfast', 'dinner']);
  });
});
