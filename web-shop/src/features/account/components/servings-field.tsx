import { MAX_SERVINGS_PER_RECIPE } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import styles from './servings-field.module.css';

type ServingsFieldProps = {
  label: string;
  labelHidden?: boolean;
  value: number;
  onChange: (servings: number) => void;
};

/** Servings per recipe, one at a time between 1 and the server's maximum. */
export function ServingsField({ label, labelHidden, value, onChange }: ServingsFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.field}>
      <legend className={labelHidden ? 'visually-hidden' : styles.legend}>{label}</legend>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(value - 1)}
          disabled={value <= 1}
          aria-label={t('account.fewerServings')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12h14" />
          </svg>
        </button>
        <output className={styles.value} aria-live="polite">
          {t('account.servings', { count: value })}
        </output>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(value + 1)}
          disabled={value >= MAX_SERVINGS_PER_RECIPE}
          aria-label={t('account.moreServings')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </button>
      </div>
    </fieldset>
  );
}
