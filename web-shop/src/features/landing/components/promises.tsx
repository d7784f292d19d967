import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './promises.module.css';

const promises: readonly { title: ParseKeys; body: ParseKeys }[] = [
  { title: 'landing.promises.noSubscriptionTitle', body: 'landing.promises.noSubscriptionBody' },
  { title: 'landing.promises.deliveryFeeTitle', body: 'landing.promises.deliveryFeeBody' },
  { title: 'landing.promises.changesTitle', body: 'landing.promises.changesBody' },
  { title: 'landing.promises.pantryTitle', body: 'landing.promises.pantryBody' },
];

export function Promises() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="promises-title">
      <div className={styles.inner}>
        <header className={styles.intro}>
          <h2 id="promises-title" className={styles.title}>
            {t('landing.promises.title')}
          </h2>
          <p className={styles.lead}>{t('landing.promises.lead')}</p>
        </header>
        <ul className={styles.list}>
          {promises.map((promise) => (
            <li key={promise.title} className={styles.promise}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.check}>
                <circle cx="12" cy="12" r="12" />
                <path d="M7 12.5l3.2 3.2L17 8.8" />
              </svg>
              <div className={styles.text}>
                <h3 className={styles.promiseTitle}>{t(promise.title)}</h3>
                <p className={styles.promiseBody}>{t(promise.body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
