import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pantryRemindersKey,
  pantryRemindersQuery,
  savePantryReminders,
} from '../api/pantry-reminders';
import formStyles from './form.module.css';
import styles from './reminders-section.module.css';

/**
 * The switch for the pantry's expiry reminder mails (issue 16, "Reminders"): saved as soon as it
 * is flipped, showing the choice being saved meanwhile; a failed save leaves it as it was kept.
 */
export function RemindersSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const switchId = useId();
  const queryClient = useQueryClient();
  const reminders = useQuery(pantryRemindersQuery);
  const save = useMutation({
    mutationFn: savePantryReminders,
    onSuccess: (kept) => queryClient.setQueryData(pantryRemindersKey, kept),
  });
  const on = save.isPending ? save.variables.remindersOn : reminders.data?.remindersOn;

  return (
    <section className={formStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>
        {t('settings.reminders.title')}
      </h2>
      <p className={formStyles.lead}>{t('settings.reminders.lead')}</p>
      {reminders.isError ? (
        <p role="alert" className={formStyles.formProblem}>
          {t('settings.reminders.loadFailed')}
        </p>
      ) : (
        <div className={styles.row}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={on ?? false}
            aria-checked={on ?? false}
            disabled={on === undefined || save.isPending}
            aria-busy={save.isPending}
            onChange={(event) => save.mutate({ remindersOn: event.target.checked })}
          />
          <label htmlFor={switchId}>{t('settings.reminders.label')}</label>
          {save.isPending && (
            <span role="status" className={styles.saving}>
              {t('settings.saving')}
            </span>
          )}
        </div>
      )}
      {save.isError && (
        <p role="alert" className={formStyles.formProblem}>
          {t('settings.reminders.failed')}
        </p>
      )}
    </section>
  );
}
