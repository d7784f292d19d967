import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart';
import { useMoney } from '@/shared/format/use-money';
import { useGoToGroceries } from '@/shared/session/use-go-to-groceries';
import solid from '@/shared/ui/solid-button.module.css';
import { useCartPlace } from '../hooks/use-cart-place';
import styles from './bottom-bar.module.css';
import { SaveProblem } from './save-problem';

type BottomBarProps = {
  /** Opens the cart popup ('All your meals'). */
  onOpenSummary: () => void;
  /**
   * Step 1's checkout control, which the grocery list owns (its minimum-order rules); without
   * it the bar offers 'Review My Cart'.
   */
  checkout?: ReactNode;
};

/**
 * The cart bar at the foot of the screen (spec §2): the recipes, the total where it is shown,
 * and the step's next action. A total still being priced is dimmed and marked as updating.
 */
export function BottomBar({ onOpenSummary, checkout }: BottomBarProps) {
  const { t } = useTranslation();
  const goToGroceries = useGoToGroceries();
  const money = useMoney();
  const cart = useCart();
  const { step, barHidden, showsTotal } = useCartPlace();
  const count = cart.draft.selections.length;
  if (barHidden || (step === 0 && count === 0)) return null;
  const pending = cart.isSaving || cart.isStale;
  const total = cart.cart?.cost.totalPrice;

  return (
    <>
      {/* Keeps the page's last lines above the fixed bar. */}
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} data-bottom-bar="" aria-label={t('bottomBar.label')}>
        <div className={styles.inner}>
          <button type="button" className={styles.summary} onClick={onOpenSummary}>
            <span className={styles.count}>{t('bottomBar.recipes', { count })}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 15l6-6 6 6" />
            </svg>
          </button>
          {cart.error && <SaveProblem onRetry={cart.retry} />}
          {showsTotal && total !== undefined && (
            <p className={pending ? `${styles.total} ${styles.pending}` : styles.total}>
              <span className={styles.totalLabel}>{t('bottomBar.total')}</span>{' '}
              <strong>{money(total)}</strong>
              {pending && !cart.error && (
                <span className={styles.updating}>{t('cart.updating')}</span>
              )}
            </p>
          )}
          <div className={styles.action}>
            {step === 0 ? (
              <button
                type="button"
                className={`${solid.button} ${styles.next}`}
                onClick={goToGroceries}
              >
                {t('bottomBar.reviewCheckout')}
              </button>
            ) : (
              (checkout ?? (
                <button
                  type="button"
                  className={`${solid.button} ${styles.next}`}
                  onClick={onOpenSummary}
                >
                  {t('bottomBar.reviewCart')}
                </button>
              ))
            )}
          </div>
        </div>
      </section>
    </>
  );
}
