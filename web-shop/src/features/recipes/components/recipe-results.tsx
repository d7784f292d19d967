import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipeCard } from '@/shared/ui/recipe-card/recipe-card';
import { RecipeGrid } from '@/shared/ui/recipe-card/recipe-grid';
import type { RecipeFilters } from '../api/recipe-filters';
import { useRecipeList } from '../hooks/use-recipe-list';
import { LoadMoreRecipes } from './load-more-recipes';
import { RecipeGridSkeleton } from './recipe-grid-skeleton';
import styles from './recipe-results.module.css';
import { RecipesProblem } from './recipes-problem';

type RecipeResultsProps = { filters: RecipeFilters; onClearFilters: () => void };

/** The recipe cards for the current filters, with every state the list can be in. */
export function RecipeResults({ filters, onClearFilters }: RecipeResultsProps) {
  const { t } = useTranslation();
  const list = useRecipeList(filters);
  // New cards render in interruptible slices, so a page of them is no long task on a phone.
  const recipes = useDeferredValue(list.recipes);

  // The placeholders stay until the deferred cards have caught up, so nothing collapses between.
  const catchingUp = recipes.length === 0 && list.recipes.length > 0;
  if (list.isPending || catchingUp) return <RecipeGridSkeleton />;
  if (list.isError && !list.data) {
    return (
      <RecipesProblem
        title={t('recipes.errorTitle')}
        body={t('recipes.errorBody')}
        action={t('recipes.retry')}
        onAction={() => void list.refetch()}
        alert
      />
    );
  }
  if (list.recipes.length === 0) {
    return (
      <RecipesProblem
        title={t('recipes.emptyTitle')}
        body={t('recipes.emptyBody')}
        action={t('recipes.clearFilters')}
        onAction={onClearFilters}
      />
    );
  }

  return (
    <section aria-labelledby="recipe-count">
      <p id="recipe-count" className={styles.count} aria-live="polite">
        {t('recipes.count', { count: list.totalCount })}
      </p>
      <RecipeGrid entries={recipes} keyOf={(recipe) => recipe._id}>
        {(recipe, priority) => <RecipeCard recipe={recipe} priority={priority} titleLevel="h2" />}
      </RecipeGrid>
      {list.hasNextPage && (
        <LoadMoreRecipes
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      )}
    </section>
  );
}
