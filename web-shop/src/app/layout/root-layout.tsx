import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';
import { useDocumentTitle } from './use-document-title';

export function RootLayout() {
  const { t } = useTranslation();
  const isLoadingPage = useNavigation().state === 'loading';
  useDocumentTitle();

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('common.skipToContent')}
      </a>
      <Header />
      {isLoadingPage && <div className={styles.pending} aria-hidden="true" />}
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={isLoadingPage}>
        <Outlet />
      </main>
      <Footer />
      {/* Scrolls to the top on every new page (or to its #anchor) and restores on back/forward. */}
      <ScrollRestoration />
    </div>
  );
}
