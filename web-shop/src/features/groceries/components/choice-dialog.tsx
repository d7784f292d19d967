import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import styles from './choice-dialog.module.css';

type ChoiceDialogProps = {
  open: boolean;
  title: string;
  body: string;
  /** The way out without acting (also Escape and the close button). */
  dismissLabel: string;
  onDismiss: () => void;
  confirmLabel: string;
  onConfirm: () => void;
};

/** A short question with two answers: the minimum-order and review-products popups. */
export function ChoiceDialog({
  open,
  title,
  body,
  dismissLabel,
  onDismiss,
  confirmLabel,
  onConfirm,
}: ChoiceDialogProps) {
  return (
    <Dialog open={open} onClose={onDismiss} title={title}>
      <DialogBody>
        <p className={styles.body}>{body}</p>
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={onDismiss}>
          {dismissLabel}
        </button>
        <button type="button" className={actions.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
