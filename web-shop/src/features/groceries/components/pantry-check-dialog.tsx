import type { GroceryIngredient } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { useLineAmount } from '../hooks/use-line-amount';
import { usePantryRemoval } from '../hooks/use-pantry-removal';
import styles from './grocery-checkout.module.css';

type PantryCheckDialogProps = {
  /** The cart's lines the pantry covers, as last priced: one leaves once it is bought again. */
  lines: GroceryIngredient[];
  onClose: () => void;
  onContinue: () => void;
};

/**
 * Spec 2.8's pantry check, as checkout starts: what the list leaves out because the Digital
 * Pantry holds it, so that the shopper can say what they no longer have before paying; that
 * leaves the pantry as 'Don't have anymore' does, and the cart buys it again.
 */
export function PantryCheckDialog({ lines, onClose, onContinue }: PantryCheckDialogProps) {
  const { t } = useTranslation();
  const amount = useLineAmount();
  const removal = usePantryRemoval();

  return (
    <Dialog open onClose={onClose} title={t('pantryCheck.title')}>
      <DialogBody>
        <p className={styles.body}>{t('pantryCheck.body')}</p>
        <ul className={styles.staples}>
          {lines.map((line) => {
            const removing = removal.isPending && removal.variables === line._id;
            return (
              <li key={line._id} className={styles.heldLine} aria-busy={removing}>
                <img src={line.image} alt="" width={40} height={40} className={styles.image} />
                <span className={styles.held}>
                  <span>{line.name}</span>
                  <span className={styles.youHave}>
                    {t('pantryCheck.youHave', { amount: amount(line, line.youHave) })}
                  </span>
                  {removal.isError && removal.variables === line._id && (
                    <span role="alert" className={styles.youHave}>
                      {t('pantryCheck.failed')}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className={styles.notAnymore}
                  onClick={() => removal.mutate(line._id)}
                  disabled={removal.isPending}
                  aria-label={t('pantryCheck.notAnymoreOf', { name: line.name })}
                >
                  {t('pantryCheck.notAnymore')}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogBody>
      <DialogActions>
        <button
          type="button"
          className={actions.primary}
          onClick={onContinue}
          disabled={removal.isPending}
        >
          {t('pantryCheck.continue')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
