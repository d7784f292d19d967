import { afterEach, describe, expect, it } from 'vitest';
import {
  initialOnboarding,
  nextPath,
  onboardingBodyOf,
  previousPath,
  readOnboarding,
  resetOnboarding,
  toggledIn,
  withGrocery,
  writeOnboarding,
} from './onboarding-state';

afterEach(() => localStorage.clear());

const rice = { id: 'rice', name: 'Rice', quantity: 1, units: 'kg', expiryDate: null };

describe('the stored onboarding', () => {
  it('starts at BEGIN with 2 servings when nothing is stored', () => {
    expect(readOnboarding()).toEqual({
      currentStep: 'BEGIN',
      steps: { diets: 'everything', allergies: [], servings: 2, groceries: [] },
      isUpdating: false,
    });
  });

  it("is kept under 'onboarding' and read back", () => {
    const state = {
      currentStep: 'CHOOSE_SERVINGS' as const,
      steps: {
        diets: 'vegan' as const,
        allergies: ['milk' as const],
        servings: 4,
        groceries: [rice],
      },
      isUpdating: true,
    };
    writeOnboarding(state);

    expect(JSON.parse(localStorage.getItem('onboarding') ?? '')).toEqual(state);
    expect(readOnboarding()).toEqual(state);

    resetOnboarding();
    expect(localStorage.getItem('onboarding')).toBeNull();
  });

  it('fills what an older or damaged entry lacks, and starts over on unreadable text', () => {
    localStorage.setItem(
      'onboarding',
      JSON.stringify({ currentStep: 'NOWHERE', steps: { servings: 3 } }),
    );
    expect(readOnboarding()).toEqual({
      ...initialOnboarding,
      steps: { ...initialOnboarding.steps, servings: 3 },
    });

    localStorage.setItem('onboarding', '{oops');
    expect(readOnboarding()).toEqual(initialOnboarding);
  });
});

describe('the way through the steps', () => {
  it('goes from one step to the next, and from groceries to the account', () => {
    expect(nextPath('BEGIN')).toBe('/onboarding/diets');
    expect(nextPath('CHOOSE_SERVINGS')).toBe('/onboarding/groceries');
    expect(nextPath('CHOOSE_GROCERIES')).toBe('/onboarding/account');
    expect(previousPath('CHOOSE_DIETS')).toBe('/onboarding/begin');
    expect(previousPath('BEGIN')).toBeNull();
  });
});

describe('the choices', () => {
  it('toggle allergies by presence', () => {
    expect(toggledIn(['milk'], 'eggs')).toEqual(['milk', 'eggs']);
    expect(toggledIn(['milk', 'eggs'], 'milk')).toEqual(['eggs']);
  });

  it('hold each grocery once, the last amount given replacing the first', () => {
    const more = { ...rice, quantity: 3 };
    const onion = { ...rice, id: 'onion', name: 'Onion' };

    expect(withGrocery(withGrocery([rice], onion), more)).toEqual([more, onion]);
  });

  it('are sent as the onboarding call takes them', () => {
    const state = {
      ...initialOnboarding,
      steps: {
        diets: 'keto' as const,
        allergies: ['soy' as const],
        servings: 5,
        groceries: [rice],
      },
    };
    expect(onboardingBodyOf(state)).toEqual({
      diet: 'keto',
      allergies: ['soy'],
      servings: 5,
      groceries: [rice],
    });
  });
});
