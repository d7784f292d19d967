import type { OnboardingBody } from '@mise/contracts';

/**
 * The onboarding's state (document 2 §3 "Onboarding state"), kept in local storage under
 * 'onboarding' so the choices survive the sign-up at its end, even one that leaves the site
 * (a social login).
 */

export const onboardingSteps = [
  'BEGIN',
  'CHOOSE_DIETS',
  'CHOOSE_ALLERGIES',
  'CHOOSE_SERVINGS',
  'CHOOSE_GROCERIES',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** Each step's path under /onboarding/ (spec 2.2); the account is created at 'account'. */
export const stepPaths: Record<OnboardingStep, string> = {
  BEGIN: '/onboarding/begin',
  CHOOSE_DIETS: '/onboarding/diets',
  CHOOSE_ALLERGIES: '/onboarding/allergies',
  CHOOSE_SERVINGS: '/onboarding/servings',
  CHOOSE_GROCERIES: '/onboarding/groceries',
};
export const accountStepPath = '/onboarding/account';

export type OnboardingGrocery = OnboardingBody['groceries'][number];

export type OnboardingState = {
  currentStep: OnboardingStep;
  steps: {
    diets: OnboardingBody['diet'];
    allergies: OnboardingBody['allergies'];
    servings: number;
    groceries: OnboardingGrocery[];
  };
  /**
   * The shopper finished the steps and is creating an account (or logging in): the choices are
   * to be applied as soon as a session appears (spec §4 "Onboarding completion").
   */
  isUpdating: boolean;
};

/** Spec §9: onboarding offers 2 servings to begin with. */
export const defaultServings = 2;

export const initialOnboarding: OnboardingState = {
  currentStep: 'BEGIN',
  steps: { diets: 'everything', allergies: [], servings: defaultServings, groceries: [] },
  isUpdating: false,
};

const storageKey = 'onboarding';

const isStep = (value: unknown): value is OnboardingStep =>
  onboardingSteps.some((step) => step === value);

/**
 * The stored state; anything missing or unreadable starts from the beginning. The values are
 * taken as stored: the server checks them when they are applied, and names any it refuses.
 */
export function readOnboarding(storage: Storage = localStorage): OnboardingState {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return initialOnboarding;
    const { currentStep, steps, isUpdating } = stored as Partial<OnboardingState>;
    return {
      currentStep: isStep(currentStep) ? currentStep : 'BEGIN',
      steps: { ...initialOnboarding.steps, ...steps },
      isUpdating: isUpdating === true,
    };
  } catch {
    return initialOnboarding;
  }
}

export function writeOnboarding(state: OnboardingState, storage: Storage = localStorage): void {
  storage.setItem(storageKey, JSON.stringify(state));
}

/** After completion the onboarding starts over (spec §4: "then resets"). */
export function resetOnboarding(storage: Storage = localStorage): void {
  storage.removeItem(storageKey);
}

/** The step after `step`; after the last one comes the account. */
export function nextPath(step: OnboardingStep): string {
  const next = onboardingSteps[onboardingSteps.indexOf(step) + 1];
  return next ? stepPaths[next] : accountStepPath;
}

export function previousPath(step: OnboardingStep): string | null {
  const previous = onboardingSteps[onboardingSteps.indexOf(step) - 1];
  return previous ? stepPaths[previous] : null;
}

/** Allergies (and categories) toggle by presence (document 2 §4). */
export function toggledIn<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

/** A grocery already chosen is replaced, so each ingredient is held once. */
export function withGrocery(
  groceries: readonly OnboardingGrocery[],
  grocery: OnboardingGrocery,
): OnboardingGrocery[] {
  const at = groceries.findIndex((entry) => entry.id === grocery.id);
  if (at === -1) return [...groceries, grocery];
  return groceries.map((entry, index) => (index === at ? grocery : entry));
}

/** POST /api/users/onboarding: the choices as the server takes them. */
export function onboardingBodyOf({ steps }: OnboardingState): OnboardingBody {
  return {
    diet: steps.diets,
    allergies: steps.allergies,
    servings: steps.servings,
    groceries: steps.groceries,
  };
}
