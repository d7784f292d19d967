import type { RecipeDetail } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart';
import buttonStyles from '@/shared/ui/button-link.module.css';
import styles from './add-to-menu.module.css';

type AddToMenuProps = { recipe: RecipeDetail; servings: number };

/** Puts the recipe in the cart with the servings chosen on the page, or updates them. */
export function AddToMenu({ recipe, servings }: AddToMenuProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const inCart = cart.servingsOf(recipe._id);
  const primary = `${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.regular}`;
  const secondary = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.regular}`;
  const add = () => cart.addRecipe({ ...recipe, image: recipe.images.url }, undefined, servings);

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
      <button type="button" className={secondary} onClick={() => cart.removeRecipe(recipe._id)}>
        {t('cart.removeFromMenu')}
      </button>
    </>
  );
}
