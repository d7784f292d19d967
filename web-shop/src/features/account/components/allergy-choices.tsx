import type { Allergy } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import styles from './choices.module.css';

type AllergyChoicesProps = {
  legend: string;
  legendHidden?: boolean;
  allergies: readonly Allergy[];
  selected: readonly string[];
  /** Allergies toggle by presence (document 2 §4). */
  onToggle: (allergy: Allergy['_id']) => void;
};

/** The catalog's allergies as checkboxes: the recipes shown will leave the chosen ones out. */
export function AllergyChoices({
  legend,
  legendHidden,
  allergies,
  selected,
  onToggle,
}: AllergyChoicesProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={`${styles.options} ${styles.compact}`}>
        {allergies.map((allergy) => (
          <label key={allergy._id} className={styles.option}>
            <input
              type="checkbox"
              value={allergy._id}
              checked={selected.includes(allergy._id)}
              onChange={() => onToggle(allergy._id)}
            />
            <span className={styles.name}>{t(`allergies.${allergy._id}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
