import type { MeAnswer, UserAnswer } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notices/notices';
import { sessionQuery } from '@/shared/session/use-session';
import { TextField } from '@/shared/ui/text-field/text-field';
import { type PasswordDraft, type PasswordProblem, passwordProblems } from '../api/password-form';
import { changePassword, setPassword } from '../api/profile-calls';
import { useSaveProblems } from '../hooks/use-save-problems';
import styles from './form.module.css';
import { SettingsSection } from './settings-section';

const emptyDraft: PasswordDraft = { current: '', password: '', retype: '' };

/**
 * Change the password; an account that signs in only with Google or Facebook has none, and sets
 * one here instead (then it can sign in with its e-mail too).
 */
export function PasswordSection({ user }: { user: UserAnswer }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const hasPassword = user.isPasswordSet;
  const [draft, setDraft] = useState(emptyDraft);
  const [checked, setChecked] = useState(false);

  const saved = () => {
    setDraft(emptyDraft);
    setChecked(false);
  };
  const change = useMutation({
    mutationFn: () => changePassword(draft.current, draft.password),
    onSuccess: () => {
      notify('success', t('settings.password.changed'));
      saved();
    },
  });
  const set = useMutation({
    mutationFn: () => setPassword(draft.password),
    onSuccess: (session: MeAnswer) => {
      client.setQueryData(sessionQuery.queryKey, () => ({
        user: session.user,
        accessedBy: session.accessedBy,
      }));
      notify('success', t('settings.password.set'));
      saved();
    },
  });
  const save = hasPassword ? change : set;

  const labels = {
    currentPassword: t('settings.password.current'),
    newPassword: t('settings.password.new'),
    password: t('settings.password.new'),
  };
  const { messageFor, general } = useSaveProblems(save.error, labels);
  const problems = checked ? passwordProblems(draft, hasPassword) : {};
  const problemText: Record<PasswordProblem, string> = {
    required: t('account.required'),
    rule: t('account.passwordRule'),
    mismatch: t('account.passwordMismatch'),
  };
  const shown = (field: keyof PasswordDraft) => {
    const problem = problems[field];
    return problem && problemText[problem];
  };
  const edit = (field: keyof PasswordDraft) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setDraft((current) => ({ ...current, [field]: value }));
  };

  function submit() {
    setChecked(true);
    if (Object.keys(passwordProblems(draft, hasPassword)).length === 0) save.mutate();
  }

  return (
    <SettingsSection
      title={t('settings.password.title')}
      {...(!hasPassword && { lead: t('settings.password.noPassword') })}
      onSubmit={submit}
      isSaving={save.isPending}
      problem={general}
      submitLabel={hasPassword ? t('settings.password.change') : t('settings.password.setButton')}
    >
      {hasPassword && (
        <TextField
          label={labels.currentPassword}
          type="password"
          autoComplete="current-password"
          value={draft.current}
          onChange={edit('current')}
          problem={shown('current') ?? messageFor('currentPassword')}
        />
      )}
      <div className={styles.row}>
        <TextField
          label={labels.newPassword}
          type="password"
          autoComplete="new-password"
          value={draft.password}
          onChange={edit('password')}
          problem={shown('password') ?? messageFor(hasPassword ? 'newPassword' : 'password')}
        />
        <TextField
          label={t('settings.password.retype')}
          type="password"
          autoComplete="new-password"
          value={draft.retype}
          onChange={edit('retype')}
          problem={shown('retype')}
        />
      </div>
    </SettingsSection>
  );
}
