import { useTranslation } from 'react-i18next';
import buttonStyles from './outline-button.module.css';
import styles from './show-more-button.module.css';

type ShowMoreButtonProps = {
  label: string;
  loading: boolean;
  onShowMore: () => void;
};

/** Below a paged list: fetches the next page when pressed, and says so while it loads. */
export function ShowMoreButton({ label, loading, onShowMore }: ShowMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <button type="button" className={buttonStyles.button} onClick={onShowMore} disabled={loading}>
        {loading ? t('common.loading') : label}
      </button>
    </div>
  );
}
