import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound } from '@/shared/api/http';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import buttonStyles from '@/shared/ui/outline-button.module.css';
import { RecipeCard } from '@/shared/ui/recipe-card/recipe-card';
import { RecipeGrid } from '@/shared/ui/recipe-card/recipe-grid';
import { ShowMoreButton } from '@/shared/ui/show-more-button';
import { Spinner } from '@/shared/ui/spinner';
import { useCategoryRecipes } from '../hooks/use-category-recipes';
import styles from './category-page.module.css';

/** /categories/:id: the recipes of one category (spec: empty result 'No recipes found'). */
export function CategoryPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const inStorefront = useStorefrontPath();
  const list = useCategoryRecipes(id);

  if (list.isPending) return <Spinner />;

  if (list.isError && !list.data && !isNotFound(list.error)) {
    return (
      <section className={listing.page}>
        <MessagePanel title={t('category.errorTitle')} titleAs="h1" role="alert">
          <p>{t('category.errorBody')}</p>
          <button type="button" className={buttonStyles.button} onClick={() => void list.refetch()}>
            {t('category.retry')}
          </button>
        </MessagePanel>
      </section>
    );
  }

  const { category, recipes } = list;
  return (
    <section className={listing.page} aria-labelledby="category-title">
      <header className={listing.intro}>
        {category && <p className={styles.kind}>{t(`category.kind.${category.kind}`)}</p>}
        <h1 id="category-title" className={listing.title}>
          {category?.name ?? t('category.noRecipes')}
        </h1>
        {category?.description && <p className={listing.lead}>{category.description}</p>}
      </header>

      {recipes.length === 0 ? (
        // An unknown category already says 'No recipes found' in its heading.
        <MessagePanel title={category && t('category.noRecipes')} role="status">
          <ButtonLink to={inStorefront('/recipes')}>{t('category.browseAll')}</ButtonLink>
        </MessagePanel>
      ) : (
        <>
          <p className={styles.count}>{t('category.count', { count: list.totalCount })}</p>
          <RecipeGrid entries={recipes} keyOf={(recipe) => recipe._id}>
            {(recipe, priority) => (
              <RecipeCard recipe={recipe} priority={priority} titleLevel="h2" />
            )}
          </RecipeGrid>
          {list.hasNextPage && (
            <ShowMoreButton
              label={t('category.more')}
              loading={list.isFetchingNextPage}
              onShowMore={() => void list.fetchNextPage()}
            />
          )}
        </>
      )}
    </section>
  );
}
