import type { OrderAnswer } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import { cardBrandName } from '@/shared/orders/saved-cards';
import styles from './order-page.module.css';

/** The card that paid ('Visa ending in 4242'), and any refund or refusal. */
export function PaymentSummary({ payment }: { payment: OrderAnswer['payment'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const brand = payment.brand ? cardBrandName(payment.brand) : t('orderDetail.payment.card');
  return (
    <div className={styles.payment}>
      <h3 className={styles.paymentTitle}>{t('orderDetail.payment.title')}</h3>
      <p>
        {payment.last4
          ? t('orderDetail.payment.cardEnding', { brand, last4: payment.last4 })
          : brand}
      </p>
      {payment.refunded > 0 && (
        <p>{t('orderDetail.payment.refunded', { amount: money(payment.refunded) })}</p>
      )}
      {payment.status === 'failed' && payment.failureMessage && (
        <p className={styles.problem}>{payment.failureMessage}</p>
      )}
    </div>
  );
}

/** Providers name brands in lower case ('visa', 'mastercard'); cards show them capitalised. */
