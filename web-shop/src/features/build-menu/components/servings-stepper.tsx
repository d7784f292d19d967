import { useTranslation } from 'react-i18next';
import styles from './steps.module.css';

type ServingsStepperProps = {
  /** Names what is counted, for screen readers: 'Dinner servings'. */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
};

/** A count the shopper steps within bounds: minus stops at `min`, plus at `max`. */
export function ServingsStepper({ label, value, min, max, onChange }: ServingsStepperProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and their count, not a form section
    <div role="group" aria-label={label} className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('buildMenu.stepper.less', { label })}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className={styles.count} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('buildMenu.stepper.more', { label })}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
