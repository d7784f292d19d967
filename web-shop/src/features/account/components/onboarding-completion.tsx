import { useOnboardingCompletion } from '../hooks/use-onboarding-completion';

/**
 * For the shell, mounted once on every page: the sign-up and the login popup go on to
 * /groceries, and a social login comes back wherever it was started, so the onboarding waiting
 * to be applied must be watched for outside the onboarding pages too.
 */
export function OnboardingCompletion() {
  useOnboardingCompletion();
  return null;
}
