import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';
import { notify } from '@/shared/notices/notices';
import { useSession } from '@/shared/session/use-session';
import { applyPendingOnboarding } from '../api/onboarding-completion';

/**
 * Applies a waiting onboarding once a session appears (spec §4: "applied after login if
 * onboarding was updating"): after a sign-up, a login in the popup or a social login's return.
 * `onDone` runs once it is dealt with: applied, refused (told in a notice), or not waiting any
 * more (applied in another tab).
 */
export function useOnboardingCompletion(onDone?: () => void): void {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?._id ?? null;

  const done = useEffectEvent(() => onDone?.());
  const failed = useEffectEvent((error: unknown) => {
    const reason = error instanceof ApiError && error.problem ? error.problem.message : null;
    notify(
      'error',
      reason
        ? t('accountNotices.onboardingRefused', { reason })
        : t('accountNotices.onboardingFailed'),
    );
    onDone?.();
  });

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    applyPendingOnboarding(client).then(
      () => {
        if (current) done();
      },
      (error: unknown) => {
        if (current) failed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [userId, client]);
}
