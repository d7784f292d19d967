import { useTranslation } from 'react-i18next';
import styles from './payment-overlay.module.css';

/** Spec §2: the full-screen overlay while a payment loads. */
export function PaymentOverlay() {
  const { t } = useTranslation();
  return (
    <div className={styles.overlay} role="alert" aria-busy="true">
      <div className={styles.panel}>
        <span className={styles.ring} aria-hidden="true" />
        <p className={styles.text}>{t('checkout.place.wait')}</p>
      </div>
    </div>
  );
}
