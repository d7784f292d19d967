import { useTranslation } from 'react-i18next';
import type { CartSelection } from '@/shared/cart';
import { CartStepper } from '@/shared/ui/recipe-card/cart-stepper';
import styles from './recipe-row.module.css';

type RecipeRowProps = {
  selection: CartSelection;
  name: string;
  image: string;
  onMore: () => void;
  onFewer: () => void;
  onRemove: () => void;
};

/** A recipe in the cart summary: picture, name, servings stepper and remove. */
export function RecipeRow({ selection, name, image, onMore, onFewer, onRemove }: RecipeRowProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={64} height={48} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <p className={styles.name}>{name || '…'}</p>
      <CartStepper
        className={styles.stepper}
        name={name}
        servings={selection.servings}
        onMore={onMore}
        onFewer={onFewer}
      />
      <button
        type="button"
        className={styles.remove}
        data-row-remove
        onClick={onRemove}
        aria-label={t('cart.remove', { name })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
        </svg>
      </button>
    </li>
  );
}
