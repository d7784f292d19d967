import type { CartAnswer } from '@mise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromo } from '@/shared/cart';
import { suggestedPromoCode } from '@/shared/cart/promo-code';
import { useMoney } from '@/shared/format/use-money';
import { useSession } from '@/shared/session/use-session';
import styles from './promo-form.module.css';

type PromoFormProps = {
  /** The cart on screen: whose it is and whether it has a code decide the code typed in. */
  cart: Pick<CartAnswer, 'guestUserId' | 'promo'>;
  /** Where the place puts it, such as a rule above it. */
  className?: string;
};

/**
 * The promo code (spec §4 "Promo"), on the grocery list and at checkout: checked by the cart,
 * upper-cased, 'Promo code has been applied successfully' or 'Coupon code incorrect'. A guest
 * or a shopper yet to place a first order finds '10OFF' typed in while the cart has no code.
 */
export function PromoForm({ cart, className }: PromoFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const promo = usePromo();
  const { user } = useSession();
  const [code, setCode] = useState(() =>
    suggestedPromoCode({
      isNew: cart.guestUserId !== null || (user?.isFirstOrder ?? false),
      hasPromo: Boolean(cart.promo?.applied),
    }),
  );
  const fieldId = useId();
  const messageId = useId();
  const active = promo.promo?.applied && promo.promo.discount > 0 ? promo.promo : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    promo.apply(code);
  }

  return (
    <form
      className={className ? `${styles.promo} ${className}` : styles.promo}
      onSubmit={submit}
      noValidate
    >
      {active ? (
        <div className={styles.row}>
          <p className={styles.active}>
            {t('promo.active', { code: active.code, amount: money(active.discount) })}
          </p>
          <button
            type="button"
            className={styles.remove}
            onClick={promo.remove}
            disabled={promo.isChecking}
          >
            {t('promo.remove')}
          </button>
        </div>
      ) : (
        <>
          <label htmlFor={fieldId} className={styles.label}>
            {t('promo.label')}
          </label>
          <div className={styles.row}>
            <input
              id={fieldId}
              className={styles.input}
              value={code}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={promo.error ? true : undefined}
              aria-describedby={messageId}
            />
            <button type="submit" className={styles.apply} disabled={promo.isChecking}>
              {t('promo.apply')}
            </button>
          </div>
        </>
      )}
      <p id={messageId} role="status" className={promo.error ? styles.error : styles.notice}>
        {promo.error ?? promo.notice ?? ''}
      </p>
    </form>
  );
}
