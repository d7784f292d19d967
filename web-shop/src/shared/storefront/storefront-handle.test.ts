import { describe, expect, it } from 'vitest';
import { isHandleShaped, storefrontOutcome, storefrontPath } from './storefront-handle';

const greenKitchen = { handle: 'greenkitchen' };

describe('storefrontOutcome', () => {
  it('shows a storefront the catalog knows', () => {
    expect(storefrontOutcome('greenkitchen', greenKitchen)).toBe('show');
  });

  it('sends an unknown handle home', () => {
    expect(storefrontOutcome('nosuchhandle', null)).toBe('home');
  });

  it('never sends the default handle home, even when the lookup found nothing', () => {
    expect(storefrontOutcome('mise', null)).toBe('show');
  });

  it('sends a path segment that cannot be a handle home', () => {
    expect(storefrontOutcome('about-us', greenKitchen)).toBe('home');
  });
});

describe('storefrontPath', () => {
  it('leaves paths alone in the default storefront', () => {
    expect(storefrontPath(undefined, '/recipes')).toBe('/recipes');
  });

  it('prefixes paths with the storefront handle', () => {
    expect(storefrontPath('greenkitchen', '/recipes')).toBe('/greenkitchen/recipes');
    expect(storefrontPath('greenkitchen', '/')).toBe('/greenkitchen');
  });
});

describe('isHandleShaped', () => {
  it.each([
    ['greenkitchen', true],
    ['fit_fuel2', true],
    ['a', false],
    ['about-us', false],
    ['x'.repeat(31), false],
  ])('%s → %s', (segment, expected) => {
    expect(isHandleShaped(segment)).toBe(expected);
  });
});
