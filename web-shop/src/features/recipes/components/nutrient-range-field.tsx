import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NutrientRange } from '../api/recipe-filters';
import styles from './nutrient-range-field.module.css';

type NutrientRangeFieldProps = {
  label: string;
  unit: string;
  /** The catalog's limits, shown as placeholders; an empty end means "no limit". */
  limits: { min: number; max: number } | undefined;
  range: NutrientRange;
  onChange: (range: NutrientRange) => void;
};

function amountFrom(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Minimum and maximum per serving of one nutrient. */
export function NutrientRangeField({
  label,
  unit,
  limits,
  range,
  onChange,
}: NutrientRangeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>
        {label} <span className={styles.unit}>({unit})</span>
      </legend>
      <label htmlFor={`${id}-min`} className={styles.end}>
        {t('filters.min')}
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={limits?.min}
          max={limits?.max}
          placeholder={limits ? String(limits.min) : undefined}
          value={range.min ?? ''}
          onChange={(event) => onChange({ ...range, min: amountFrom(event.target.value) })}
          className={styles.input}
        />
      </label>
      <label htmlFor={`${id}-max`} className={styles.end}>
        {t('filters.max')}
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={limits?.min}
          max={limits?.max}
          placeholder={limits ? String(limits.max) : undefined}
          value={range.max ?? ''}
          onChange={(event) => onChange({ ...range, max: amountFrom(event.target.value) })}
          className={styles.input}
        />
      </label>
    </fieldset>
  );
}
