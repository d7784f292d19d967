import type { UserAnswer } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { notify } from '@/shared/notices/notices';
import { followSignOut } from '@/shared/session/session-changes';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { TextField } from '@/shared/ui/text-field/text-field';
import { deleteAccount } from '../api/account-data';
import formStyles from './form.module.css';
import styles from './your-data-section.module.css';

/**
 * Asks before deleting the account: says what goes and what the law keeps, and has the shopper
 * prove it is them, with their password, or by typing their e-mail when they sign in only with
 * Google or Facebook. Once deleted, they land home signed out.
 */
export function DeleteAccountDialog({ user, onClose }: { user: UserAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const byPassword = user.isPasswordSet;
  const [proof, setProof] = useState('');
  const [missing, setMissing] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteAccount(byPassword ? { password: proof } : { emailAddress: proof }),
    onSuccess: async () => {
      await followSignOut(queryClient);
      await navigate('/');
      notify('success', t('settings.yourData.deleted'));
    },
  });
  const refused = refusalOf(remove.error);
  const openOrderRefusal = (error: unknown) => {
    const numbers = openOrderNumbers(error);
    return t('settings.yourData.openOrder', { count: numbers.length, numbers: numbers.join(', ') });
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(proof.trim() === '');
    if (proof.trim() !== '' && !remove.isPending) remove.mutate();
  }

  const fieldProblem = missing
    ? t(byPassword ? 'settings.yourData.passwordMissing' : 'settings.yourData.emailMissing')
    : refused === 'proof'
      ? t(byPassword ? 'settings.yourData.wrongPassword' : 'settings.yourData.wrongEmail')
      : undefined;
  const general =
    refused === 'open-order'
      ? openOrderRefusal(remove.error)
      : refused === 'other'
        ? t('settings.yourData.deleteFailed')
        : null;

  return (
    <Dialog open onClose={onClose} title={t('settings.yourData.confirmTitle')}>
      <DialogBody>
        <form id={formId} className={formStyles.form} onSubmit={submit} noValidate>
          <p>{t('settings.yourData.confirmBody')}</p>
          <ul className={styles.kept}>
            <li>{t('settings.yourData.goes')}</li>
            <li>{t('settings.yourData.kept')}</li>
            <li>{t('settings.yourData.openOrders')}</li>
          </ul>
          <TextField
            label={t(byPassword ? 'settings.yourData.password' : 'settings.yourData.email', {
              email: user.emailAddress,
            })}
            type={byPassword ? 'password' : 'email'}
            autoComplete={byPassword ? 'current-password' : 'off'}
            value={proof}
            onChange={(event) => setProof(event.target.value)}
            problem={fieldProblem}
          />
          {general && (
            <p role="alert" className={formStyles.formProblem}>
              {general}
            </p>
          )}
        </form>
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={onClose}>
          {t('settings.yourData.keep')}
        </button>
        <button
          type="submit"
          form={formId}
          className={actions.danger}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
        >
          {remove.isPending ? t('settings.yourData.deleting') : t('settings.yourData.delete')}
        </button>
      </DialogActions>
    </Dialog>
  );
}

/** Why the server refused: the proof was wrong, an order is still open, or anything else. */
function refusalOf(error: unknown): 'proof' | 'open-order' | 'other' | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) return 'proof';
  if (error instanceof ApiError && error.status === 409) return 'open-order';
  return 'other';
}

/** The open orders' numbers (M-7K2P9Q) the server's refusal names, to say in the shop's language. */
function openOrderNumbers(error: unknown): string[] {
  const message = error instanceof Error ? error.message : '';
  return message.match(/\bM-[A-Z0-9]+\b/g) ?? [];
}
