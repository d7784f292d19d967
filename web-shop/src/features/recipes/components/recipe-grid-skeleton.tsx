import { useTranslation } from 'react-i18next';
import styles from './recipe-grid-skeleton.module.css';
import resultStyles from './recipe-results.module.css';

const placeholders = Array.from({ length: 8 }, (_, index) => index);

/** Card-shaped placeholders while the first page loads, so nothing jumps when it arrives. */
export function RecipeGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t('recipes.loading')}</span>
      <p className={`${resultStyles.count} ${styles.line}`} aria-hidden="true" />
      <ul className={resultStyles.grid} aria-hidden="true">
        {placeholders.map((index) => (
          <li key={index} className={styles.card}>
            <div className={styles.picture} />
            <div className={styles.text} />
            <div className={styles.textShort} />
          </li>
        ))}
      </ul>
    </div>
  );
}
