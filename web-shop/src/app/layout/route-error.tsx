import { useTranslation } from 'react-i18next';
import styles from './route-error.module.css';

/** Mostly a page whose code failed to download (offline, or a deploy replaced the files). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className={styles.error} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {t('errors.pageTitle')}
      </h1>
      <p>{t('errors.pageBody')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </section>
  );
}
