import { useTranslation } from 'react-i18next';
import { shortDate } from '@/shared/pantry/amounts';
import type { OnboardingGrocery } from '../api/onboarding-state';
import styles from './grocery-picker.module.css';

type ChosenGroceriesProps = {
  groceries: readonly OnboardingGrocery[];
  onRemove: (id: string) => void;
};

/** The groceries the shopper said they have, each with its amount and expiry. */
export function ChosenGroceries({ groceries, onRemove }: ChosenGroceriesProps) {
  const { t } = useTranslation();
  if (groceries.length === 0) {
    return <p className={styles.hint}>{t('onboarding.groceries.empty')}</p>;
  }
  return (
    <ul className={styles.chosen} aria-label={t('onboarding.groceries.chosen')}>
      {groceries.map((grocery) => (
        <li key={grocery.id} className={styles.row}>
          <span className={styles.rowName}>{grocery.name}</span>
          <span>
            {grocery.quantity} {grocery.units}
          </span>
          <span className={styles.rowExpiry}>
            {grocery.expiryDate === null
              ? t('onboarding.groceries.noExpiry')
              : t('onboarding.groceries.expires', { date: shortDate(grocery.expiryDate) })}
          </span>
          <button
            type="button"
            className={styles.remove}
            onClick={() => onRemove(grocery.id)}
            aria-label={t('onboarding.groceries.remove', { name: grocery.name })}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
