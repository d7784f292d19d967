import type { UpdateUserBody, UserAnswer } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notices/notices';
import { sessionQuery } from '@/shared/session/use-session';
import { updateUser } from '../api/profile-calls';

/**
 * A save of part of the profile (PUT /api/users/:id). The user the server answers replaces the
 * one the shop shows, and the spec's notice says so (§8 'Updated user successfully').
 */
export function useUpdateUser(userId: string, onSaved?: (user: UserAnswer) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(userId, body),
    onSuccess: (user) => {
      client.setQueryData(sessionQuery.queryKey, (session) =>
        session ? { ...session, user } : session,
      );
      notify('success', t('settings.updated'));
      onSaved?.(user);
    },
  });
}
