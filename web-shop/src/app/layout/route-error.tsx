import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { faultOf, reportFault } from '@/shared/api/client-errors';
import { handleChunkFailure } from '@/shared/startup/error-reporting';
import styles from './route-error.module.css';

/**
 * Mostly a page whose code failed to download (offline, or a deploy replaced the files): that
 * reloads the page once. Any other failure of a page is reported (spec §8). Shown as well by
 * layouts whose data failed, outside any route error: those have nothing to report here.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (error === undefined || handleChunkFailure(error)) return;
    reportFault(faultOf('render', error));
  }, [error]);
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
