import type { PricePayloadAnswer } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import styles from './cart-totals.module.css';

type CartTotalsProps = {
  cost: PricePayloadAnswer;
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
export function CartTotals({ cost, pending, saveFailed = false }: CartTotalsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const lines: [string, string][] = [
    [t('groceries.subtotal'), money(cost.subTotal)],
    ...(cost.promoDiscount > 0
      ? [[t('groceries.promoDiscount'), `−${money(cost.promoDiscount)}`] as [string, string]]
      : []),
    [t('groceries.serviceFee'), money(cost.serviceFee)],
    [
      t('groceries.deliveryFee'),
      cost.waiveOffDeliveryFee ? t('groceries.deliveryWaived') : money(cost.deliveryFee),
    ],
    [t('groceries.taxes'), money(cost.extraProductTaxes)],
  ];

  return (
    <section aria-labelledby={titleId} aria-busy={pending} className={styles.totals}>
      <h2 id={titleId} className={styles.title}>
        {t('groceries.totalsTitle')}
      </h2>
      <dl className={`${styles.lines} ${pending ? styles.pending : ''}`}>
        {lines.map(([label, value]) => (
          <div key={label} className={styles.line}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{t('groceries.total')}</dt>
          <dd data-testid="order-total">
            {pending ? (
              <span className={styles.placeholder} aria-hidden="true" />
            ) : (
              money(cost.totalPrice)
            )}
          </dd>
        </div>
      </dl>
      <p role="status" className={`${styles.status} ${saveFailed ? styles.saveError : ''}`}>
        {saveFailed ? t('groceries.saveError') : pending ? t('groceries.updating') : ''}
      </p>
    </section>
  );
}
