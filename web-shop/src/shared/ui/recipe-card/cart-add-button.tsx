import type { RecipeSummary } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart';
import { CartStepper } from './cart-stepper';
import styles from './recipe-card.module.css';

type CartAddButtonProps = { recipe: RecipeSummary; mealTypeId?: string; curatedBoxId?: string };

/**
 * The card's add button (spec "Adding a recipe"): InActive, a plus that adds the recipe; Active
 * once it is in the cart, the servings with minus and plus.
 */
export function CartAddButton({ recipe, mealTypeId, curatedBoxId }: CartAddButtonProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const servings = cart.servingsOf(recipe._id, mealTypeId);

  if (servings > 0) {
    return (
      <CartStepper
        name={recipe.name}
        servings={servings}
        onMore={() => cart.increaseServings(recipe._id, mealTypeId)}
        onFewer={() => cart.decreaseServings(recipe._id, mealTypeId)}
      />
    );
  }
  return (
    <button
      type="button"
      className={styles.add}
      aria-label={t('recipeCard.add', { name: recipe.name })}
      onClick={() =>
        cart.addRecipe(
          curatedBoxId === undefined ? recipe : { ...recipe, curatedBoxId },
          mealTypeId,
        )
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.plus}>
        <path d="M12 5v14M5 12h14" />
      </svg>
    </button>
  );
}
