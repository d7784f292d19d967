import type { OrderAnswer } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import styles from './placed-banner.module.css';

/**
 * What checkout lands on (/orders/:id?placed=1): the confirmation once the payment went
 * through, or where the payment stands if it has not (yet). The banner is a live region, so
 * it is the one message: no toast repeats it.
 */
export function PlacedBanner({ order }: { order: OrderAnswer }) {
  const { t } = useTranslation();
  const isConfirmed = order.payment.status === 'succeeded';

  if (order.status === 'PAYMENT_FAILED') {
    return (
      <div className={`${styles.banner} ${styles.failed}`} role="alert">
        <div>
          <p className={styles.title}>{t('orderDetail.placed.failedTitle')}</p>
          <p>{order.payment.failureMessage ?? t('orderDetail.placed.failedBody')}</p>
        </div>
      </div>
    );
  }
  if (!isConfirmed) {
    return (
      <div className={styles.banner} role="status">
        <div>
          <p className={styles.title}>{t('orderDetail.placed.pendingTitle')}</p>
          <p>{t('orderDetail.placed.pendingBody')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.banner} role="status">
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
      <div>
        <p className={styles.title}>{t('orderDetail.placed.title')}</p>
        <p>{t('orderDetail.placed.body', { email: order.deliveryAddress.email })}</p>
      </div>
    </div>
  );
}
