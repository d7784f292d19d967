import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './how-it-works.module.css';

type Step = { title: ParseKeys; body: ParseKeys; icon: ReactNode };

const steps: readonly Step[] = [
  {
    title: 'landing.howItWorks.pickTitle',
    body: 'landing.howItWorks.pickBody',
    icon: (
      <>
        <path d="M5 14a11 11 0 0 0 22 0z" />
        <path d="M3 14h26M12 9c0-2 2-2 2-4M18 9c0-2 2-2 2-4" />
      </>
    ),
  },
  {
    title: 'landing.howItWorks.listTitle',
    body: 'landing.howItWorks.listBody',
    icon: (
      <>
        <rect x="6" y="3" width="20" height="26" rx="3" />
        <path d="M11 10h10M11 16h10M11 22h5" />
      </>
    ),
  },
  {
    title: 'landing.howItWorks.deliveryTitle',
    body: 'landing.howItWorks.deliveryBody',
    icon: (
      <>
        <path d="M2 8h17v14H2zM19 13h6l4 5v4H19z" />
        <circle cx="8" cy="24" r="3" />
        <circle cx="23" cy="24" r="3" />
      </>
    ),
  },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" className={styles.section} aria-labelledby="how-it-works-title">
      <div className={styles.inner}>
        <header className={styles.intro}>
          <h2 id="how-it-works-title" className={styles.title}>
            {t('landing.howItWorks.title')}
          </h2>
          <p className={styles.lead}>{t('landing.howItWorks.lead')}</p>
        </header>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <div className={styles.badge}>
                <svg viewBox="0 0 32 32" aria-hidden="true" className={styles.icon}>
                  {step.icon}
                </svg>
              </div>
              <h3 className={styles.stepTitle}>{t(step.title)}</h3>
              <p className={styles.stepBody}>{t(step.body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
