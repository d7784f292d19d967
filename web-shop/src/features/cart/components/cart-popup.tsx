import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart';
import { useGoToGroceries } from '@/shared/session/use-go-to-groceries';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import solid from '@/shared/ui/solid-button.module.css';
import { useCartPlace } from '../hooks/use-cart-place';
import styles from './cart-popup.module.css';
import { CartSummary } from './cart-summary';

type CartPopupProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The cart popup (spec §2, document 2 "Header/popups"), titled 'All your meals' whether the
 * header or the bottom bar opens it. 'Review & Checkout' closes it and goes to the grocery
 * list, or has a guest log in first.
 */
export function CartPopup({ open, onClose }: CartPopupProps) {
  const { t } = useTranslation();
  const goToGroceries = useGoToGroceries();
  const { draft } = useCart();
  const { step } = useCartPlace();
  const isEmpty = draft.selections.length === 0;

  function reviewAndCheckout() {
    onClose();
    goToGroceries();
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('cartPopup.title')}>
      <DialogBody>
        <CartSummary step={step} />
      </DialogBody>
      {step === 0 && (
        <DialogActions>
          <button
            type="button"
            className={`${solid.button} ${styles.action}`}
            onClick={reviewAndCheckout}
            disabled={isEmpty}
          >
            {t('cartPopup.reviewCheckout')}
          </button>
        </DialogActions>
      )}
    </Dialog>
  );
}
