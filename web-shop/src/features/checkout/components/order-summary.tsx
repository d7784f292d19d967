import type { CartAnswer } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import { PromoForm } from '@/shared/ui/promo-form/promo-form';
import styles from './order-summary.module.css';

type OrderSummaryProps = {
  cart: CartAnswer;
  /** The cart is being priced again (a new city, a promo): its figures are about to change. */
  pending: boolean;
  /** Opens the share dialog: sharing the menu waives the delivery fee. */
  onRemoveFee: () => void;
};

/**
 * The order's figures, all from the server's priced cart (spec §2: service and delivery fee
 * lines, 'Remove fee?' while delivery costs something), with the promo code.
 */
export function OrderSummary({ cart, pending, onRemoveFee }: OrderSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const hintId = useId();
  const { cost } = cart;
  const servings = cart.selectedRecipes.reduce((sum, recipe) => sum + recipe.servings, 0);
  const feeWaived = cost.waiveOffDeliveryFee;

  return (
    <section className={styles.summary} aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId} className={styles.title}>
        {t('checkout.summary.title')}
      </h2>
      <p className={styles.count}>
        {t('checkout.summary.recipes', { count: cart.selectedRecipes.length })} ·{' '}
        {t('checkout.summary.servings', { count: servings })}
      </p>
      <dl className={pending ? `${styles.lines} ${styles.pending}` : styles.lines}>
        <div className={styles.line}>
          <dt>{t('groceries.subtotal')}</dt>
          <dd>{money(cost.subTotal)}</dd>
        </div>
        {cost.promoDiscount > 0 && (
          <div className={styles.line}>
            <dt>{t('groceries.promoDiscount')}</dt>
            <dd>−{money(cost.promoDiscount)}</dd>
          </div>
        )}
        <div className={styles.line}>
          <dt>{t('groceries.serviceFee')}</dt>
          <dd>{money(cost.serviceFee)}</dd>
        </div>
        <div className={styles.line}>
          <dt>
            {t('groceries.deliveryFee')}
            {!feeWaived && cost.deliveryFee > 0 && (
              <>
                {' '}
                <button
                  type="button"
                  className={styles.removeFee}
                  onClick={onRemoveFee}
                  aria-describedby={hintId}
                >
                  {t('checkout.summary.removeFee')}
                </button>
                <span id={hintId} className={styles.hint}>
                  {t('checkout.summary.removeFeeHint')}
                </span>
              </>
            )}
          </dt>
          <dd>{feeWaived ? t('groceries.deliveryWaived') : money(cost.deliveryFee)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('groceries.taxes')}</dt>
          <dd>{money(cost.extraProductTaxes)}</dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{t('groceries.total')}</dt>
          <dd>{money(cost.totalPrice)}</dd>
        </div>
      </dl>
      <PromoForm cart={cart} className={styles.promo} />
    </section>
  );
}
