import type { RecommendedRecipe } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { daysLeft, expiryFromInput } from '@/shared/pantry/amounts';
import { pantryQuery } from '@/shared/pantry/pantry-calls';
import { pantryRecipesQuery } from '@/shared/pantry/pantry-recipes-query';
import { SignedInOnly } from '@/shared/session/signed-in-only';
import { ButtonLink } from '@/shared/ui/button-link';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { DiscountBadge } from '@/shared/ui/recipe-card/discount-badge';
import { RecipeGrid } from '@/shared/ui/recipe-card/recipe-grid';
import { RecipePicture } from '@/shared/ui/recipe-card/recipe-picture';
import { Spinner } from '@/shared/ui/spinner';
import styles from './use-pantry-page.module.css';

/**
 * /use-pantry (spec 2.1; `source=recipes` or `groceries` says where the shopper came from and
 * shows the same list): recipes that cook what the signed-in shopper's pantry holds.
 */
export function UsePantryPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly signedOutTitle={t('pantry.usePantry.signedOut')}>
      {() => <PantryRecipes />}
    </SignedInOnly>
  );
}

function PantryRecipes() {
  const { t } = useTranslation();
  // The pantry's rows name the ingredients the recipes use, and tell an empty pantry apart.
  const pantry = useQuery(pantryQuery);
  const recipes = useQuery(pantryRecipesQuery);
  const pantryNames = useMemo(
    () => new Map((pantry.data?.userPantryItems ?? []).map((row) => [row.ingredientId, row.name])),
    [pantry.data],
  );

  return (
    <div className={listing.page}>
      <header className={listing.intro}>
        <h1 className={listing.title}>{t('pantry.usePantry.title')}</h1>
        <p className={listing.lead}>{t('pantry.usePantry.order')}</p>
      </header>
      {pantry.isError || recipes.isError ? (
        <MessagePanel title={t('pantry.usePantry.failed')} role="alert">
          <button
            type="button"
            className={styles.retry}
            disabled={pantry.isFetching || recipes.isFetching}
            onClick={() => {
              if (pantry.isError) void pantry.refetch();
              if (recipes.isError) void recipes.refetch();
            }}
          >
            {t('pantry.retry')}
          </button>
        </MessagePanel>
      ) : pantry.isPending || recipes.isPending ? (
        <Spinner />
      ) : pantry.data.userPantryItems.length === 0 ? (
        <MessagePanel title={t('pantry.usePantry.empty')} role="status">
          <p>{t('pantry.usePantry.emptyHint')}</p>
          <ButtonLink to="/manage-groceries">{t('pantry.usePantry.fillPantry')}</ButtonLink>
        </MessagePanel>
      ) : recipes.data.length === 0 ? (
        <MessagePanel title={t('pantry.usePantry.noRecipes')} role="status" />
      ) : (
        <RecipeGrid entries={recipes.data} keyOf={(recipe) => recipe._id}>
          {(recipe, priority) => (
            <PantryRecipeCard recipe={recipe} pantryNames={pantryNames} priority={priority} />
          )}
        </RecipeGrid>
      )}
    </div>
  );
}

type PantryRecipeCardProps = {
  recipe: RecommendedRecipe;
  pantryNames: ReadonlyMap<string, string>;
  priority: boolean;
};

/** A recipe as the shop's cards show it, with the pantry groceries it uses and how soon they go. */
function PantryRecipeCard({ recipe, pantryNames, priority }: PantryRecipeCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // An ingredient the pantry lost since the recipes were asked for is left out, not shown as an id.
  const uses = recipe.commonIngredients.flatMap((id) => pantryNames.get(id) ?? []);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <RecipePicture src={recipe.image} width={400} height={300} priority={priority} />
        {/* Every saving counts here, not only the lists' badge-worthy ones. */}
        {(recipe.saveUpto > 0 || recipe.freeServings > 0) && (
          <DiscountBadge recipe={recipe} className={styles.discount} />
        )}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Link to={`/recipes/${recipe._id}`} className={styles.titleLink}>
            {recipe.name}
          </Link>
        </h2>
        {recipe.pantryExpiry && <ExpiryLine day={recipe.pantryExpiry} />}
        {uses.length > 0 && (
          <p className={styles.uses}>
            {t('pantry.usePantry.uses', {
              names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(uses),
            })}
          </p>
        )}
        <p className={styles.facts}>{t('recipeCard.cookTime', { count: recipe.cookingTime })}</p>
      </div>
    </article>
  );
}

/** The soonest expiry among the pantry lots the recipe uses, in days as the pantry counts them. */
function ExpiryLine({ day }: { day: string }) {
  const { t } = useTranslation();
  const left = daysLeft(expiryFromInput(day));
  if (left === null) return null;
  // The server keeps a lot until the end of its day in the shop's zone: a browser a zone ahead
  // may already be a day past it, and the lot still goes today.
  return (
    <p className={styles.expiry}>
      {left <= 0
        ? t('pantry.usePantry.expiresToday')
        : t('pantry.usePantry.expiresIn', { count: left })}
    </p>
  );
}
