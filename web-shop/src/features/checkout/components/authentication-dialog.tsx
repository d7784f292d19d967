import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import styles from './authentication-dialog.module.css';

type AuthenticationDialogProps = {
  open: boolean;
  /** Cents being paid. */
  amount: number;
  onAnswer: (outcome: 'approve' | 'fail') => void;
};

/**
 * The sandbox's stand-in for a bank's 3-D Secure page: the shopper decides how the test ends.
 * Closing it without an answer is a failed authentication, as leaving a bank's page would be.
 */
export function AuthenticationDialog({ open, amount, onAnswer }: AuthenticationDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Dialog open={open} onClose={() => onAnswer('fail')} title={t('checkout.authentication.title')}>
      <DialogBody>
        <p className={styles.testMode}>{t('checkout.authentication.testMode')}</p>
        <p className={styles.body}>
          {t('checkout.authentication.body', { amount: money(amount) })}
        </p>
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={() => onAnswer('fail')}>
          {t('checkout.authentication.fail')}
        </button>
        <button type="button" className={actions.primary} onClick={() => onAnswer('approve')}>
          {t('checkout.authentication.approve')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
