import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServingsRule } from '@/shared/cart';
import { canHaveFewer, canHaveMore, fewerServings, moreServings } from '../api/servings';
import styles from './servings-stepper.module.css';

type ServingsStepperProps = {
  rule: ServingsRule;
  servings: number;
  onChange: (servings: number) => void;
};

/** Minus and plus around the servings, in the recipe's increments and never below its minimum. */
export function ServingsStepper({ rule, servings, onChange }: ServingsStepperProps) {
  const { t } = useTranslation();
  const hintId = useId();

  return (
    <fieldset className={styles.stepper} aria-describedby={hintId}>
      <legend className={styles.label}>{t('recipePage.servings')}</legend>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(fewerServings(rule, servings))}
          disabled={!canHaveFewer(rule, servings)}
          aria-label={t('recipePage.fewerServings')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12h14" />
          </svg>
        </button>
        <output className={styles.value} aria-live="polite">
          {servings}
        </output>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(moreServings(rule, servings))}
          disabled={!canHaveMore(rule, servings)}
          aria-label={t('recipePage.moreServings')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('recipePage.servingsHint', {
          min: Math.max(1, rule.minServings),
          step: Math.max(1, rule.incrServings),
        })}
      </p>
    </fieldset>
  );
}
