import type { CartAnswer } from '@mise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import styles from './promo-field.module.css';

type PromoFieldProps = {
  promo: CartAnswer['promo'];
  /** Prefilled while no code is applied: '10OFF' for guests and new users (spec §4 "Promo"). */
  suggestedCode: string;
  isChecking: boolean;
  /** 'Promo code has been applied successfully' after an apply that worked. */
  notice: string | null;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
};

export function PromoField({
  promo,
  suggestedCode,
  isChecking,
  notice,
  error,
  onApply,
  onRemove,
}: PromoFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [code, setCode] = useState(suggestedCode);
  const fieldId = useId();
  const messageId = useId();
  const active = promo?.applied && promo.discount > 0 ? promo : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(code.trim().toUpperCase());
  }

  return (
    <form className={styles.promo} onSubmit={submit} noValidate>
      <p className={styles.label} aria-hidden="true">
        {t('promo.label')}
      </p>
      {active ? (
        <div className={styles.row}>
          <p className={styles.active}>
            {t('promo.active', { code: active.code, amount: money(active.discount) })}
          </p>
          <button
            type="button"
            className={styles.secondary}
            onClick={onRemove}
            disabled={isChecking}
          >
            {t('promo.remove')}
          </button>
        </div>
      ) : (
        <div className={styles.row}>
          <label htmlFor={fieldId} className="visually-hidden">
            {t('promo.label')}
          </label>
          <input
            id={fieldId}
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
          />
          <button type="submit" className={styles.apply} disabled={isChecking}>
            {t('promo.apply')}
          </button>
        </div>
      )}
      <p id={messageId} role="status" className={error ? styles.error : styles.notice}>
        {error ?? notice ?? ''}
      </p>
    </form>
  );
}
