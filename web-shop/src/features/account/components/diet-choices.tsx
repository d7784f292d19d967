import type { Diet } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './choices.module.css';

type DietChoicesProps = {
  legend: string;
  /** Hides the legend where the page's heading already asks the question. */
  legendHidden?: boolean;
  diets: readonly Diet[];
  value: string;
  onChange: (diet: Diet['_id']) => void;
};

/** One diet of the catalog's list, as radio cards. */
export function DietChoices({ legend, legendHidden, diets, value, onChange }: DietChoicesProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {diets.map((diet) => (
          <label key={diet._id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={diet._id}
              checked={value === diet._id}
              onChange={() => onChange(diet._id)}
            />
            <span className={styles.text}>
              <span className={styles.name}>{t(`diets.${diet._id}`)}</span>
              {diet.description && <span className={styles.description}>{diet.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
