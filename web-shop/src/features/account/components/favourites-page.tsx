import type { RecipeDetail } from '@mise/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { ButtonLink } from '@/shared/ui/button-link';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { favouritesQuery } from '@/shared/ui/recipe-card/favourites';
import { RecipeCard } from '@/shared/ui/recipe-card/recipe-card';
import { RecipeGrid } from '@/shared/ui/recipe-card/recipe-grid';
import { Spinner } from '@/shared/ui/spinner';
import { favouriteRecipeQuery } from '../api/favourite-recipes';

/** /recipes/favorites: the signed-in shopper's favourite recipes; a guest is sent to sign in. */
export function FavouritesPage() {
  const { isSignedIn, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!isSignedIn) return <Navigate to="/signin" replace />;
  return <Favourites />;
}

function Favourites() {
  const { t } = useTranslation();
  const favourites = useQuery(favouritesQuery);
  const ids = favourites.data?.recipeFavorites.map((entry) => entry.recipeId) ?? [];
  const recipes = useQueries({
    queries: ids.map((id) => favouriteRecipeQuery(id)),
    combine: (results) => ({
      // A recipe the catalog no longer has is left out rather than failing the page.
      loaded: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
    }),
  });

  return (
    <div className={listing.page}>
      <div className={listing.intro}>
        <h1 className={listing.title}>{t('favourites.title')}</h1>
        <p className={listing.lead}>{t('favourites.lead')}</p>
      </div>
      {favourites.isPending || (recipes.isPending && recipes.loaded.length === 0) ? (
        <Spinner />
      ) : favourites.isError ? (
        <MessagePanel title={t('favourites.failed')} role="alert">
          <button type="button" onClick={() => void favourites.refetch()}>
            {t('favourites.retry')}
          </button>
        </MessagePanel>
      ) : recipes.loaded.length === 0 ? (
        <MessagePanel title={t('favourites.empty')} role="status">
          <p>{t('favourites.emptyHint')}</p>
          <ButtonLink to="/recipes">{t('favourites.explore')}</ButtonLink>
        </MessagePanel>
      ) : (
        <RecipeGrid entries={recipes.loaded} keyOf={(recipe: RecipeDetail) => recipe._id}>
          {(recipe, priority) => <RecipeCard recipe={recipe} priority={priority} />}
        </RecipeGrid>
      )}
    </div>
  );
}
