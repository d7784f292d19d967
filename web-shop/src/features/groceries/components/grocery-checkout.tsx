import type { CartAnswer, GroceryIngredient } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { trackCheckoutStarted } from '@/shared/analytics/marketing';
import { useCartActions } from '@/shared/cart';
import { loadFeatureTexts } from '@/shared/i18n/feature-texts';
import { useSession } from '@/shared/session/use-session';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { checkoutGate } from '../api/checkout-gate';
import { linesOf, pantryLines } from '../api/ingredient-lines';
import { ChoiceDialog } from './choice-dialog';
import styles from './grocery-checkout.module.css';
import { PantryCheckDialog } from './pantry-check-dialog';

type GroceryCheckoutProps = {
  answer: CartAnswer;
  /** A change is being priced: checking out now would use a stale total. */
  pending: boolean;
};

type Popup = 'minimum-order' | 'review-products' | 'pantry-check' | 'checkout-start' | null;

/** Pantry staples the recipes use that the shopper is not buying and the pantry does not hold. */
function staplesToOffer(answer: CartAnswer): GroceryIngredient[] {
  return linesOf(answer.groceries.nonRequiredProducts).filter(
    (line) =>
      !line.fromUserPantry &&
      !line.unavailable &&
      !answer.nonRequiredIngredients.includes(line._id),
  );
}

/**
 * The Checkout button (spec §5): the minimum-order popup below $10.00, the review-products
 * popup for a list of staples only; then, for a signed-in shopper whose list counts something
 * from the pantry, the pantry check (spec 2.8), and the checkout-start popup when staples could
 * still be added (spec §2), else on to /checkout.
 */
export function GroceryCheckout({ answer, pending }: GroceryCheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const [popup, setPopup] = useState<Popup>(null);
  const offers = staplesToOffer(answer);
  const held = isSignedIn ? pantryLines(answer) : [];

  async function checkout() {
    const gate = checkoutGate(answer);
    if (gate !== 'proceed') setPopup(gate);
    else await open(held.length > 0 ? 'pantry-check' : 'checkout-start');
  }

  /** Opens a popup of the way to checkout, or goes on when it has nothing to show. */
  async function open(next: 'pantry-check' | 'checkout-start') {
    if (next === 'checkout-start' && offers.length === 0) {
      closeAndGo('/checkout');
      return;
    }
    // The popups' texts come with the checkout's, which the next page needs anyway; without
    // them (offline) the shopper still goes on.
    try {
      await loadFeatureTexts('checkout');
      setPopup(next);
    } catch {
      closeAndGo('/checkout');
    }
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
        onClick={() => void checkout()}
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
      {popup === 'pantry-check' && (
        <PantryCheckDialog
          lines={held}
          onClose={() => setPopup(null)}
          onContinue={() => void open('checkout-start')}
        />
      )}
      {popup === 'checkout-start' && (
        <CheckoutStartDialog
          offers={offers}
          onClose={() => setPopup(null)}
          onContinue={() => {
            // Spec §4: the checkout-started event records on continue from the extra products.
            trackCheckoutStarted(answer.selectedRecipes);
            closeAndGo('/checkout');
          }}
        />
      )}
    </>
  );
}

/**
 * Spec §2 checkout-start popup: the staples on offer, none ticked, since nothing goes into an
 * order without the shopper's tick. 'Add {n} item to cart and continue' appears once a staple is
 * ticked and adds the ticked ones; 'No thanks, continue to checkout' adds nothing. Both go on.
 */
function CheckoutStartDialog({
  offers,
  onClose,
  onContinue,
}: {
  offers: GroceryIngredient[];
  onClose: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { toggleNonRequired } = useCartActions();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(id: string) {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function addAndContinue() {
    for (const id of ticked) toggleNonRequired(id);
    onContinue();
  }

  return (
    <Dialog open onClose={onClose} title={t('checkoutStart.title')}>
      <DialogBody>
        <p className={styles.body}>{t('checkoutStart.body')}</p>
        <ul className={styles.staples}>
          {offers.map((line) => (
            <li key={line._id}>
              <label className={styles.staple}>
                <input
                  type="checkbox"
                  checked={ticked.has(line._id)}
                  onChange={() => toggle(line._id)}
                />
                <img src={line.image} alt="" width={40} height={40} className={styles.image} />
                <span>{line.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogActions>
        <button
          type="button"
          className={ticked.size === 0 ? actions.primary : actions.secondary}
          onClick={onContinue}
        >
          {t('checkoutStart.noThanks')}
        </button>
        {ticked.size > 0 && (
          <button type="button" className={actions.primary} onClick={addAndContinue}>
            {t('checkoutStart.add', { count: ticked.size })}
          </button>
        )}
      </DialogActions>
    </Dialog>
  );
}
