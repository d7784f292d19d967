import { useTranslation } from 'react-i18next';
import styles from './notice-host.module.css';
import { dismissNotice, useCurrentNotice } from './notices';

/**
 * Shows the app's current notice (spec §8) at the foot of the screen. The two live regions stay
 * mounted so screen readers announce each new notice: errors assertively, the rest politely.
 * Plain aria-live rather than the status and alert roles: an empty region is not a status.
 */
export function NoticeHost() {
  const { t } = useTranslation();
  const notice = useCurrentNotice();
  const isError = notice?.kind === 'error';
  const shown = notice && (
    <p key={notice.id} className={`${styles.notice} ${styles[notice.kind]}`}>
      <span>{notice.message}</span>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismissNotice}
        aria-label={t('common.dismiss')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </p>
  );
  return (
    <div className={styles.region}>
      <div aria-live="polite">{!isError && shown}</div>
      <div aria-live="assertive">{isError && shown}</div>
    </div>
  );
}
