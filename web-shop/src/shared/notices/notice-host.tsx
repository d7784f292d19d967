import { ToastMessage } from '@/shared/ui/toast/toast';
import styles from './notice-host.module.css';
import { dismissNotice, useCurrentNotice } from './notices';

/**
 * Shows the app's current notice (spec §8) at the foot of the screen, as a toast. The two live
 * regions stay mounted so screen readers announce each new notice: errors assertively, the rest
 * politely. Plain aria-live rather than the status and alert roles: an empty region is not a status.
 */
export function NoticeHost() {
  const notice = useCurrentNotice();
  const isError = notice?.kind === 'error';
  const shown = notice && (
    <ToastMessage
      key={notice.id}
      message={notice.message}
      onDismiss={dismissNotice}
      className={`${styles.notice} ${styles[notice.kind]}`}
    />
  );
  return (
    <div className={styles.region}>
      <div aria-live="polite">{!isError && shown}</div>
      <div aria-live="assertive">{isError && shown}</div>
    </div>
  );
}
