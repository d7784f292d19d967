import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { useCardProblem, useRemoveCard } from '../hooks/use-payment-methods';
import formStyles from './form.module.css';
import styles from './remove-card-dialog.module.css';

type RemoveCardDialogProps = {
  /** The card asked about; none while the dialog is shut. */
  card: { id: string; name: string } | null;
  onClose: () => void;
};

/** Asks before detaching a card: it cannot be brought back but by entering it again. */
export function RemoveCardDialog({ card, onClose }: RemoveCardDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveCard(onClose);
  const problem = useCardProblem(remove.error);

  function close() {
    remove.reset();
    onClose();
  }

  // Always mounted, opened and shut by `card`: the native dialog gives focus back on closing.
  return (
    <Dialog open={card !== null} onClose={close} title={t('settings.paymentMethods.removeTitle')}>
      <DialogBody>
        <div className={styles.body}>
          <p>{t('settings.paymentMethods.removeBody', { card: card?.name })}</p>
          {problem && (
            <p role="alert" className={formStyles.formProblem}>
              {problem}
            </p>
          )}
        </div>
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={close}>
          {t('settings.paymentMethods.keep')}
        </button>
        <button
          type="button"
          className={actions.danger}
          onClick={() => card && remove.mutate(card.id)}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
        >
          {remove.isPending
            ? t('settings.paymentMethods.removing')
            : t('settings.paymentMethods.confirmRemove')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
