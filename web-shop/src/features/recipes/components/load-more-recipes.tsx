import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhenVisible } from '@/shared/ui/use-when-visible';
import styles from './load-more-recipes.module.css';

type LoadMoreRecipesProps = { loading: boolean; failed: boolean; onLoadMore: () => void };

/**
 * The next page arrives by itself as the shopper nears the end of the list; the button does
 * the same for keyboards, and to retry after a failure (no automatic retry loop).
 */
export function LoadMoreRecipes({ loading, failed, onLoadMore }: LoadMoreRecipesProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useWhenVisible(sentinel, !loading && !failed, onLoadMore);

  return (
    <div ref={sentinel} className={styles.more}>
      {failed && (
        <p role="alert" className={styles.failed}>
          {t('recipes.loadMoreFailed')}
        </p>
      )}
      <button
        type="button"
        className={styles.button}
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? t('recipes.loadingMore') : t('recipes.loadMore')}
      </button>
    </div>
  );
}
