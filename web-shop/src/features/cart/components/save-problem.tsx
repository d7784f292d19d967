import { useTranslation } from 'react-i18next';
import styles from './save-problem.module.css';

/** A save that failed: the total shown is not the cart's, and the shopper can send it again. */
export function SaveProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className={styles.problem}>
      {t('cart.saveFailed')}{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('cart.retry')}
      </button>
    </p>
  );
}
