import { useTranslation } from 'react-i18next';
import styles from './steps.module.css';

type CountStepperProps = {
  /** Names what is counted, for screen readers: 'Dinner servings a day'. */
  label: string;
  /** The words shown beside the buttons, where the layout does not already say what is counted. */
  caption: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
};

/** A count the shopper steps within bounds: minus stops at `min`, plus at `max`. */
export function CountStepper({ label, caption, value, min, max, onChange }: CountStepperProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.counted}>
      {/* The group's label says it to screen readers. */}
      <span className={styles.caption} aria-hidden="true">
        {caption}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: two buttons and their count, not a form section */}
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
    </div>
  );
}
