import { useEffect, useState } from 'react';
import {
  type OnboardingState,
  type OnboardingStep,
  readOnboarding,
  writeOnboarding,
} from '../api/onboarding-state';

/**
 * The onboarding state for the step on screen, stored on every change. Visiting a step makes it
 * the current one; the choices are being edited again, so none waits to be applied meanwhile.
 */
export function useOnboarding(step: OnboardingStep) {
  const [state, setState] = useState<OnboardingState>(() => ({
    ...readOnboarding(),
    currentStep: step,
    isUpdating: false,
  }));

  useEffect(() => writeOnboarding(state), [state]);

  function update(steps: Partial<OnboardingState['steps']>) {
    setState((current) => ({ ...current, steps: { ...current.steps, ...steps } }));
  }

  /**
   * The steps are done: the choices wait to be applied once the shopper is signed in. Stored at
   * once, for the completion that may start right after.
   */
  function finish() {
    const finished = { ...state, isUpdating: true };
    writeOnboarding(finished);
    setState(finished);
  }

  return { steps: state.steps, update, finish };
}
