import type { ReactNode } from 'react';
import styles from './auth-page.module.css';

/** The frame of every sign-in page: one card, centred, with the page's heading. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-page-title">
        <h1 id="auth-page-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
