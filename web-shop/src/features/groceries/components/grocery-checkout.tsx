import type { CartAnswer } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkoutGate } from '../api/checkout-gate';
import { ChoiceDialog } from './choice-dialog';
import styles from './grocery-checkout.module.css';

type GroceryCheckoutProps = {
  answer: CartAnswer;
  /** A change is being priced: checking out now would use a stale total. */
  pending: boolean;
};

/**
 * The Checkout button (spec §5): the minimum-order popup below $10.00, the review-products
 * popup for a list of staples only, else on to /checkout.
 */
export function GroceryCheckout({ answer, pending }: GroceryCheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [popup, setPopup] = useState<'minimum-order' | 'review-products' | null>(null);

  function checkout() {
    const gate = checkoutGate(answer);
    if (gate === 'proceed') void navigate('/checkout');
    else setPopup(gate);
  }

  // The bottom bar keeps this control mounted from page to page: a popup left open would come
  // along to the next one.
  function closeAndGo(path: string) {
    setPopup(null);
    void navigate(path);
  }

  return (
    <>
      <button
        type="button"
        className={styles.checkout}
        onClick={checkout}
        disabled={pending}
        aria-disabled={pending}
      >
        {t('groceries.checkout')}
      </button>
      <ChoiceDialog
        open={popup === 'minimum-order'}
        title={t('minOrder.title')}
        body={t('minOrder.body')}
        dismissLabel={t('minOrder.noThanks')}
        onDismiss={() => setPopup(null)}
        confirmLabel={t('minOrder.showSuggestions')}
        onConfirm={() => closeAndGo('/min-order')}
      />
      <ChoiceDialog
        open={popup === 'review-products'}
        title={t('reviewProducts.title')}
        body={t('reviewProducts.body')}
        dismissLabel={t('reviewProducts.review')}
        onDismiss={() => setPopup(null)}
        confirmLabel={t('reviewProducts.continue')}
        onConfirm={() => closeAndGo('/checkout')}
      />
    </>
  );
}
