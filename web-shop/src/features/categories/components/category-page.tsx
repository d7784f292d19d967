import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import { RecipeCard } from '@/shared/ui/recipe-card/recipe-card';
import { Spinner } from '@/shared/ui/spinner';
import { isUnknownCategory } from '../api/category-query';
import { useCategoryRecipes } from '../hooks/use-category-recipes';
import styles from './category-page.module.css';

// The first row on a wide screen: their pictures are the page's largest paint.
const eagerCards = 4;

/** /categories/:id: the recipes of one category (spec: empty result 'No recipes found'). */
export function CategoryPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const inStorefront = useStorefrontPath();
  const list = useCategoryRecipes(id);

  if (list.isPending) return <Spinner />;

  if (list.isError && !list.data && !isUnknownCategory(list.error)) {
    return (
      <section className={styles.page}>
        <div className={styles.message} role="alert">
          <h1 className={styles.messageTitle}>{t('category.errorTitle')}</h1>
          <p>{t('category.errorBody')}</p>
          <button type="button" className={styles.more} onClick={() => void list.refetch()}>
            {t('category.retry')}
          </button>
        </div>
      </section>
    );
  }

  const { category, recipes } = list;
  return (
    <section className={styles.page} aria-labelledby="category-title">
      <header className={styles.intro}>
        {category && <p className={styles.kind}>{t(`category.kind.${category.kind}`)}</p>}
        <h1 id="category-title" className={styles.title}>
          {category?.name ?? t('category.noRecipes')}
        </h1>
        {category?.description && <p className={styles.lead}>{category.description}</p>}
      </header>

      {recipes.length === 0 ? (
        <div className={styles.message} role="status">
          {category && <p className={styles.messageTitle}>{t('category.noRecipes')}</p>}
          <ButtonLink to={inStorefront('/recipes')}>{t('category.browseAll')}</ButtonLink>
        </div>
      ) : (
        <>
          <p className={styles.count}>{t('category.count', { count: list.totalCount })}</p>
          <ul className={styles.grid}>
            {recipes.map((recipe, index) => (
              <li key={recipe._id}>
                <RecipeCard recipe={recipe} priority={index < eagerCards} titleLevel="h2" />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className={styles.moreRow}>
              <button
                type="button"
                className={styles.more}
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? t('common.loading') : t('category.more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
