import { describe, expect, it } from 'vitest';
import { accountRoutes } from './routes';

describe('accountRoutes', () => {
  it('mounts every account page lazily on its spec path', async () => {
    const routes = accountRoutes();

    expect(routes.map((route) => route.path)).toEqual([
      'onboarding/begin',
      'onboarding/diets',
      'onboarding/allergies',
      'onboarding/servings',
      'onboarding/groceries',
      'onboarding/account',
      'settings',
      'recipes/favorites',
    ]);
    for (const route of routes) {
      expect(typeof route.lazy).toBe('function');
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      expect(typeof loaded.Component).toBe('function');
    }
  });

  it("puts the sign-up form the shell hands in under the onboarding's account step", () => {
    const signUpForm = { index: true, element: null };
    const account = accountRoutes({ signUpForm }).find(
      (route) => route.path === 'onboarding/account',
    );

    expect(account?.children).toEqual([signUpForm]);
    expect(accountRoutes().find((route) => route.path === 'onboarding/account')?.children).toEqual(
      [],
    );
  });
});
