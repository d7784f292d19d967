import type { OrderAnswer } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/shared/api/problem-text';
import { notify } from '@/shared/notices/notices';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { cancelOrder } from '../api/order-calls';
import { formatSlot } from '../api/order-dates';
import { useOrderMutation } from '../hooks/use-order-mutation';
import styles from './order-dialogs.module.css';

type CancelOrderDialogProps = { order: OrderAnswer; open: boolean; onClose: () => void };

/** Asks before cancelling: the slot is given up and the payment refunded. */
export function CancelOrderDialog({ order, open, onClose }: CancelOrderDialogProps) {
  const { t, i18n } = useTranslation();
  const cancel = useOrderMutation(
    order._id,
    () => cancelOrder(order._id),
    () => {
      notify('success', t('orderDetail.cancelled', { number: order.number }));
      onClose();
    },
  );
  const slot = formatSlot(order.delivery, i18n.language);

  function close() {
    cancel.reset();
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} title={t('orderDetail.cancelTitle')}>
      <DialogBody>
        <div className={styles.body}>
          <p>
            {t('orderDetail.cancelBody', {
              number: order.number,
              day: slot.day,
              hours: slot.hours,
            })}
          </p>
          {cancel.isError && (
            <p role="alert" className={styles.problem}>
              {problemText(cancel.error, t('orderDetail.cancelFailed'), t)}
            </p>
          )}
        </div>
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={close}>
          {t('orderDetail.keepOrder')}
        </button>
        <button
          type="button"
          className={actions.danger}
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
        >
          {cancel.isPending ? t('orderDetail.cancelling') : t('orderDetail.confirmCancel')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
