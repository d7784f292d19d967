import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { problemText } from '@/shared/api/problem-text';
import { notify } from '@/shared/notices/notices';
import styles from './favourite-link.module.css';
import { useFavouriteToggle, useIsFavourite, useIsSignedIn } from './favourites';

type FavouriteLinkProps = { recipeId: string; recipeName: string; className?: string };

const heart = (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.9 4.5 7.4 4.5c2 0 3.5 1.1 4.6 2.7 1.1-1.6 2.6-2.7 4.6-2.7 3.5 0 5.7 3.5 4.6 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
  </svg>
);

/**
 * The card's heart. A guest cannot have favourites, so for a guest it leads to sign-in (spec §6);
 * a signed-in shopper gets a toggle button.
 */
export function FavouriteLink({ recipeId, recipeName, className }: FavouriteLinkProps) {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const label = t('recipeCard.favourite', { name: recipeName });

  if (isSignedIn) {
    return <FavouriteToggle recipeId={recipeId} label={label} className={className} />;
  }
  return (
    <Link to="/signin" className={className} aria-label={label}>
      {heart}
    </Link>
  );
}

type FavouriteToggleProps = { recipeId: string; label: string; className?: string | undefined };

function FavouriteToggle({ recipeId, label, className }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const isFavourite = useIsFavourite(recipeId);
  const toggle = useFavouriteToggle((error) => {
    notify('error', problemText(error, t('accountNotices.favouriteFailed'), t));
  });

  return (
    <button
      type="button"
      className={`${className ?? ''} ${styles.toggle}`}
      aria-label={label}
      aria-pressed={isFavourite}
      onClick={() => toggle.mutate({ recipeId, favourite: !isFavourite })}
    >
      {heart}
    </button>
  );
}
