import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromo } from '@/shared/cart';
import { useMoney } from '@/shared/format/use-money';
import styles from './order-summary.module.css';

/**
 * The promo code at checkout (spec §4 "Promo"), checked by the cart like on the grocery list:
 * upper-cased, 'Promo code has been applied successfully' or 'Coupon code incorrect'.
 */
export function PromoForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const promo = usePromo();
  const [code, setCode] = useState('');
  const fieldId = useId();
  const messageId = useId();
  const active = promo.promo?.applied && promo.promo.discount > 0 ? promo.promo : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    promo.apply(code);
  }

  return (
    <form className={styles.promo} onSubmit={submit} noValidate>
      {active ? (
        <div className={styles.promoRow}>
          <p className={styles.promoActive}>
            {t('promo.active', { code: active.code, amount: money(active.discount) })}
          </p>
          <button
            type="button"
            className={styles.secondary}
            onClick={promo.remove}
            disabled={promo.isChecking}
          >
            {t('promo.remove')}
          </button>
        </div>
      ) : (
        <>
          <label htmlFor={fieldId} className={styles.promoLabel}>
            {t('promo.label')}
          </label>
          <div className={styles.promoRow}>
            <input
              id={fieldId}
              className={styles.promoInput}
              value={code}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={promo.error ? true : undefined}
              aria-describedby={messageId}
            />
            <button type="submit" className={styles.secondary} disabled={promo.isChecking}>
              {t('promo.apply')}
            </button>
          </div>
        </>
      )}
      <p
        id={messageId}
        role="status"
        className={promo.error ? styles.promoError : styles.promoNotice}
      >
        {promo.error ?? promo.notice ?? ''}
      </p>
    </form>
  );
}
