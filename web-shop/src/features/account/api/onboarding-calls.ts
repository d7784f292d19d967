import type { OnboardingBody, UserAnswer } from '@mise/contracts';
import { apiFetch } from '@/shared/api/http';

/**
 * POST /api/users/onboarding: diet, allergies and servings merge into the profile; the server
 * passes the groceries on to the pantry. Answers the updated user.
 */
export function submitOnboarding(body: OnboardingBody): Promise<UserAnswer> {
  return apiFetch<UserAnswer>('/users/onboarding', { method: 'POST', body });
}
