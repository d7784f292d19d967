import type { DeliveryFees, PricePayloadAnswer } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTotalLines } from '@/shared/ui/order-total/order-total-lines';
import styles from './cart-totals.module.css';

type CartTotalsProps = {
  cost: PricePayloadAnswer;
  deliveryFees: DeliveryFees;
  /** A change is being priced: the figures shown are the previous ones. */
  pending: boolean;
  /**
   * The last save failed: 'updating' would never end, so the failure is said instead. The bar
   * at the foot of the screen carries the alert and its Retry; this only explains the total.
   */
  saveFailed?: boolean;
};

/**
 * Subtotal to total. While a change is being priced the lines stay (dimmed) but the total is
 * withheld: a stale total is never shown as final.
 */
export function CartTotals({ cost, deliveryFees, pending, saveFailed = false }: CartTotalsProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} aria-busy={pending} className={styles.totals}>
      <h2 id={titleId} className={styles.title}>
        {t('groceries.totalsTitle')}
      </h2>
      <div className={`${styles.lines} ${pending ? styles.pending : ''}`}>
        <OrderTotalLines
          cost={cost}
          deliveryFees={deliveryFees}
          withheldTotal={
            pending ? <span className={styles.placeholder} aria-hidden="true" /> : undefined
          }
        />
      </div>
      <p role="status" className={`${styles.status} ${saveFailed ? styles.saveError : ''}`}>
        {saveFailed ? t('groceries.saveError') : pending ? t('groceries.updating') : ''}
      </p>
    </section>
  );
}
