import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** A busy indicator that screen readers announce as "Loading…". */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.spinner}>
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
