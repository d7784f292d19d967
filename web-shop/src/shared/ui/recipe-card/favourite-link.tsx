import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type FavouriteLinkProps = { recipeName: string; className?: string };

/**
 * The heart for a guest: favourites need an account, so it leads to sign-in (spec §5). A
 * signed-in shopper will get a toggle button in its place.
 */
export function FavouriteLink({ recipeName, className }: FavouriteLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      to="/signin"
      className={className}
      aria-label={t('recipeCard.favourite', { name: recipeName })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.9 4.5 7.4 4.5c2 0 3.5 1.1 4.6 2.7 1.1-1.6 2.6-2.7 4.6-2.7 3.5 0 5.7 3.5 4.6 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
      </svg>
    </Link>
  );
}
