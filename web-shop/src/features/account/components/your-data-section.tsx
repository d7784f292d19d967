import type { UserAnswer } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAccountData, saveAsFile } from '../api/account-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import formStyles from './form.module.css';
import styles from './your-data-section.module.css';

/**
 * 'Your data' (the privacy page sends shoppers here): download everything the shop keeps about
 * them as one JSON file, or delete the account.
 */
export function YourDataSection({ user }: { user: UserAnswer }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({ mutationFn: fetchAccountData, onSuccess: saveAsFile });

  return (
    <section className={formStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>
        {t('settings.yourData.title')}
      </h2>
      <p className={formStyles.lead}>{t('settings.yourData.downloadLead')}</p>
      {download.isError && (
        <p role="alert" className={formStyles.formProblem}>
          {t('settings.yourData.downloadFailed')}
        </p>
      )}
      <div className={formStyles.buttons}>
        <button
          type="button"
          className={formStyles.save}
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? t('settings.yourData.preparing') : t('settings.yourData.download')}
        </button>
      </div>
      <p className={formStyles.lead}>{t('settings.yourData.deleteLead')}</p>
      <div className={formStyles.buttons}>
        <button type="button" className={styles.delete} onClick={() => setDeleting(true)}>
          {t('settings.yourData.delete')}
        </button>
      </div>
      {deleting && <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} />}
    </section>
  );
}
