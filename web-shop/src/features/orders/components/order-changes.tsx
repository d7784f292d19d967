import { CHANGE_NOTICE_HOURS, type OrderAnswer, type OrderStatus } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ChangeSlotDialog } from './change-slot-dialog';
import styles from './order-page.module.css';

/** Nothing is left to change on these; the 24-hour rule would only confuse. */
const settled: OrderStatus[] = ['DELIVERED', 'CANCELLED', 'REFUNDED', 'PAYMENT_FAILED'];

/**
 * Change the delivery time or cancel, while the order allows it (until 24 hours before the
 * slot, spec README); afterwards the rule says why not.
 */
export function OrderChanges({ order }: { order: OrderAnswer }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);

  if (!order.canChange) {
    if (settled.includes(order.status)) return null;
    return (
      <p className={styles.rule}>{t('orderDetail.changeRule', { hours: CHANGE_NOTICE_HOURS })}</p>
    );
  }

  const deadline = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: order.delivery.timeZone,
  }).format(new Date(order.changeDeadline));

  return (
    <div className={styles.changes}>
      <p className={styles.muted}>{t('orderDetail.changeUntil', { deadline })}</p>
      <div className={styles.changeButtons}>
        <button type="button" className={styles.secondary} onClick={() => setDialog('change')}>
          {t('orderDetail.changeSlot')}
        </button>
        <button type="button" className={styles.danger} onClick={() => setDialog('cancel')}>
          {t('orderDetail.cancel')}
        </button>
      </div>
      <ChangeSlotDialog order={order} open={dialog === 'change'} onClose={() => setDialog(null)} />
      <CancelOrderDialog order={order} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
    </div>
  );
}
