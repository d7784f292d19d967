import type { RecipeSummary } from '@mise/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartActions, useCartServings } from '@/shared/cart';
import { CartStepper } from './cart-stepper';
import styles from './recipe-card.module.css';

type CartAddButtonProps = { recipe: RecipeSummary; mealTypeId?: string; curatedBoxId?: string };

/**
 * The card's add button (spec "Adding a recipe"): InActive, a plus that adds the recipe; Active
 * once it is in the cart, the servings with minus and plus. It follows only this recipe's
 * servings, so a list of cards does not re-render on every change to the cart.
 */
export function CartAddButton({ recipe, mealTypeId, curatedBoxId }: CartAddButtonProps) {
  const { t } = useTranslation();
  const servings = useCartServings(recipe._id, mealTypeId);
  const { addRecipe, increaseServings, decreaseServings } = useCartActions();
  const addRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  /** The shopper's own click swapped the button for the stepper (or back): focus follows. */
  const swappedByClick = useRef(false);
  const isActive = servings > 0;

  // Without this the pressed button leaves the page and focus falls to <body>.
  useLayoutEffect(() => {
    if (!swappedByClick.current) return;
    swappedByClick.current = false;
    (isActive ? moreRef : addRef).current?.focus();
  }, [isActive]);

  if (isActive) {
    return (
      <CartStepper
        name={recipe.name}
        servings={servings}
        moreRef={moreRef}
        onMore={() => increaseServings(recipe._id, mealTypeId)}
        onFewer={() => {
          swappedByClick.current = true;
          decreaseServings(recipe._id, mealTypeId);
        }}
      />
    );
  }
  return (
    <button
      ref={addRef}
      type="button"
      className={styles.add}
      aria-label={t('recipeCard.add', { name: recipe.name })}
      onClick={() => {
        swappedByClick.current = true;
        addRecipe(curatedBoxId === undefined ? recipe : { ...recipe, curatedBoxId }, mealTypeId);
      }}
    >
      <svg className={styles.plus} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 5v14M5 12h14" />
      </svg>
    </button>
  );
}
