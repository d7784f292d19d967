import type { RecipeDetail } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useCartActions, useCartEntry } from '@/shared/cart';
import buttonStyles from '@/shared/ui/button-link.module.css';
import styles from './add-to-menu.module.css';

type AddToMenuProps = { recipe: RecipeDetail; servings: number };

/**
 * Puts the recipe in the cart with the servings chosen on the page, or updates the entry it is
 * in (under whatever meal type a list added it), rather than adding a second one.
 */
export function AddToMenu({ recipe, servings }: AddToMenuProps) {
  const { t } = useTranslation();
  const entry = useCartEntry(recipe._id);
  const { addRecipe, removeRecipe } = useCartActions();
  const inCart = entry?.servings ?? 0;
  const primary = `${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.regular}`;
  const secondary = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.regular}`;
  const add = () => addRecipe({ ...recipe, image: recipe.images.url }, entry?.mealTypeId, servings);

  if (inCart === 0) {
    return (
      <button type="button" className={primary} onClick={add}>
        {t('cart.addServings', { count: servings })}
      </button>
    );
  }
  return (
    <>
      {inCart === servings ? (
        <p className={styles.inMenu} role="status">
          {t('cart.inMenu', { count: inCart })}
        </p>
      ) : (
        <button type="button" className={primary} onClick={add}>
          {t('cart.updateServings', { count: servings })}
        </button>
      )}
      <button type="button" className={secondary} onClick={() => removeRecipe(recipe._id)}>
        {t('cart.removeFromMenu')}
      </button>
    </>
  );
}
